/**
 * Every menu entry's icon. A menu without an icon, or with a name the icon list does not know (an
 * admin's typo, an iconfont class), still gets one: a folder for a submenu, a page for an entry, so
 * the side menu stays aligned and readable when collapsed.
 */
import { FileOutlined, FolderOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { namedIcon } from '../../../renderers/icons/named-icons';

const SUBMENU_ICON = <FolderOutlined />;
const ENTRY_ICON = <FileOutlined />;

/** The icon a name stands for, or undefined when the list does not know it. */
export const knownMenuIcon = namedIcon;

/** The named icon, else the default for a submenu or an entry. */
export function menuIcon(name: string | undefined, isSubmenu = false): ReactNode {
  return namedIcon(name) ?? (isSubmenu ? SUBMENU_ICON : ENTRY_ICON);
}
