/**
 * What the definition checks need from the database and the registry: the tables already there
 * (the database's own and every registered entity's, except this form's own published entity), the
 * other definitions' table names and fields (sub tables point at them), registered entities for
 * dictionary tables, the numbering rules' codes.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { schemaRegistry, runtimeEntity, type SchemaSource } from '../../schema/registry';
import type { DefinitionContext } from './validate-definition';
import type { DefinitionDraft } from './normalize';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * `ownName`: the table name this definition had before (edit), whose table and entity are its own;
 * `ownHeadId`: excluded from the other definitions.
 */
export async function definitionContext(
  app: SchemaSource,
  db: Db,
  draft: DefinitionDraft,
  own: { headId?: string; tableName?: string } = {},
): Promise<DefinitionContext> {
  const tables = await sql<{
    table_name: string;
  }>`select table_name from information_schema.tables where table_schema = current_schema()`.execute(db);
  const heads = await db.selectFrom('onl_cgform_head').select(['id', 'table_name']).execute();
  const others = heads.filter((h) => h.id !== own.headId);
  const otherNames = new Set(others.map((h) => h.table_name));
  const registry = schemaRegistry(app);
  // A table of a definition (synced) or of its published entity is not a "system" table for that definition.
  const definitionTables = new Set(heads.map((h) => h.table_name));
  const taken = new Set<string>();
  for (const row of tables.rows) if (!definitionTables.has(row.table_name)) taken.add(row.table_name);
  for (const entity of registry.entities.values()) {
    if (runtimeEntity(app, entity.id) === entity && definitionTables.has(entity.table)) continue;
    taken.add(entity.table);
  }
  // Another definition's table (synced) counts as taken by that definition (otherDefinitions), not here.
  if (own.tableName && draft.head.tableName === own.tableName) taken.delete(own.tableName);

  const mainNames = [...new Set(draft.fields.map((f) => f.mainTable).filter((t): t is string => t !== null))];
  const mainFields = new Map<string, Set<string>>();
  if (mainNames.length > 0) {
    const rows = await db
      .selectFrom('onl_cgform_head as h')
      .leftJoin('onl_cgform_field as f', 'f.cgform_head_id', 'h.id')
      .select(['h.table_name', 'h.table_type', 'f.db_field_name'])
      .where('h.table_name', 'in', mainNames)
      .where('h.table_type', 'in', [2, 3])
      .execute();
    for (const row of rows) {
      const set = mainFields.get(row.table_name) ?? new Set(['id']);
      if (row.db_field_name) set.add(row.db_field_name);
      mainFields.set(row.table_name, set);
    }
  }
  const ruleCodes = new Set(
    (await db.selectFrom('sys_fill_rule').select('rule_code').execute()).map((r) => r.rule_code),
  );
  return {
    fillRuleExists: (code) => ruleCodes.has(code),
    takenTables: taken,
    otherDefinitions: otherNames,
    mainTableFields: (table) => (table === draft.head.tableName ? undefined : mainFields.get(table)),
    entityProperties: (idOrTable) => {
      const entity = registry.entities.get(idOrTable) ?? registry.byTable.get(idOrTable);
      return entity ? new Set(entity.fields.keys()) : undefined;
    },
  };
}
