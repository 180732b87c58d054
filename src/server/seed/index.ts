/** Reference data of the foundation, seeded once per database (see run-once.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { seedDeparts } from './departs';
import { seedDicts } from './dicts';
import { seedMenus } from './menus';
import { seedRoles } from './roles';
import { runOnce } from './run-once';

export { runOnce };

export async function seedBase(db: Kysely<Database>): Promise<void> {
  await runOnce(db, 'foundation-v1', async (trx) => {
    await seedRoles(trx);
    await seedDeparts(trx);
    await seedDicts(trx);
    await seedMenus(trx);
  });
}
