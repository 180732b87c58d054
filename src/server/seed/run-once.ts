import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';

/**
 * Runs `seed` once per database, atomically: the marker row and the seeded rows commit together,
 * and a second instance starting at the same moment waits on the marker and then skips. Data an
 * admin later deletes or changes is therefore never put back by a restart.
 */
export async function runOnce(
  db: Kysely<Database>,
  marker: string,
  seed: (trx: Transaction<Database>) => Promise<void>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('sys_secret')
      .values({ name: `seed:${marker}`, value: new Date().toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .execute();
    if (claimed.length === 0) return false;
    await seed(trx);
    return true;
  });
}
