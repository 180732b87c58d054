/**
 * `npm run schema:migration -- <entity>`: the migration it writes (next number, the CRUD's DDL),
 * the lines it prints for migrations/index.ts, its refusal for a table a migration already creates,
 * and that the written migration builds a table the entity agrees with (up) and removes it (down).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { backends } from './helpers/test-app';
import { useTestApp } from './helpers/suite';
import { entityTableProblems, readTables } from './helpers/entity-columns';
import { FIXTURE_SCHEMAS, registerDemoSchemas } from '../fixtures/crud-helpers';
import { schemaRegistry } from '../../src/server/modules/schema/registry';
import { nextMigrationName, writeSchemaMigration } from '../../src/server/db/schema-migration';

const ROOT = resolve(__dirname, '../..');
const MIGRATIONS = join(ROOT, 'src/server/db/migrations');
// Under node_modules so the written file resolves 'kysely' when the test imports it.
const WORK = join(ROOT, 'node_modules/.cache/schema-migration-test', String(process.pid));

function freshDir(name: string, files: string[]): string {
  const dir = join(WORK, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const f of files) writeFileSync(join(dir, f), '// placeholder\n');
  return dir;
}

// The demo entity (tests/fixtures/schemas) in the registry before any app of this file is built.
registerDemoSchemas();
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

describe('the schema:migration command', () => {
  it('numbers the migration after the highest one in use', () => {
    expect(nextMigrationName(['0001_foundation.ts', '0130_upload_files.ts', 'index.ts'], 'demo_item')).toBe(
      '0140_demo_item',
    );
    expect(nextMigrationName(['0001_foundation.ts', '0145_x.ts'], 'a')).toBe('0150_a');
    expect(nextMigrationName([], 'a')).toBe('0010_a');
  });

  it('prints the file it wrote and the lines for the migrations list', async () => {
    const dir = freshDir('cli', ['0001_foundation.ts', '0150_perms_type_dict.ts']);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/schema-migration.ts',
        'demo_item',
        '--root',
        FIXTURE_SCHEMAS,
        '--dir',
        dir,
      ],
      { cwd: ROOT },
    );
    expect(stdout).toBe(
      [
        `wrote ${join(dir, '0160_demo_item.ts')}`,
        'add to src/server/db/migrations/index.ts:',
        "  import * as m0160 from './0160_demo_item';",
        "  '0160_demo_item': m0160,   (at the end of `migrations`)",
        '',
      ].join('\n'),
    );
    const text = readFileSync(join(dir, '0160_demo_item.ts'), 'utf8');
    expect(text).toContain('create table if not exists \\"demo_item\\" (\\"id\\" varchar(32) primary key');
    expect(text).toContain('\\"name\\" varchar(50) not null');
    expect(text).toContain('create index if not exists \\"demo_item_company_idx\\"');
  }, 60_000);

  it('refuses an entity whose table a migration already creates, and writes nothing', async () => {
    const before = readdirSync(MIGRATIONS);
    await expect(
      writeSchemaMigration(schemaRegistry().entities.get('sys_permission')!, MIGRATIONS),
    ).rejects.toThrow('table "sys_permission" is already created by 0001_foundation.ts');
    expect(readdirSync(MIGRATIONS)).toEqual(before);
  });
});

describe.each(backends())('a written migration applied (%s)', (backend) => {
  const t = useTestApp(backend);

  it('creates the table the entity describes, and down removes it', async () => {
    const entity = schemaRegistry().entities.get('demo_item')!;
    const dir = freshDir(`apply-${backend}`, ['0001_foundation.ts']);
    const written = await writeSchemaMigration(entity, dir);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration's own signature
    type AnyDb = Kysely<any>;
    const migration = (await import(written.file)) as {
      up(db: AnyDb): Promise<void>;
      down(db: AnyDb): Promise<void>;
    };
    expect((await readTables(t.app.db)).has('demo_item')).toBe(false);
    await migration.up(t.app.db);
    expect(entityTableProblems(entity, await readTables(t.app.db))).toEqual([]);
    await migration.down(t.app.db);
    expect((await readTables(t.app.db)).has('demo_item')).toBe(false);
  });
});
