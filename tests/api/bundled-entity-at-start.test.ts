/**
 * A new screen of the schema root needs no migration: the app started on a copy of schemas/
 * (SCHEMAS_DIR) with one more entity, page and menu entry creates the entity's table at start, and
 * its CRUD, permission codes and menu entry answer. A later start with a field removed is refused
 * (its column holds data) and changes nothing; one with a field added adds the column and keeps the rows.
 */
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/server/db/connect';
import { prepareDatabase } from '../../src/server/db/prepare';
import type { Database } from '../../src/server/db/types';
import { NEW_SCREEN_TABLE, newScreenEntity, schemasWithNewScreen } from '../fixtures/new-screen';
import { readLiveTable } from '../../src/server/modules/online/sync/live-table';
import { DIGEST_ROW } from '../../src/server/modules/schema/reconcile-digest';
import { backends } from './helpers/test-app';
import { useTestApp } from './helpers/suite';
import { schemaOf, useSchemaRoots } from './helpers/schema-roots';

const TABLE = NEW_SCREEN_TABLE;
const title = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const entity = newScreenEntity;
const schemaCopy = schemasWithNewScreen;

/** The codes the entity's id gives (src/shared/schema/entity-names.ts), each a button of its menu entry. */
const BUTTONS = ['list', 'add', 'edit', 'delete', 'export', 'import'].map(
  (action) => `isps:trainingcourse:${action}`,
);

/** The start's database step again, as a restart on the same database runs it. */
async function restart(db: Kysely<Database>, root: string, log: (m: string) => void = () => undefined) {
  process.env.SCHEMAS_DIR = root;
  await prepareDatabase(db, await schemaOf(db), { log });
}

interface MenuItem {
  path: string;
  children?: MenuItem[];
}
const paths = (items: MenuItem[]): string[] => items.flatMap((i) => [i.path, ...paths(i.children ?? [])]);

