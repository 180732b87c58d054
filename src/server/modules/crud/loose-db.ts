import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';

/**
 * Entity tables are registered at run time from schemas, so Kysely's compile-time table types
 * cannot describe them. This is the one place that loosens the type: every table and column name
 * used through it comes from a registered schema (never from a request), and every value is bound.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- run-time registered tables (see above)
export type LooseDb = Kysely<any> | Transaction<any>;

export function loose(db: Kysely<Database> | Transaction<Database>): LooseDb {
  return db as unknown as LooseDb;
}
