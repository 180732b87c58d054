/** A menu node of GET /sys/permission/getCustomerMenu (SPEC §2, docs/contracts.md): built by the server, routed by the shell. */
import type { PermissionItem } from './permissions/has-permission';

export interface MenuMeta {
  /** zh-CN title; titleEn the English one (menus from older data may lack it). */
  title: string;
  titleEn?: string;
  icon?: string;
  url?: string;
  /** The page's buttons (menu type 2), folded into their parent. */
  permissionList?: PermissionItem[];
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  componentName?: string;
}

export interface MenuItem {
  id: string;
  path: string;
  name: string;
  redirect?: string;
  component: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  children?: MenuItem[];
  meta: MenuMeta;
}
