export type { MenuItem, MenuMeta } from '../../shared/menu';

/** One routable page of the flattened menu. */
export interface RouteEntry {
  path: string;
  name: string;
  component: string;
  title: string;
  titleEn: string;
  icon?: string;
  hidden: boolean;
  /** Redirect target for parents (layouts/RouteView). */
  redirect?: string;
  /** Checked external/iframe URL after placeholder substitution (http(s) only). */
  url?: string;
  internalOrExternal: boolean;
  keepAlive: boolean;
  /** Paths of the ancestors, outermost first. */
  parents: string[];
  /** The side-menu entry to highlight: itself, or for a hidden route its nearest visible ancestor. */
  menuKey: string;
}

export type RouteTable = Map<string, RouteEntry>;
