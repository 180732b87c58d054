/**
 * ISO/IEC 17021-1 9.5.1.2 / 9.4.9: no certification decision while a major nonconformity of the
 * project is open (raised, answered or returned: anything the team has not accepted). Called where
 * the decision is taken — the project entering its decision-flagged stage and the certificate's
 * issue — inside their transactions, which hold the project row locked.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { LocalizedHttpError } from '../../http/errors';
import { openMajorsMessage } from './messages';

/** The state that closes a nonconformity (x-workflow of isps_nonconformity). */
export const CLOSED_STATE = 'accepted';

export async function openMajors(
  db: Kysely<Database>,
  projectId: string,
): Promise<Array<{ ncNo: string; clause: string }>> {
  const rows = await db
    .selectFrom('isps_nonconformity')
    .select(['nc_no', 'clause'])
    .where('project_id', '=', projectId)
    .where('grade', '=', 'major')
    .where('status', '<>', CLOSED_STATE)
    .orderBy('nc_no')
    .execute();
  return rows.map((r) => ({ ncNo: r.nc_no, clause: r.clause }));
}

/** 409 naming the open majors, if any. */
export async function refuseDecisionWhileMajorsOpen(db: Kysely<Database>, projectId: string): Promise<void> {
  const open = await openMajors(db, projectId);
  if (open.length > 0) throw new LocalizedHttpError(409, openMajorsMessage(open));
}
