/**
 * Does an entity agree with its table in the migrated database? Every stored property (system
 * fields included) needs its column, of a type its JSON type is stored as (crud/ddl/column-kind.ts),
 * and a varchar at least as long as the property's maxLength; a writable text property bounded by
 * nothing on a varchar column could be refused by the database instead of the validation.
 */
import { sql, type Kysely } from 'kysely';
import type { ResolvedEntity, ResolvedField } from '../../../src/shared/schema/registry';
import { columnKind } from '../../../src/server/modules/crud/ddl/column-kind';
import type { Database } from '../../../src/server/db/types';

export interface DbColumn {
  dataType: string;
  /** varchar(n) / char(n): n; null for other types. */
  maxLength: number | null;
}

/** table → column → type, for the tables of the connection's current schema. */
export type DbTables = Map<string, Map<string, DbColumn>>;

/** Reads information_schema through raw SQL (the Database type does not describe it). */
export async function readTables(db: Kysely<Database>): Promise<DbTables> {
  const rows = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    character_maximum_length: number | null;
  }>`
    select table_name, column_name, data_type, character_maximum_length
    from information_schema.columns where table_schema = current_schema()`.execute(db);
  const tables: DbTables = new Map();
  for (const r of rows.rows) {
    const columns = tables.get(r.table_name) ?? new Map<string, DbColumn>();
    columns.set(r.column_name, {
      dataType: r.data_type,
      maxLength: r.character_maximum_length === null ? null : Number(r.character_maximum_length),
    });
    tables.set(r.table_name, columns);
  }
  return tables;
}

const TEXT = ['character varying', 'text', 'character'];

/** The column types a property may be stored in: the DDL's kind (crud/ddl/column-kind.ts) or a wider one. */
function allowedTypes(field: ResolvedField): string[] {
  switch (columnKind(field).kind) {
    case 'integer':
      return ['integer', 'smallint', 'bigint'];
    case 'numeric':
      return ['numeric', 'double precision', 'real'];
    case 'boolean':
      return ['boolean'];
    case 'date':
      return ['date'];
    case 'timestamptz':
      return ['timestamp with time zone', 'timestamp without time zone'];
    case 'varchar':
    case 'text':
      return TEXT;
  }
}

export function entityTableProblems(entity: ResolvedEntity, tables: DbTables): string[] {
  const columns = tables.get(entity.table);
  if (!columns) return [`${entity.id}: table ${entity.table} is missing`];
  const problems: string[] = [];
  for (const field of entity.fields.values()) {
    if (field.column === null) continue;
    const at = `${entity.id}.${field.name} (${entity.table}.${field.column})`;
    const column = columns.get(field.column);
    if (!column) {
      problems.push(`${at}: column is missing`);
      continue;
    }
    const allowed = allowedTypes(field);
    if (!allowed.includes(column.dataType)) {
      problems.push(
        `${at}: ${field.schema.type}${field.schema.format ? `/${field.schema.format}` : ''} stored as ${column.dataType}`,
      );
      continue;
    }
    if (column.maxLength === null || !TEXT.includes(column.dataType) || field.schema.type === 'array')
      continue;
    const declared = field.schema.maxLength;
    if (declared !== undefined && declared > column.maxLength)
      problems.push(`${at}: maxLength ${declared} > column length ${column.maxLength}`);
    // A format, pattern or enum bounds the text itself (role codes: ^[A-Za-z0-9_]{1,64}$).
    const bounded =
      field.schema.format !== undefined ||
      field.schema.pattern !== undefined ||
      field.schema.enum !== undefined;
    if (declared === undefined && field.writable && !bounded) {
      problems.push(`${at}: no maxLength, column holds ${column.maxLength}`);
    }
  }
  return problems;
}
