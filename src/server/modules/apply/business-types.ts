/**
 * The business types an application may name: the codes of the category tree under the root
 * `business_type` (migration 0260): the thirteen sections and their sub-types. Checked on every
 * write (422 per field), as the form's picker offers only these.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';

export const BUSINESS_TYPE_ROOT = 'business_type';

/** The values of the businessTypes input as a list of codes (an array, or a comma-joined text). */
export function businessTypeCodes(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list.map((v) => String(v).trim()).filter((v) => v !== '');
}

/** The codes among `codes` that are not a section or a sub-type under the business-type root. */
export async function unknownBusinessTypes(
  db: Kysely<Database> | Transaction<Database>,
  codes: readonly string[],
): Promise<string[]> {
  if (codes.length === 0) return [];
  const root = await db
    .selectFrom('sys_category')
    .select('id')
    .where('code', '=', BUSINESS_TYPE_ROOT)
    .executeTakeFirst();
  if (!root) return [...codes];
  const sections = await db
    .selectFrom('sys_category')
    .select(['id', 'code'])
    .where('pid', '=', root.id)
    .execute();
  const sectionIds = sections.map((s) => s.id);
  const subTypes = sectionIds.length
    ? await db
        .selectFrom('sys_category')
        .select('code')
        .where('pid', 'in', sectionIds)
        .where('code', 'in', [...codes])
        .execute()
    : [];
  const known = new Set<string>([...sections.map((s) => s.code), ...subTypes.map((s) => s.code)]);
  return codes.filter((c) => !known.has(c));
}
