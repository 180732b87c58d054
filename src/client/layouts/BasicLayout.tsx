import { App as AntdApp, Drawer, Layout } from 'antd';
import { useDialogTabWrap } from '../../../renderers/form/dialog-tab-wrap';
import { useLocale } from '../i18n/use-locale';
import { HOME_PATH } from '../router/paths';
import { PARENT_COMPONENT, routeTitle } from '../router/route-table';
import { FeedbackBridge } from '../feedback/FeedbackBridge';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { Breadcrumbs } from './Breadcrumbs';
import { SideMenu } from './SideMenu';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { TabBar } from './TabBar';
import { TabPages } from './TabPages';
import { useCurrentRoute } from './use-current-route';
import { useDocumentTitle } from './use-document-title';
import { useOpenCurrentTab } from './use-open-current-tab';
import { useSideMenuMode } from './use-side-menu-mode';

const SIDER_WIDTH = 208;
const CONTENT_WIDTH = 1350;

/** The logged-in layout: header, side menu, tabs, breadcrumb, the page, footer. */
export default function BasicLayout() {
  const locale = useLocale();
  const current = useCurrentRoute();
  const { mobile, collapsed, drawerOpen, toggle, closeDrawer } = useSideMenuMode();
  useOpenCurrentTab(current);
  // Tab stays inside every modal and drawer of the shell and the pages (change password, confirms…).
  useDialogTabWrap();

  useDocumentTitle(current && current.path !== HOME_PATH ? routeTitle(current, locale) : undefined);

  return (
    <AntdApp>
      <FeedbackBridge />
      <SkipLink />
      <Layout style={{ minHeight: '100vh' }}>
        <AppHeader collapsed={collapsed} mobile={mobile} onToggle={toggle} />
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
              <SideMenu current={current} collapsed={false} />
            </Drawer>
          ) : (
            <Layout.Sider
              width={SIDER_WIDTH}
              theme="light"
              collapsible
              collapsed={collapsed}
              trigger={null}
              collapsedWidth={64}
            >
              <SideMenu current={current} collapsed={collapsed} />
            </Layout.Sider>
          )}
          <Layout>
            {!mobile && (
              <div style={{ background: '#fff', padding: '6px 16px 0' }}>
                <TabBar />
              </div>
            )}
            <Layout.Content style={{ padding: 16 }}>
              <div style={{ maxWidth: CONTENT_WIDTH, margin: '0 auto' }}>
                {current && current.component !== PARENT_COMPONENT && (
                  <div style={{ marginBottom: 16 }}>
                    <Breadcrumbs current={current} />
                  </div>
                )}
                <main id={MAIN_CONTENT_ID} tabIndex={-1}>
                  <TabPages keepTabs={!mobile} />
                </main>
              </div>
            </Layout.Content>
            <AppFooter />
          </Layout>
        </Layout>
      </Layout>
    </AntdApp>
  );
}
