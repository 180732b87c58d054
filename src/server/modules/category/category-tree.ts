/**
 * Reading the category tree (SPEC §3 Category tree node: key, code, name, leaf flag, children) for
 * the /sys/category/* routes: one level under a parent, or a whole subtree for a synchronous tree.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Locale } from '../../http/i18n';

/** A node as the tree select reads it (JeecgBoot's TreeSelectModel, `name` in the request language). */
export interface CategoryNode {
  key: string;
  value: string;
  title: string;
  name: string;
  code: string;
  parentId: string;
  leaf: boolean;
  isLeaf: boolean;
  children?: CategoryNode[];
}

export interface CategoryRow {
  id: string;
  pid: string | null;
  name: string;
  name_en: string | null;
  code: string;
  has_child: string;
}

/** Equalities a caller may filter a level by (the `condition` JSON's keys), and their columns. */
export const CONDITION_COLUMNS = { name: 'name', nameEn: 'name_en', code: 'code' } as const;
export type ConditionField = keyof typeof CONDITION_COLUMNS;

const COLUMNS = ['id', 'pid', 'name', 'name_en', 'code', 'has_child'] as const;

export function categoryName(row: Pick<CategoryRow, 'name' | 'name_en'>, locale: Locale): string {
  return locale === 'en-US' && row.name_en ? row.name_en : row.name;
}

export function toNode(row: CategoryRow, locale: Locale): CategoryNode {
  const name = categoryName(row, locale);
  const leaf = row.has_child !== '1';
  return { key: row.id, value: row.id, title: name, name, code: row.code, parentId: row.pid ?? '', leaf, isLeaf: leaf };
}

/** The rows directly under `parent` (null: the roots), ordered by code, with optional equalities. */
export async function levelRows(
  db: Kysely<Database>,
  parent: string | null,
  condition: Partial<Record<ConditionField, string>> = {},
): Promise<CategoryRow[]> {
  let query = db.selectFrom('sys_category').select(COLUMNS);
  query = parent === null ? query.where((eb) => eb.or([eb('pid', 'is', null), eb('pid', '=', ''), eb('pid', '=', '0')])) : query.where('pid', '=', parent);
  for (const [field, value] of Object.entries(condition) as Array<[ConditionField, string]>) {
    query = query.where(CONDITION_COLUMNS[field], '=', value);
  }
  return query.orderBy('code').limit(1000).execute();
}

/** The id of the category with `code`, or undefined. */
export async function idOfCode(db: Kysely<Database>, code: string): Promise<string | undefined> {
  return (await db.selectFrom('sys_category').select('id').where('code', '=', code).executeTakeFirst())?.id;
}

/** The nodes under `parent` with all their descendants (a synchronous tree), read level by level. */
export async function subtree(db: Kysely<Database>, parent: string | null, locale: Locale, depth = 0): Promise<CategoryNode[]> {
  const nodes = (await levelRows(db, parent)).map((r) => toNode(r, locale));
  // The hooks keep the tree acyclic; the depth bound only guards against data written around them.
  if (depth >= 20) return nodes;
  for (const node of nodes) if (!node.leaf) node.children = await subtree(db, node.key, locale, depth + 1);
  return nodes;
}

export async function rowsWhere(db: Kysely<Database>, column: 'id' | 'code' | 'name', values: readonly string[]): Promise<CategoryRow[]> {
  if (values.length === 0) return [];
  return db.selectFrom('sys_category').select(COLUMNS).where(column, 'in', values).limit(1000).execute();
}
