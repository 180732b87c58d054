/** The loaded menu and its route table. Not persisted: it is fetched again after each page load. */
import { create } from 'zustand';
import type { MenuItem, RouteTable } from '../router/menu-types';

export interface MenuState {
  menu: MenuItem[] | null;
  routes: RouteTable | null;
  setMenu(menu: MenuItem[], routes: RouteTable): void;
  clear(): void;
}

export const useMenuStore = create<MenuState>()((set) => ({
  menu: null,
  routes: null,
  setMenu: (menu, routes) => set({ menu, routes }),
  clear: () => set({ menu: null, routes: null }),
}));
