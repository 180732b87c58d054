import { Dropdown, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/use-locale';
import { findRoute, routeTitle } from '../router/route-table';
import { useMenuStore } from '../stores/menu';
import { useTabsStore } from '../stores/tabs';
import { useTabActions, type TabMenuAction } from './use-tab-actions';

const ACTIONS: TabMenuAction[] = ['refresh', 'closeLeft', 'closeRight', 'closeOthers'];

/** The multi-tab bar; right-click a tab for refresh / close left / close right / close others. */
export function TabBar() {
  const { t } = useTranslation();
  const locale = useLocale();
  const routes = useMenuStore((s) => s.routes);
  const tabs = useTabsStore((s) => s.tabs);
  const active = useTabsStore((s) => s.active);
  const { activate, close, run } = useTabActions();

  const items = tabs.map((path) => {
    const entry = routes ? findRoute(routes, path) : undefined;
    const title = entry ? routeTitle(entry, locale) : path;
    return {
      key: path,
      // Home shows a close button like every tab; pressing it is refused with the spec's message.
      closable: true,
      label: (
        <Dropdown
          trigger={['contextMenu']}
          menu={{
            items: ACTIONS.map((action) => ({ key: action, label: t(`tabs.${action}`) })),
            onClick: ({ key }) => run(key as TabMenuAction, path),
          }}
        >
          <span data-testid={`tab-${path}`}>{title}</span>
        </Dropdown>
      ),
    };
  });

  return (
    <div data-testid="tab-bar" aria-label={t('layout.tabs')} role="navigation">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={active}
        items={items}
        onChange={activate}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') close(key);
        }}
        style={{ marginBottom: 0 }}
      />
    </div>
  );
}
