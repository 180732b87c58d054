/**
 * Trees the tree widgets read through the data provider: a registered table's tree (treeSelect,
 * SPEC §7 /sys/dict/loadTreeData) and the category dictionary (categoryTree, /sys/category/*).
 */

/** A node of one tree level as the server answers it (JeecgBoot's TreeSelectModel). */
export interface TreeNodeData {
  key: string;
  value: string;
  title: string;
  leaf?: boolean;
  isLeaf?: boolean;
  /** Category nodes carry their code (SPEC §3 Category tree node). */
  code?: string;
  /** Category nodes: the name in both languages, so a search matches either whatever the UI language. */
  nameZh?: string;
  nameEn?: string;
  children?: TreeNodeData[];
}

/** One level of a registered table's tree (treeSelect). Field names are the entity's. */
export interface TreeDataQuery {
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  /** The parent's code value; empty for the roots. */
  pid: string;
  hasChildField?: string;
  /** A JSON object of field equalities (checked by the widget before it asks). */
  condition?: string;
}

/** One level of the category tree: under `pid`, else under the category coded `pcode` ('0': the roots). */
export interface CategoryTreeQuery {
  pid?: string;
  pcode?: string;
  /** A JSON object of name/code equalities (checked by the widget before it asks). */
  condition?: string;
  /** Every level under `pcode` at once, each node with its `children` (a search reaches collapsed nodes). */
  whole?: boolean;
}

/** A category as loadOne answers it. */
export interface CategoryRecord {
  id: string;
  pid: string;
  name: string;
  code: string;
}

export type CategoryField = 'id' | 'code' | 'name';
