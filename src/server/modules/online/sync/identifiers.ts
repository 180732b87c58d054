/**
 * The identifier rule of the sync, checked again here although every name comes from a
 * meta-checked entity (x-table, x-column: schemas/meta sqlName) or a validated definition: DDL
 * cannot bind identifiers, so a name that reaches a statement must be a plain lower-case SQL name,
 * and it is quoted as well. Tables of the bundled schemas and of the system are never touched.
 */
import { runtimeEntity, schemaRegistry, type SchemaSource } from '../../schema/registry';

export const IDENTIFIER = /^[a-z][a-z0-9_]{0,62}$/;

/** Prefixes of the tables migrations own (those the designer refuses too, Kysely's and Postgres' own). */
const SYSTEM_PREFIXES = ['sys_', 'onl_', 'isps_', 'cust_', 'kysely_', 'pg_'];

export class UnsafeIdentifierError extends Error {
  constructor(readonly identifier: string) {
    super(`unsafe identifier for the database sync: ${JSON.stringify(identifier)}`);
  }
}

export function assertIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new UnsafeIdentifierError(name);
  return name;
}

/** A table the sync may create, change or drop: an identifier, not a system table, not a bundled entity's. */
export function assertSyncableTable(app: SchemaSource, table: string): string {
  assertIdentifier(table);
  if (SYSTEM_PREFIXES.some((prefix) => table.startsWith(prefix))) throw new UnsafeIdentifierError(table);
  const owner = schemaRegistry(app).byTable.get(table);
  if (owner && runtimeEntity(app, owner.id) !== owner) throw new UnsafeIdentifierError(table);
  return table;
}
