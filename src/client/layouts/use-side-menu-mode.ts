import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useMediaQuery } from './use-media-query';

/**
 * SPEC §2: the side menu collapses under 1088 px; under 768 px (mobile) it becomes a drawer and
 * the multi-tab bar is off. The header's toggle collapses the sider or opens the drawer.
 */
export function useSideMenuMode() {
  const narrow = useMediaQuery('(max-width: 1087.98px)');
  const mobile = useMediaQuery('(max-width: 767.98px)');
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(narrow);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => setCollapsed(narrow), [narrow]);
  // Choosing an entry in the drawer navigates: close it then.
  useEffect(() => setDrawerOpen(false), [pathname]);

  return {
    mobile,
    collapsed: mobile ? !drawerOpen : collapsed,
    drawerOpen: mobile && drawerOpen,
    toggle: () => (mobile ? setDrawerOpen((o) => !o) : setCollapsed((c) => !c)),
    closeDrawer: () => setDrawerOpen(false),
  };
}
