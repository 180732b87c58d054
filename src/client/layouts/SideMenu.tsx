import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLocale } from '../i18n/use-locale';
import type { RouteEntry } from '../router/menu-types';
import { useMenuStore } from '../stores/menu';
import { buildMenuItems, openKeysFor } from './menu-items';

/** Side menu: highlights the current entry (a hidden route's parent) and opens its parents. */
export function SideMenu({
  current,
  collapsed,
  theme = 'light',
}: {
  current: RouteEntry | undefined;
  collapsed: boolean;
  /** The settings drawer's menu theme. */
  theme?: 'light' | 'dark';
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const menu = useMenuStore((s) => s.menu);
  const routes = useMenuStore((s) => s.routes);
  const items = useMemo(
    () => (menu && routes ? buildMenuItems(menu, routes, locale) : []),
    [menu, routes, locale],
  );
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  // Navigating opens the new entry's parents, keeping what the user opened by hand.
  useEffect(() => {
    if (!routes) return;
    const needed = openKeysFor(current, routes);
    setOpenKeys((open) => Array.from(new Set([...open, ...needed])));
  }, [current, routes]);

  return (
    <nav aria-label={t('layout.sideMenu')} data-testid="side-menu">
      <Menu
        mode="inline"
        theme={theme}
        items={items}
        selectedKeys={current ? [current.menuKey] : []}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
}
