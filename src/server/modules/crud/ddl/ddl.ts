/**
 * A table derived from an entity schema (DESIGN.md principle 1): the system columns, the scope
 * columns and one column per stored property, unique where x-unique, indexed for the default sort
 * and keyset paging. Used for the demo entity of the tests and the benchmark; admin-built forms
 * will use it for their tables.
 */
import { sql, type ColumnDataType, type Expression, type Kysely } from 'kysely';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import type { Database } from '../../../db/types';
import { loose } from '../loose-db';
import { schemaKeyword, X_SCOPE, X_UNIQUE } from '../../../../shared/schema/keywords';
import type { ColumnKind } from './column-kind';
import { entityColumns } from './entity-columns';

function columnType(column: ColumnKind): ColumnDataType | Expression<unknown> {
  switch (column.kind) {
    case 'varchar':
      return sql`varchar(${sql.raw(String(column.length))})`;
    case 'numeric':
      return sql`numeric(${sql.raw(String(column.precision))}, ${sql.raw(String(column.scale))})`;
    default:
      return column.kind;
  }
}

export function tableDdl(db: Kysely<Database>, entity: ResolvedEntity) {
  let table = loose(db)
    .schema.createTable(entity.table)
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', 'timestamptz');
  for (const { column, kind, notNull, defaultTo, field } of entityColumns(entity)) {
    table = table.addColumn(column, columnType(kind), (c) => {
      let col = notNull ? c.notNull() : c;
      if (defaultTo !== undefined) col = col.defaultTo(defaultTo);
      if (field && schemaKeyword(field.schema, X_UNIQUE)) col = col.unique();
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
