import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';

/**
 * Entity tables are registered at run time from schemas, so Kysely's compile-time table types
 * cannot describe them. This is the one place that loosens the type: any table and column name, each
 * value `unknown` until the caller checks it. Every name used through it comes from a registered
 * schema (never from a request), and every value is bound. Code that names a bundled table itself
 * (sys_user, sys_file, isps_project…) takes `TypedDb` instead, and reads its rows as a user may see
 * them with `onlyVisible` (read/scope.ts) on the typed table.
 */
export type LooseTables = Record<string, Record<string, unknown>>;
export type LooseDb = Kysely<LooseTables> | Transaction<LooseTables>;

export function loose(db: TypedDb): LooseDb {
  return db as unknown as LooseDb;
}

/** The database or one of its transactions, every bundled table typed (db/types.ts). */
export type TypedDb = Kysely<Database> | Transaction<Database>;

/**
 * The typed view of the same handle, for code of a bundled entity (its hooks) whose tables are typed
 * in db/types.ts: the generic CRUD hands its hooks the loose handle, the hook reads its own tables typed.
 */
export function typed(db: LooseDb): TypedDb {
  return db as unknown as TypedDb;
}
