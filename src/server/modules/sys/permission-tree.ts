/**
 * The menu and button tree of GET /sys/permission/queryTreeList (the role screen's permission
 * picker and the menu screen's parent picker): JeecgBoot's TreeModel, trimmed to what they show.
 */
import type { Locale } from '../../http/i18n';

export interface PermissionRow {
  id: string;
  parent_id: string | null;
  name: string;
  name_en: string | null;
  menu_type: number;
  perms: string | null;
  sort_no: number;
  status: string;
}

export interface PermissionTreeNode {
  key: string;
  value: string;
  /** The name in the request language (the English name when en-US and present). */
  title: string;
  parentId: string | null;
  /** 0 top menu, 1 sub menu, 2 button. */
  menuType: number;
  perms: string | null;
  /** '0': disabled (not under permission control). */
  status: string;
  isLeaf: boolean;
  children?: PermissionTreeNode[];
}

/**
 * Nests rows by parent_id, each level by sort_no then name. A row whose parent is not among the
 * rows (not visible to the caller, or gone) is a root, so no entry drops out of the tree; a cycle
 * written by hand into the table cannot loop.
 */
export function buildPermissionTree(rows: readonly PermissionRow[], locale: Locale): PermissionTreeNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<string | null, PermissionRow[]>();
  for (const row of rows) {
    const parent =
      row.parent_id !== null && ids.has(row.parent_id) && row.parent_id !== row.id ? row.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const seen = new Set<string>();
  const level = (parent: string | null): PermissionTreeNode[] =>
    (byParent.get(parent) ?? [])
      .filter((r) => !seen.has(r.id))
      .sort((a, b) => a.sort_no - b.sort_no || a.name.localeCompare(b.name))
      .map((r) => {
        seen.add(r.id);
        const children = level(r.id);
        return {
          key: r.id,
          value: r.id,
          title: locale === 'en-US' && r.name_en ? r.name_en : r.name,
          parentId: r.parent_id,
          menuType: r.menu_type,
          perms: r.perms,
          status: r.status,
          isLeaf: children.length === 0,
          ...(children.length > 0 ? { children } : {}),
        };
      });
  return level(null);
}
