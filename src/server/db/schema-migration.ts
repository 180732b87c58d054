/**
 * `npm run schema:migration -- <entity>` (scripts/schema-migration.ts): writes a migration that
 * creates an entity's table with the DDL the generic CRUD derives (crud/ddl/ddl.ts, recorded by
 * crud/ddl/statements.ts), numbered after the last migration, and says what to add to the list in
 * migrations/index.ts. The file is a snapshot to review and commit: a later change of the entity
 * needs a migration of its own (tests/api/entity-tables.test.ts fails until it has one).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedEntity } from '../../shared/schema/registry';
import { ddlStatements } from '../modules/crud/ddl/statements';

const NUMBERED = /^(\d{4})_[A-Za-z0-9_-]+\.ts$/;

/** `<number>_<entity id>`: the next multiple of ten after the highest number in use. */
export function nextMigrationName(files: readonly string[], entityId: string): string {
  const highest = Math.max(
    0,
    ...files
      .map((f) => NUMBERED.exec(f)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number),
  );
  const next = Math.floor(highest / 10) * 10 + 10;
  return `${String(next).padStart(4, '0')}_${entityId}`;
}

/** The migration module's text for these statements. */
export function migrationSource(entity: ResolvedEntity, statements: readonly string[]): string {
  const list = statements.map((s) => `  ${JSON.stringify(s)},`).join('\n');
  return `/**
 * The table of entity "${entity.id}", written by \`npm run schema:migration -- ${entity.id}\` from the DDL
 * the generic CRUD derives (src/server/modules/crud/ddl/ddl.ts). A later change of the entity needs a
 * migration of its own.
 */
import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

// Generated from the registered entity: identifiers and types only, no values.
const STATEMENTS: readonly string[] = [
${list}
];

export async function up(db: AnyDb): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable(${JSON.stringify(entity.table)}).ifExists().execute();
}
`;
}

export interface SchemaMigrationResult {
  name: string;
  file: string;
  /** The two lines migrations/index.ts needs: the import and the list entry. */
  indexLines: [importLine: string, entryLine: string];
}

/** The migration of the folder that already creates this table, if any. */
function creatorOf(dir: string, files: readonly string[], table: string): string | undefined {
  const markers = [
    `createTable('${table}')`,
    `createTable("${table}")`,
    `create table if not exists \\"${table}\\"`,
  ];
  return files.find((f) => {
    const text = readFileSync(join(dir, f), 'utf8');
    return markers.some((m) => text.includes(m));
  });
}

export async function writeSchemaMigration(
  entity: ResolvedEntity,
  dir: string,
): Promise<SchemaMigrationResult> {
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => NUMBERED.test(f)) : [];
  const creator = creatorOf(dir, files, entity.table);
  if (creator) {
    throw new Error(
      `table "${entity.table}" is already created by ${creator}; change it with a migration written by hand`,
    );
  }
  const name = nextMigrationName(files, entity.id);
  const file = join(dir, `${name}.ts`);
  writeFileSync(file, migrationSource(entity, await ddlStatements(entity)), { flag: 'wx' });
  const alias = `m${name.slice(0, 4)}`;
  return { name, file, indexLines: [`import * as ${alias} from './${name}';`, `  '${name}': ${alias},`] };
}
