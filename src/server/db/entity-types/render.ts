/**
 * The text of entity-tables.generated.ts: one Kysely table interface per table an entity of the
 * bundled schemas names in x-table (the entity byTable names where two share a table), with the
 * system columns (BaseColumns) and the entity's own columns (crud/ddl/entity-columns.ts), and
 * EntityTables mapping each table to its interface. Tables sorted by name, columns in the DDL's
 * order: the same schemas give the same text.
 */
import type { SchemaRegistry, ResolvedEntity } from '../../../shared/schema/registry';
import { entityColumns } from '../../modules/crud/ddl/entity-columns';
import { COLUMN_TYPE_NAMES, columnTsType } from './column-ts-type';

export const GENERATOR_COMMAND = 'node --import tsx scripts/entity-types.ts';

/** sys_user → SysUserTable */
export function tableInterfaceName(table: string): string {
  const pascal = table
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return `${pascal}Table`;
}

export interface RenderedTable {
  table: string;
  entity: string;
  text: string;
}

export function renderTable(entity: ResolvedEntity): RenderedTable {
  const lines = entityColumns(entity).map(({ column, ...rest }) => {
    const type = columnTsType({ column, ...rest });
    return `  ${column}: ${type};`;
  });
  const text = [
    `/** Table ${entity.table}, from schemas/entities/${entity.id}.json. */`,
    `export interface ${tableInterfaceName(entity.table)} extends BaseColumns {`,
    ...lines,
    '}',
  ].join('\n');
  return { table: entity.table, entity: entity.id, text };
}

export function entityTablesOf(registry: SchemaRegistry): ResolvedEntity[] {
  return [...registry.byTable.values()].sort((a, b) => (a.table < b.table ? -1 : a.table > b.table ? 1 : 0));
}

/** The whole file, before prettier. */
export function renderEntityTables(registry: SchemaRegistry): string {
  const tables = entityTablesOf(registry).map(renderTable);
  const body = tables.map((t) => t.text).join('\n\n');
  const used = COLUMN_TYPE_NAMES.filter((name) => new RegExp(`: ${name};`).test(body));
  const header = [
    '/**',
    ' * Kysely table types of the entity tables, generated from schemas/entities by',
    ` * \`${GENERATOR_COMMAND}\`; do not edit (entity-types.test.ts fails when this file`,
    ' * and the schemas part). Columns an entity does not declare are added in db/types.ts.',
    ' */',
    body.includes('Generated<') ? "import type { Generated } from 'kysely';" : '',
    `import type { ${['BaseColumns', ...used].join(', ')} } from './column-types';`,
  ].filter((line) => line !== '');
  const map = [
    '/** Every entity table by name (db/types.ts Database extends it). */',
    'export interface EntityTables {',
    ...tables.map((t) => `  ${t.table}: ${tableInterfaceName(t.table)};`),
    '}',
  ].join('\n');
  return `${header.join('\n')}\n\n${body}\n\n${map}\n`;
}
