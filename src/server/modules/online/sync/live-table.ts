/**
 * The table as it is in the database: its columns from information_schema.columns and its indexes
 * from pg_index (information_schema has none), in the current schema. Both PGlite and PostgreSQL
 * answer these catalogue queries the same way; the table name is a bound parameter.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { liveType, type ColumnType, type LiveColumnInfo } from './pg-types';

export interface LiveColumn {
  name: string;
  type: ColumnType;
  nullable: boolean;
}

export interface LiveIndex {
  name: string;
  columns: string[];
  unique: boolean;
}

export interface LiveTable {
  exists: boolean;
  columns: Map<string, LiveColumn>;
  indexes: LiveIndex[];
}

type Db = Kysely<Database> | Transaction<Database>;

export async function readLiveTable(db: Db, table: string): Promise<LiveTable> {
  const columns = await sql<LiveColumnInfo & { column_name: string; is_nullable: string }>`
    select column_name, data_type, character_maximum_length, numeric_precision, numeric_scale, is_nullable
    from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}
    order by ordinal_position`.execute(db);
  if (columns.rows.length === 0) return { exists: false, columns: new Map(), indexes: [] };
  const indexes = await sql<{ name: string; is_unique: boolean; columns: string | null }>`
    select i.relname::text as name, ix.indisunique as is_unique,
      (select string_agg(a.attname::text, ',' order by k.n)
         from unnest(ix.indkey::int2[]) with ordinality as k(attnum, n)
         join pg_attribute a on a.attrelid = ix.indrelid and a.attnum = k.attnum) as columns
    from pg_index ix
    join pg_class t on t.oid = ix.indrelid
    join pg_class i on i.oid = ix.indexrelid
    join pg_namespace ns on ns.oid = t.relnamespace
    where ns.nspname = current_schema() and t.relname = ${table}`.execute(db);
  return {
    exists: true,
    columns: new Map(
      columns.rows.map((row) => [
        row.column_name,
        { name: row.column_name, type: liveType(row), nullable: row.is_nullable === 'YES' },
      ]),
    ),
    indexes: indexes.rows.map((row) => ({
      name: row.name,
      unique: row.is_unique,
      columns: row.columns ? row.columns.split(',') : [],
    })),
  };
}
