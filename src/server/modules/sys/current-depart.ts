/**
 * The current department of a user (reference/jeecg.md §1.4 multi_depart): 0 none, 1 exactly one
 * (made current), 2 several (the stored one if still valid, else the first; the client offers a choice).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { DepartInfo } from './user-info';

export type MultiDepart = 0 | 1 | 2;

export async function settleCurrentDepart(
  db: Kysely<Database>,
  userId: string,
  currentOrgCode: string | null,
  departs: DepartInfo[],
): Promise<MultiDepart> {
  if (departs.length === 0) return 0;
  const valid = departs.some((d) => d.orgCode === currentOrgCode);
  if (!valid) {
    await db
      .updateTable('sys_user')
      .set({ org_code: departs[0]!.orgCode })
      .where('id', '=', userId)
      .execute();
  }
  return departs.length === 1 ? 1 : 2;
}
