/**
 * The table an entity should have, taken from the CRUD's own DDL (crud/ddl/ddl.ts tableDdl) rather
 * than a second type mapping: the CREATE TABLE builder's columns (system, scope and declared
 * columns, their types, NOT NULL, defaults and UNIQUE) as Kysely operation nodes, so a column the
 * sync adds is exactly the column a new table would have.
 */
import {
  sql,
  type ColumnDefinitionNode,
  type Expression,
  type Kysely,
  type OperationNode,
  type Transaction,
} from 'kysely';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import type { Database } from '../../../db/types';
import { tableDdl } from '../../crud/ddl/ddl';
import { declaredType, type ColumnType } from './pg-types';
import { assertIdentifier } from './identifiers';

type Db = Kysely<Database> | Transaction<Database>;

export interface DesiredColumn {
  name: string;
  type: ColumnType;
  /** The type as the DDL writes it (for ALTER COLUMN … TYPE and ADD COLUMN). */
  typeSql: Expression<unknown>;
  notNull: boolean;
  unique: boolean;
  primaryKey: boolean;
  /** The DDL's default (create_time's now(), the soft-delete flag's active value). */
  defaultTo?: Expression<unknown>;
}

/** An operation node of the DDL as an expression Kysely's builders and sql`` accept again. */
function asExpression(node: OperationNode): Expression<unknown> {
  return {
    get expressionType() {
      return undefined;
    },
    toOperationNode: () => node,
  };
}

export function desiredColumns(db: Db, entity: ResolvedEntity): DesiredColumn[] {
  const node = tableDdl(db as Kysely<Database>, entity).toOperationNode();
  return node.columns.map((column: ColumnDefinitionNode) => {
    const name = assertIdentifier(column.column.column.name);
    const typeSql = asExpression(column.dataType);
    return {
      name,
      type: declaredType(sql`${typeSql}`.compile(db).sql),
      typeSql,
      notNull: column.notNull === true,
      unique: column.unique === true,
      primaryKey: column.primaryKey === true,
      defaultTo: column.defaultTo ? asExpression(column.defaultTo.defaultValue) : undefined,
    };
  });
}
