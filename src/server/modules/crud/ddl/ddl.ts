/**
 * A table derived from an entity schema (DESIGN.md principle 1): the system columns, the scope
 * columns and one column per stored property, unique where x-unique, indexed for the default sort
 * and keyset paging. Used for the demo entity of the tests and the benchmark; admin-built forms
 * will use it for their tables.
 */
import { sql, type ColumnDataType, type Expression, type Kysely } from 'kysely';
import type { ResolvedEntity, ResolvedField } from '../../../../shared/schema/registry';
import type { Database } from '../../../db/types';
import { loose } from '../loose-db';
import {
  schemaKeyword,
  X_OWNER_COLUMN,
  X_SCOPE,
  X_NUMERIC,
  X_SOFT_DELETE,
  X_UNIQUE,
} from '../../../../shared/schema/keywords';

function columnType(field: ResolvedField): ColumnDataType | Expression<unknown> {
  const { type, format, maxLength } = field.schema;
  if (type === 'integer') return 'integer';
  if (type === 'number') {
    const [precision, scale] = schemaKeyword(field.schema, X_NUMERIC) ?? [18, 6];
    return sql`numeric(${sql.raw(String(precision))}, ${sql.raw(String(scale))})`;
  }
  if (type === 'boolean') return 'boolean';
  if (format === 'date') return 'date';
  if (format === 'date-time') return 'timestamptz';
  if (type === 'array') return 'varchar(2000)';
  // A stored secret holds its Argon2id hash (write/stored-secrets.ts), longer than the clear text's limit.
  if (field.schema.writeOnly === true && format === 'password') return 'varchar(255)';
  if (maxLength !== undefined && maxLength <= 4000) return sql`varchar(${sql.raw(String(maxLength))})`;
  return 'text';
}

export function tableDdl(db: Kysely<Database>, entity: ResolvedEntity) {
  let table = loose(db)
    .schema.createTable(entity.table)
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'timestamptz');
  const scope = schemaKeyword(entity.schema, X_SCOPE);
  if (scope === 'company' || scope === 'division') table = table.addColumn('company_id', 'varchar(32)');
  if (scope === 'division') table = table.addColumn('division_id', 'varchar(32)');
  const owner = schemaKeyword(entity.schema, X_OWNER_COLUMN);
  const declared = new Set([...entity.fields.values()].map((f) => f.column));
  if (scope === 'owner' && owner && !declared.has(owner) && owner !== 'create_by')
    table = table.addColumn(owner, 'varchar(32)');
  const soft = schemaKeyword(entity.schema, X_SOFT_DELETE);
  if (soft && !declared.has(soft.column))
    table = table.addColumn(soft.column, 'varchar(8)', (c) => c.notNull().defaultTo(soft.active));
  for (const field of entity.fields.values()) {
    if (field.system || field.column === null) continue;
    const required = (entity.schema.required ?? []).includes(field.name);
    table = table.addColumn(field.column, columnType(field), (c) => {
      let col = required ? c.notNull() : c;
      if (schemaKeyword(field.schema, X_UNIQUE)) col = col.unique();
      return col;
    });
  }
  return table;
}

export async function createTableFromEntity(db: Kysely<Database>, entity: ResolvedEntity): Promise<void> {
  await tableDdl(db, entity).ifNotExists().execute();
  const schema = loose(db).schema;
  await schema
    .createIndex(`${entity.table}_sort_idx`)
    .ifNotExists()
    .on(entity.table)
    .columns(['create_time', 'id'])
    .execute();
  const scope = schemaKeyword(entity.schema, X_SCOPE);
  if (scope === 'company' || scope === 'division') {
    await schema
      .createIndex(`${entity.table}_company_idx`)
      .ifNotExists()
      .on(entity.table)
      .columns(['company_id', 'create_time'])
      .execute();
  }
  if (scope === 'division') {
    await schema
      .createIndex(`${entity.table}_division_idx`)
      .ifNotExists()
      .on(entity.table)
      .columns(['division_id', 'create_time'])
      .execute();
  }
}
