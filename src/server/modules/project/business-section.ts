/**
 * The home section a business type belongs to: a section value itself, or a sub-type of the
 * business-type tree (sys_category, migration 0260: root `business_type`, sections, sub-types
 * under them), found by walking up its parents. Unknown values answer null.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { BUSINESS_TYPES, type BusinessType } from '../../../shared/dict/business-type';

const SECTIONS = new Set<string>(BUSINESS_TYPES.map((t) => t.value));

export function isSection(value: string): value is BusinessType {
  return SECTIONS.has(value);
}

export async function sectionOf(trx: Transaction<Database>, value: string): Promise<BusinessType | null> {
  if (isSection(value)) return value;
  let node = await trx
    .selectFrom('sys_category')
    .select(['pid', 'code'])
    .where('code', '=', value)
    .executeTakeFirst();
  // The tree is shallow (root → section → sub-type); the bound keeps a looped tree from spinning.
  for (let depth = 0; node && depth < 8; depth++) {
    if (isSection(node.code)) return node.code;
    if (!node.pid) return null;
    node = await trx
      .selectFrom('sys_category')
      .select(['pid', 'code'])
      .where('id', '=', node.pid)
      .executeTakeFirst();
  }
  return null;
}

/** The text of a business type for a project name: the category's or dictionary's zh-CN name. */
export async function businessTypeName(trx: Transaction<Database>, value: string): Promise<string> {
  const category = await trx
    .selectFrom('sys_category')
    .select('name')
    .where('code', '=', value)
    .executeTakeFirst();
  if (category) return category.name;
  return BUSINESS_TYPES.find((t) => t.value === value)?.text ?? value;
}
