/** Idempotent reference data: safe to run on every start. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { seedDeparts } from './departs';
import { seedRoles } from './roles';

export async function seedBase(db: Kysely<Database>): Promise<void> {
  await seedRoles(db);
  await seedDeparts(db);
}
