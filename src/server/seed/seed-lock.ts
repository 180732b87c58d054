import type { Transaction } from 'kysely';
import type { Database } from '../db/types';

/**
 * Serializes a start-up reconcile over instances: the named sys_secret row is created if missing and
 * locked for the transaction, so a second instance starting at the same moment waits here until the
 * first commits, then sees its rows and state.
 */
export async function takeSeedLock(trx: Transaction<Database>, name: string, what: string): Promise<void> {
  await trx
    .insertInto('sys_secret')
    .values({ name, value: what })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  await trx.selectFrom('sys_secret').select('name').where('name', '=', name).forUpdate().execute();
}
