import { App as AntdApp, Drawer, Layout } from 'antd';
import { useRef } from 'react';
import { useDialogTabWrap } from '../../../renderers/form/dialog-tab-wrap';
import { useLocale } from '../i18n/use-locale';
import { HOME_PATH } from '../router/paths';
import { PARENT_COMPONENT, routeTitle } from '../router/route-table';
import { FeedbackBridge } from '../feedback/FeedbackBridge';
import { useReducedMotion } from '../settings/reduced-motion';
import { SettingsButton } from '../settings/SettingsButton';
import { useShellSettings } from '../stores/settings';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { Breadcrumbs } from './Breadcrumbs';
import { SideMenu } from './SideMenu';
import { PageMain } from './PageMain';
import { SkipLink } from './SkipLink';
import { TabBar } from './TabBar';
import { TopMenu } from './TopMenu';
import { useCurrentRoute } from './use-current-route';
import { useDocumentTitle } from './use-document-title';
import { useHideOnScroll } from './use-hide-on-scroll';
import { useOpenCurrentTab } from './use-open-current-tab';
import { useSideMenuMode } from './use-side-menu-mode';

const SIDER_WIDTH = 208;
const CONTENT_WIDTH = 1350;
const HEADER_HEIGHT = 64;

/** The logged-in layout: header, side menu, tabs, breadcrumb, the page, footer. */
export default function BasicLayout() {
  const locale = useLocale();
  const current = useCurrentRoute();
  const { mobile, collapsed, drawerOpen, toggle, closeDrawer } = useSideMenuMode();
  const settings = useShellSettings();
  // Phones always get the drawer menu and no tabs (SPEC §2), whatever the settings drawer says.
  const top = !mobile && settings.navigation === 'top';
  const tabs = !mobile && settings.multiTab;
  const fluid = top && settings.contentWidth === 'fluid';
  const headerHidden = useHideOnScroll(settings.fixedHeader && settings.hideHeaderOnScroll, HEADER_HEIGHT);
  const reducedMotion = useReducedMotion();
  const fixedSider = !top && settings.fixedSideMenu;
  const tabBar = useRef<HTMLDivElement>(null);
  useOpenCurrentTab(current);
  // Tab stays inside every modal and drawer of the shell and the pages (change password, confirms…).
  useDialogTabWrap();

  useDocumentTitle(current && current.path !== HOME_PATH ? routeTitle(current, locale) : undefined);

  return (
    <AntdApp>
      <FeedbackBridge />
      <SkipLink />
      <Layout style={{ minHeight: '100vh' }}>
        <AppHeader
          collapsed={collapsed}
          mobile={mobile}
          onToggle={toggle}
          topMenu={top ? <TopMenu current={current} /> : undefined}
          settings={<SettingsButton />}
          style={
            settings.fixedHeader
              ? {
                  position: 'sticky',
                  top: 0,
                  zIndex: 10,
                  // The header slides away on scroll, or just goes for a user who prefers reduced motion.
                  transition: reducedMotion ? undefined : 'transform 0.2s',
                  transform: headerHidden ? `translateY(-${HEADER_HEIGHT}px)` : undefined,
                }
              : undefined
          }
        />
        <Layout>
          {mobile ? (
            <Drawer
              placement="left"
              size={SIDER_WIDTH}
              open={drawerOpen}
              onClose={closeDrawer}
              closable={false}
              styles={{ body: { padding: 0 } }}
            >
              <SideMenu current={current} collapsed={false} theme={settings.menuTheme} />
            </Drawer>
          ) : top ? null : (
            <Layout.Sider
              width={SIDER_WIDTH}
              theme={settings.menuTheme}
              collapsible
              collapsed={collapsed}
              trigger={null}
              collapsedWidth={64}
              data-testid="side-sider"
              style={
                fixedSider
                  ? {
                      position: 'sticky',
                      top: settings.fixedHeader ? HEADER_HEIGHT : 0,
                      height: `calc(100vh - ${settings.fixedHeader ? HEADER_HEIGHT : 0}px)`,
                      overflowY: 'auto',
                    }
                  : undefined
              }
            >
              <SideMenu current={current} collapsed={collapsed} theme={settings.menuTheme} />
            </Layout.Sider>
          )}
          <Layout>
            {tabs && (
              <div ref={tabBar} style={{ background: '#fff', padding: '6px 16px 0' }}>
                <TabBar />
              </div>
            )}
            {/* antd renders Layout.Content as <main>: the page's one main landmark. */}
            <Layout.Content style={{ padding: 16 }}>
              <div
                style={{ maxWidth: fluid ? undefined : CONTENT_WIDTH, margin: '0 auto' }}
                data-content-width={fluid ? 'fluid' : 'fixed'}
              >
                {current && current.component !== PARENT_COMPONENT && (
                  <div style={{ marginBottom: 16 }}>
                    <Breadcrumbs current={current} />
                  </div>
                )}
                <PageMain current={current} keepTabs={tabs} tabBar={tabBar} />
              </div>
            </Layout.Content>
            <AppFooter />
          </Layout>
        </Layout>
      </Layout>
    </AntdApp>
  );
}
