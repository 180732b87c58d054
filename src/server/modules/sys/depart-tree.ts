/** The department tree of GET /sys/sysDepart/queryTreeList (JeecgBoot's SysDepartTreeModel, trimmed). */
import type { Locale } from '../../http/i18n';

export interface DepartRow {
  id: string;
  parent_id: string | null;
  depart_name: string;
  depart_name_en: string | null;
  org_code: string;
  sort_no: number;
}

export interface DepartTreeNode {
  id: string;
  key: string;
  value: string;
  /** departName in the request language (the English name when en-US and present). */
  title: string;
  departName: string;
  orgCode: string;
  parentId: string | null;
  isLeaf: boolean;
  children?: DepartTreeNode[];
}

/**
 * Nests rows by parent_id, each level sorted by sort_no then org_code. A row whose parent is
 * missing is a root, so no department ever drops out of the picker.
 */
export function buildDepartTree(rows: readonly DepartRow[], locale: Locale): DepartTreeNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<string | null, DepartRow[]>();
  for (const row of rows) {
    const parent =
      row.parent_id !== null && ids.has(row.parent_id) && row.parent_id !== row.id ? row.parent_id : null;
    const list = byParent.get(parent) ?? [];
    list.push(row);
    byParent.set(parent, list);
  }
  const seen = new Set<string>();
  const level = (parent: string | null): DepartTreeNode[] =>
    (byParent.get(parent) ?? [])
      .filter((r) => !seen.has(r.id))
      .sort((a, b) => a.sort_no - b.sort_no || a.org_code.localeCompare(b.org_code))
      .map((r) => {
        seen.add(r.id);
        const children = level(r.id);
        const title = locale === 'en-US' && r.depart_name_en ? r.depart_name_en : r.depart_name;
        return {
          id: r.id,
          key: r.id,
          value: r.id,
          title,
          departName: r.depart_name,
          orgCode: r.org_code,
          parentId: r.parent_id,
          isLeaf: children.length === 0,
          ...(children.length > 0 ? { children } : {}),
        };
      });
  return level(null);
}
