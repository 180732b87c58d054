/**
 * Top navigation (settings drawer, SPEC §2): the same menu as the side menu, horizontal in the
 * header; what does not fit folds into the "…" submenu at its end.
 */
import { EllipsisOutlined } from '@ant-design/icons';
import { Menu } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLocale } from '../i18n/use-locale';
import type { RouteEntry } from '../router/menu-types';
import { useMenuStore } from '../stores/menu';
import { buildMenuItems, openKeysFor } from './menu-items';
import './top-menu.css';

export function TopMenu({ current }: { current: RouteEntry | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const menu = useMenuStore((s) => s.menu);
  const routes = useMenuStore((s) => s.routes);
  const items = useMemo(
    () => (menu && routes ? buildMenuItems(menu, routes, locale) : []),
    [menu, routes, locale],
  );
  // The current entry and its parents are highlighted, as in the side menu.
  const selected = current && routes ? [current.menuKey, ...openKeysFor(current, routes)] : [];
  return (
    <nav
      aria-label={t('settings.topMenu')}
      data-testid="top-menu"
      className="top-menu"
      style={{ flex: 1, minWidth: 0 }}
    >
      {/* Entries that do not fit fold into antd's "…" submenu (top-menu.css keeps the folded
          originals out of the tab order). */}
      <Menu
        mode="horizontal"
        theme="light"
        items={items}
        selectedKeys={selected}
        overflowedIndicator={<EllipsisOutlined aria-label={t('settings.moreMenu')} />}
        style={{ borderBottom: 0, lineHeight: '62px' }}
      />
    </nav>
  );
}
