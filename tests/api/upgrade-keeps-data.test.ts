/**
 * An installation made before the start reconciled entity tables (every migration up to 0510,
 * seeded with the administrator, the demo accounts and the certification workflow's demo records)
 * upgrades by restarting: migrations 0520 and 0530 and the reconcile run, then the seeds as every
 * start. Every table keeps its columns and every row, byte for byte (users with their password
 * hashes, the applications, projects, certificates, stage templates and workflow history); the
 * reconciles only record each entity's table and each seeded stage template and stage, changing none.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/server/db/prepare';
import { down as dropEntityState } from '../../src/server/db/migrations/0520_entity_state';
import { down as dropStageTemplateSeed } from '../../src/server/db/migrations/0530_stage_template_seed';
import type { Database } from '../../src/server/db/types';
import { bundledEntities } from '../../src/server/modules/schema/registry';
import { seedDemoNonconformities } from '../../src/server/seed/demo-nonconformity';
import { seedDemoWorkflow } from '../../src/server/seed/demo-workflow';
import { seedBase } from '../../src/server/seed/index';
import { ensureAdmin, seedDemoAccounts } from '../../src/server/seed/users';
import { useBareDatabase } from './helpers/bare-database';
import { backends } from './helpers/test-app';

/** The migrations this upgrade brings and their tables: the installation before has run neither. */
const NEW_MIGRATIONS = ['0520_entity_state', '0530_stage_template_seed'];
const NEW_TABLE = 'sys_entity_state';
const STAGE_SEED_TABLE = 'isps_stage_template_seed';

/**
 * Columns that every start rewrites as its own bookkeeping, not data: the menus reconcile stamps each
 * entry's state row with the time it last checked it.
 */
const STAMPED: Record<string, string> = { sys_permission_seed: 'update_time' };

interface TableSnapshot {
  columns: string[];
  rows: number;
  digest: string;
}

/** Every table of the schema: its columns with their types, and a digest of all its rows. */
async function snapshot(db: Kysely<Database>): Promise<Record<string, TableSnapshot>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const result: Record<string, TableSnapshot> = {};
  for (const { name } of tables) {
    const { rows: columns } = await sql<{ column: string }>`
      select column_name || ' ' || data_type || coalesce('(' || character_maximum_length || ')', '') ||
        ' ' || is_nullable as column
      from information_schema.columns
      where table_schema = current_schema() and table_name = ${name} order by column_name`.execute(db);
    const { rows } = await sql<{ n: string; digest: string }>`
      select count(*) as n, md5(coalesce(string_agg(r.row, '|' order by r.row), '')) as digest
      from (select (to_jsonb(t) - ${STAMPED[name] ?? ''})::text as row from ${sql.table(name)} t) r`.execute(
      db,
    );
    result[name] = {
      columns: columns.map((c) => c.column),
      rows: Number(rows[0]!.n),
      digest: rows[0]!.digest,
    };
  }
  return result;
}

/** What every start runs after the database step (src/server/main.ts), demo data included. */
async function seedAsAStart(db: Kysely<Database>, dataDir: string): Promise<void> {
  await seedBase(db);
  await ensureAdmin(db);
  await seedDemoAccounts(db, { dataDir });
  await seedDemoWorkflow(db, { dataDir });
  await seedDemoNonconformities(db);
}

describe.each(backends())(
  'an installation of the release before upgrades without losing data (%s)',
  (backend) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'certdesk-upgrade-'));
    const database = useBareDatabase(backend, 'upgrade', async ({ db }) => {
      // The release before's seeds, then its database as it left it: no entity or stage template
      // state (dropped after the seeds, which today's seedBase writes to), 0520 and 0530 not run.
      await seedAsAStart(db, dataDir);
      await dropStageTemplateSeed(db);
      await dropEntityState(db);
      for (const name of NEW_MIGRATIONS)
        await sql`delete from kysely_migration where name = ${name}`.execute(db);
    });
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('keeps every table and row, and the reconcile records each entity without changing a table', async () => {
      const db = database.handle.db;
      const before = await snapshot(db);
      expect(before[NEW_TABLE]).toBeUndefined();
      expect(before[STAGE_SEED_TABLE]).toBeUndefined();
      expect(before.sys_user!.rows).toBeGreaterThanOrEqual(4);
      expect(before.isps_apply!.rows).toBeGreaterThan(0);
      expect(before.sys_workflow_history!.rows).toBeGreaterThan(0);

      const applied: string[] = [];
      await prepareDatabase(db, database.handle.schema, { log: (m) => applied.push(m) });
      await seedAsAStart(db, dataDir);

      const after = await snapshot(db);
      const {
        [NEW_TABLE]: recorded,
        [STAGE_SEED_TABLE]: stagesRecorded,
        kysely_migration: migrationsAfter,
        ...kept
      } = after;
      const { kysely_migration: migrationsBefore, ...keptBefore } = before;
      expect(kept).toEqual(keptBefore);
      expect(migrationsAfter!.rows).toBe(migrationsBefore!.rows + NEW_MIGRATIONS.length);
      expect(applied).toEqual([]);
      // Entities over views (the user's own announcements and surveys) have no table of their own.
      const overTables = bundledEntities().filter((e) => kept[e.table] !== undefined);
      expect(overTables.length).toBeGreaterThan(30);
      // One row per entity, and the row of the reconcile's digest (reconcile-digest.ts).
      expect(recorded!.rows).toBe(overTables.length + 1);
      // The two seeded templates and their 9 + 4 stages, taken as applied as they are.
      expect(stagesRecorded!.rows).toBe(2 + 9 + 4);
    });
  },
);
