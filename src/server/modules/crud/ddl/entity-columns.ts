/**
 * The columns an entity's table has besides the system ones (id, create_by, create_time, update_by,
 * update_time): the scope columns, the owner column, the soft-delete flag and one column per stored
 * property. The DDL (ddl.ts) creates them and the generated table types (db/entity-types/) describe
 * them, from this one list.
 */
import type { ResolvedEntity, ResolvedField } from '../../../../shared/schema/registry';
import { schemaKeyword, X_OWNER_COLUMN, X_SCOPE, X_SOFT_DELETE } from '../../../../shared/schema/keywords';
import { isNotNullColumn, notNullDefault, type ColumnDefault } from '../../../../shared/schema/not-null';
import { columnKind, type ColumnKind } from './column-kind';

export interface EntityColumn {
  column: string;
  kind: ColumnKind;
  /** NOT NULL: a required property, an x-not-null one or the soft-delete flag. */
  notNull: boolean;
  /** The database default (the soft-delete flag's active value, an x-not-null property's default). */
  defaultTo?: ColumnDefault;
  /** The property stored in the column; undefined for the scope, owner and soft-delete columns. */
  field?: ResolvedField;
}

/** Ids of other rows (companies, divisions, users) are 32 hex characters. */
const ID_COLUMN: ColumnKind = { kind: 'varchar', length: 32 };

export function entityColumns(entity: ResolvedEntity): EntityColumn[] {
  const stored = [...entity.fields.values()].filter(
    (f): f is ResolvedField & { column: string } => !f.system && f.column !== null,
  );
  const declared = new Set(stored.map((f) => f.column));
  const columns: EntityColumn[] = [];
  // A declared property of the same column (the certificate's businessDivision is division_id) is that column.
  const implied = (column: string, kind: ColumnKind, notNull = false, defaultTo?: string) => {
    if (!declared.has(column)) columns.push({ column, kind, notNull, defaultTo });
  };
  const scope = schemaKeyword(entity.schema, X_SCOPE);
  if (scope === 'company' || scope === 'division') implied('company_id', ID_COLUMN);
  if (scope === 'division') implied('division_id', ID_COLUMN);
  const owner = schemaKeyword(entity.schema, X_OWNER_COLUMN);
  if (scope === 'owner' && owner && owner !== 'create_by') implied(owner, ID_COLUMN);
  const soft = schemaKeyword(entity.schema, X_SOFT_DELETE);
  if (soft) implied(soft.column, { kind: 'varchar', length: 8 }, true, soft.active);
  const required = new Set(entity.schema.required ?? []);
  for (const field of stored) {
    const notNull = required.has(field.name) || isNotNullColumn(field.schema);
    const defaultTo = notNullDefault(field.schema);
    columns.push({
      column: field.column,
      kind: columnKind(field),
      notNull,
      ...(defaultTo === undefined ? {} : { defaultTo }),
      field,
    });
  }
  return columns;
}

/**
 * The columns of x-not-null properties: NOT NULL on a table that already exists too, unlike a
 * required property's column, which the CRUD keeps filled whatever the table allows.
 */
export function notNullColumnNames(entity: ResolvedEntity): Set<string> {
  return new Set(
    entityColumns(entity)
      .filter((c) => c.field !== undefined && isNotNullColumn(c.field.schema))
      .map((c) => c.column),
  );
}