describe.each(backends())('a bundled entity follows its schema at start (%s)', (backend) => {
  const roots = useSchemaRoots(() => schemaCopy(entity()));
  const t = useTestApp(backend);

  const count = async () =>
    Number(
      (
        await t.app.db
          .selectFrom(sql.table(TABLE).as('t'))
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates the table with its columns and the unique index at start', async () => {
    const live = await readLiveTable(t.app.db, TABLE);
    expect(live.exists).toBe(true);
    expect([...live.columns.keys()]).toEqual(
      expect.arrayContaining(['id', 'create_time', 'title', 'code', 'hours']),
    );
    expect(live.indexes.some((i) => i.unique && i.columns.join() === 'code')).toBe(true);
  });

  it('answers list, add, edit and delete, with its permission codes and menu entry seeded', async () => {
    const added = await t.admin.send('POST', '/isps/trainingCourse/add', {
      title: 'ISO 9001',
      code: 'C1',
      hours: 8,
    });
    expect(added.status).toBe(200);
    await t.admin.send('POST', '/isps/trainingCourse/add', { title: 'ISO 14001', code: 'C2', hours: 4 });
    const duplicate = await t.admin.send('POST', '/isps/trainingCourse/add', { title: 'again', code: 'C1' });
    expect(duplicate.status).toBe(409);
    const list = await t.admin.get('/isps/trainingCourse/list?column=code&order=asc');
    expect(list.status).toBe(200);
    const records = list.body.result.records as Array<{ id: string; code: string; hours: number }>;
    expect(records.map((r) => r.code)).toEqual(['C1', 'C2']);
    const [first, second] = records;
    const edited = await t.admin.send('PUT', '/isps/trainingCourse/edit', {
      id: first!.id,
      title: 'ISO 9001:2015',
      code: 'C1',
      hours: 16,
    });
    expect(edited.body).toMatchObject({ success: true });
    expect((await t.admin.get(`/isps/trainingCourse/queryById?id=${first!.id}`)).body.result.hours).toBe(16);
    expect((await t.admin.send('DELETE', `/isps/trainingCourse/delete?id=${second!.id}`)).status).toBe(200);
    expect((await t.admin.get('/isps/trainingCourse/list')).body.result.total).toBe(1);

    const perms = await t.app.db
      .selectFrom('sys_permission')
      .select('perms')
      .where('perms', 'in', BUTTONS)
      .execute();
    expect(perms.map((p) => p.perms).sort()).toEqual([...BUTTONS].sort());
    const menuAnswer = await t.admin.get('/sys/permission/getCustomerMenu');
    expect(paths(menuAnswer.body.result.menu as MenuItem[])).toContain('/isps/trainingCourse');
  });

  it('refuses a later start whose entity lost a field, naming the entity and the column, and changes nothing', async () => {
    const rowsBefore = await count();
    const root = schemaCopy(entity({}, ['hours']));
    roots.add(root);
    const refused = restart(t.app.db, root);
    await expect(refused).rejects.toThrow(/isps_training_course.*isps_training_course\.hours.*migration/s);
    const live = await readLiveTable(t.app.db, TABLE);
    expect(live.columns.has('hours')).toBe(true);
    expect(await count()).toBe(rowsBefore);
  });

  it('adds the column of a field added to the entity at the next start and keeps the rows', async () => {
    const rowsBefore = await count();
    const root = schemaCopy(
      entity({ level: { type: 'string', title: title('级别', 'Level'), maxLength: 20 } }),
    );
    roots.add(root);
    await restart(t.app.db, root);
    const live = await readLiveTable(t.app.db, TABLE);
    expect(live.columns.get('level')?.type).toEqual({ base: 'varchar', length: 20 });
    expect(await count()).toBe(rowsBefore);
    const kept = await t.app.db
      .selectFrom(sql.table(TABLE).as('t'))
      .select(sql<number>`hours`.as('hours'))
      .executeTakeFirstOrThrow();
    expect(kept.hours).toBe(16);
    // A second start finds nothing left to do.
    await restart(t.app.db, root);
  });

  const withLevelAndRoom = () =>
    entity({
      level: { type: 'string', title: title('级别', 'Level'), maxLength: 20 },
      room: { type: 'string', title: title('教室', 'Room'), maxLength: 40 },
    });

  it('applies a change once when two instances start at once', async () => {
    const root = schemaCopy(withLevelAndRoom());
    roots.add(root);
    // A second instance: its own connection pool on PostgreSQL; PGlite has one session to share.
    const schema = await schemaOf(t.app.db);
    const other =
      backend === 'postgres'
        ? (
            await connectDatabase({
              databaseUrl: t.app.config.databaseUrl,
              pgliteDir: null,
              searchPath: schema,
            })
          ).db
        : t.app.db;
    const logged: string[] = [];
    try {
      await Promise.all([
        restart(t.app.db, root, (m) => logged.push(m)),
        restart(other, root, (m) => logged.push(m)),
      ]);
    } finally {
      if (other !== t.app.db) await other.destroy();
    }
    expect(logged).toEqual([`entity "${TABLE}": addColumn ${TABLE}.room`]);
    expect((await readLiveTable(t.app.db, TABLE)).columns.has('room')).toBe(true);
  });

  it('skips the tables when nothing changed since the last start, and checks them all again once the digest row is gone', async () => {
    const root = schemaCopy(withLevelAndRoom());
    roots.add(root);
    await restart(t.app.db, root);
    // A column taken away behind the reconcile's back: an unchanged start trusts its record…
    await sql`alter table ${sql.table(TABLE)} drop column room`.execute(t.app.db);
    const logged: string[] = [];
    await restart(t.app.db, root, (m) => logged.push(m));
    expect(logged).toEqual([]);
    expect((await readLiveTable(t.app.db, TABLE)).columns.has('room')).toBe(false);
    // …and without the digest row the next start reads every table and puts the column back.
    await t.app.db.deleteFrom('sys_entity_state').where('entity_id', '=', DIGEST_ROW).execute();
    await restart(t.app.db, root, (m) => logged.push(m));
    expect(logged).toEqual([`entity "${TABLE}": addColumn ${TABLE}.room`]);
    expect((await readLiveTable(t.app.db, TABLE)).columns.has('room')).toBe(true);
  });

  it('refuses a unique field over duplicate values and changes nothing', async () => {
    await t.admin.send('POST', '/isps/trainingCourse/add', { title: 'Same', code: 'D1' });
    await t.admin.send('POST', '/isps/trainingCourse/add', { title: 'Same', code: 'D2' });
    const unique = withLevelAndRoom() as { properties: Record<string, Record<string, unknown>> };
    unique.properties.title = { ...unique.properties.title, 'x-unique': true };
    const root = schemaCopy(unique);
    roots.add(root);
    await expect(restart(t.app.db, root)).rejects.toThrow(
      /isps_training_course.*isps_training_course\.title.*duplicate values.*migration/s,
    );
    const live = await readLiveTable(t.app.db, TABLE);
    expect(live.indexes.some((i) => i.columns.join() === 'title')).toBe(false);
  });

  it('widens a column whose declared length grew, and refuses a type change that could cut values', async () => {
    const longer = withLevelAndRoom() as { properties: Record<string, Record<string, unknown>> };
    longer.properties.level = { ...longer.properties.level, maxLength: 60 };
    const root = schemaCopy(longer);
    roots.add(root);
    await restart(t.app.db, root);
    expect((await readLiveTable(t.app.db, TABLE)).columns.get('level')?.type).toEqual({
      base: 'varchar',
      length: 60,
    });

    longer.properties.hours = { type: 'string', title: title('学时', 'Hours'), maxLength: 10 };
    const retyped = schemaCopy(longer);
    roots.add(retyped);
    await expect(restart(t.app.db, retyped)).rejects.toThrow(
      /isps_training_course\.hours changes type from int4 to varchar\(10\).*migration/s,
    );
    expect((await readLiveTable(t.app.db, TABLE)).columns.get('hours')?.type).toEqual({ base: 'int4' });
  });
});
