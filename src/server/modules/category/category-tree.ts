/**
 * Reading the category tree (SPEC §3 Category tree node: key, code, name, leaf flag, children) for
 * the /sys/category/* routes: one level under a parent, or a whole subtree for a synchronous tree.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Locale } from '../../http/i18n';

/**
 * A node as the tree select reads it (JeecgBoot's TreeSelectModel, `name` in the request language;
 * `nameZh`/`nameEn` both names, so a picker's search matches either whatever the UI language).
 */
export interface CategoryNode {
  key: string;
  value: string;
  title: string;
  name: string;
  nameZh: string;
  nameEn: string;
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
  return {
    key: row.id,
    value: row.id,
    title: name,
    name,
    nameZh: row.name,
    nameEn: row.name_en ?? '',
    code: row.code,
    parentId: row.pid ?? '',
    leaf,
    isLeaf: leaf,
  };
}

/**
 * The sort order of the dictionary coded as the category `parent` is, by item value; empty when no
 * dictionary bears that code. The business types are both a dictionary (the home page's sections,
 * in its order) and a category tree (the apply picker's types and sub-types): the dictionary's
 * order is the one both show.
 */
async function dictionaryOrder(db: Kysely<Database>, parent: string): Promise<Map<string, number>> {
  const items = await db
    .selectFrom('sys_dict_item')
    .innerJoin('sys_dict', 'sys_dict.id', 'sys_dict_item.dict_id')
    .innerJoin('sys_category', 'sys_category.code', 'sys_dict.dict_code')
    .select(['sys_dict_item.item_value', 'sys_dict_item.sort_order'])
    .where('sys_category.id', '=', parent)
    .execute();
  return new Map(items.map((i) => [i.item_value, Number(i.sort_order ?? 0)]));
}

/**
 * The rows directly under `parent` (null: the roots), with optional equalities: in the order of
 * the dictionary coded as the parent, if there is one (values it lacks after), else by code.
 */
export async function levelRows(
  db: Kysely<Database>,
  parent: string | null,
  condition: Partial<Record<ConditionField, string>> = {},
): Promise<CategoryRow[]> {
  let query = db.selectFrom('sys_category').select(COLUMNS);
  query =
    parent === null
      ? query.where((eb) => eb.or([eb('pid', 'is', null), eb('pid', '=', ''), eb('pid', '=', '0')]))
      : query.where('pid', '=', parent);
  for (const [field, value] of Object.entries(condition) as Array<[ConditionField, string]>) {
    query = query.where(CONDITION_COLUMNS[field], '=', value);
  }
  const rows = await query.orderBy('code').limit(1000).execute();
  if (parent === null || rows.length < 2) return rows;
  const order = await dictionaryOrder(db, parent);
  if (order.size === 0) return rows;
  const rank = (row: CategoryRow) => order.get(row.code) ?? Number.POSITIVE_INFINITY;
  // Stable: rows the dictionary does not name keep their code order, after the ones it does.
  return rows.sort((a, b) => rank(a) - rank(b));
}

/** The id of the category with `code`, or undefined. */
export async function idOfCode(db: Kysely<Database>, code: string): Promise<string | undefined> {
  return (await db.selectFrom('sys_category').select('id').where('code', '=', code).executeTakeFirst())?.id;
}

/** The nodes under `parent` with all their descendants (a synchronous tree), read level by level. */
export async function subtree(
  db: Kysely<Database>,
  parent: string | null,
  locale: Locale,
  depth = 0,
): Promise<CategoryNode[]> {
  const nodes = (await levelRows(db, parent)).map((r) => toNode(r, locale));
  // The hooks keep the tree acyclic; the depth bound only guards against data written around them.
  if (depth >= 20) return nodes;
  for (const node of nodes) if (!node.leaf) node.children = await subtree(db, node.key, locale, depth + 1);
  return nodes;
}

export async function rowsWhere(
  db: Kysely<Database>,
  column: 'id' | 'code' | 'name',
  values: readonly string[],
): Promise<CategoryRow[]> {
  if (values.length === 0) return [];
  return db.selectFrom('sys_category').select(COLUMNS).where(column, 'in', values).limit(1000).execute();
}
