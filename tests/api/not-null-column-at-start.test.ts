/**
 * `x-not-null` at start: a property whose column the server or a database default fills. A table
 * created from the schema holds the column NOT NULL with the property's `default` as its DEFAULT; on
 * an existing table a nullable column holding no NULL becomes NOT NULL (with the DEFAULT) at the next
 * start, and one holding NULLs, or a new one without a default on a table with rows, refuses the
 * start naming the entity, the column and what to do, changing nothing.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/server/db/prepare';
import { readLiveTable } from '../../src/server/modules/online/sync/live-table';
import { NEW_SCREEN_TABLE, newScreenEntity, schemasWithNewScreen } from '../fixtures/new-screen';
import { backends } from './helpers/test-app';
import { useTestApp } from './helpers/suite';
import { schemaOf, useSchemaRoots } from './helpers/schema-roots';

const TABLE = NEW_SCREEN_TABLE;
const title = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const text = (zh: string, en: string, extra: Record<string, unknown> = {}) => ({
  type: 'string',
  title: title(zh, en),
  maxLength: 20,
  ...extra,
});
const NOT_NULL = { 'x-not-null': true };

/** The state every version of the entity in this file has: NOT NULL, defaulted by the database. */
const state = text('状态', 'State', { default: 'open', ...NOT_NULL });
/** A field added nullable, then declared x-not-null with a default (kept from the second test on). */
const level = text('级别', 'Level', { default: 'basic', ...NOT_NULL });

describe.each(backends())('x-not-null columns at start (%s)', (backend) => {
  const roots = useSchemaRoots(() => schemasWithNewScreen(newScreenEntity({ state })));
  const t = useTestApp(backend);

  /** A restart on the same database with the entity given these properties besides its own. */
  async function restart(extra: Record<string, Record<string, unknown>>): Promise<string[]> {
    const root = schemasWithNewScreen(newScreenEntity({ state, ...extra }));
    roots.add(root);
    process.env.SCHEMAS_DIR = root;
    const logged: string[] = [];
    await prepareDatabase(t.app.db, await schemaOf(t.app.db), { log: (m) => logged.push(m) });
    return logged;
  }

  const column = async (name: string) => (await readLiveTable(t.app.db, TABLE)).columns.get(name);
  const valuesOf = async (name: string) =>
    (
      await sql<{ value: string | null }>`select ${sql.id(name)} as value from ${sql.table(TABLE)}
        order by code`.execute(t.app.db)
    ).rows.map((r) => r.value);

  it('creates the column NOT NULL with its default, which a record added without it gets', async () => {
    expect((await column('state'))?.nullable).toBe(false);
    const added = await t.admin.send('POST', '/isps/trainingCourse/add', { title: 'ISO 9001', code: 'C1' });
    expect(added.status).toBe(200);
    const id = (added.body.result as { id: string }).id;
    const record = await t.admin.get(`/isps/trainingCourse/queryById?id=${id}`);
    expect(record.body.result).toMatchObject({ code: 'C1', state: 'open' });
  });

  it('makes a nullable column NOT NULL with its default once no row holds NULL, then leaves it', async () => {
    await t.admin.send('POST', '/isps/trainingCourse/add', { title: 'ISO 14001', code: 'C2' });
    await restart({ level: text('级别', 'Level') });
    expect((await column('level'))?.nullable).toBe(true);
    await sql`update ${sql.table(TABLE)} set level = 'basic'`.execute(t.app.db);

    expect(await restart({ level })).toEqual([`entity "${TABLE}": setNotNull ${TABLE}.level`]);
    expect((await column('level'))?.nullable).toBe(false);
    // The column's DEFAULT fills a row written without it (this app's entity predates the field).
    await t.admin.send('POST', '/isps/trainingCourse/add', { title: 'ISO 45001', code: 'C3' });
    expect(await valuesOf('level')).toEqual(['basic', 'basic', 'basic']);
    // Already NOT NULL: the next start has nothing to do.
    expect(await restart({ level })).toEqual([]);
  });

  it('refuses a start whose x-not-null column holds NULLs, naming the entity, the column and what to do', async () => {
    await restart({ level, room: text('教室', 'Room') });
    await sql`update ${sql.table(TABLE)} set room = 'A1' where code = 'C1'`.execute(t.app.db);
    await expect(restart({ level, room: text('教室', 'Room', NOT_NULL) })).rejects.toThrow(
      new RegExp(
        `entity "${TABLE}": column ${TABLE}\\.room is declared x-not-null but holds NULL in 2 row\\(s\\); write a migration \\(src/server/db/migrations\\) that fills the column, then start again`,
      ),
    );
    expect((await column('room'))?.nullable).toBe(true);
    expect(await valuesOf('room')).toEqual(['A1', null, null]);
  });

  it('refuses a new x-not-null column without a default on a table with rows; with a default adds it filled', async () => {
    const room = text('教室', 'Room');
    await expect(restart({ level, room, grade: text('等级', 'Grade', NOT_NULL) })).rejects.toThrow(
      new RegExp(
        `entity "${TABLE}": column ${TABLE}\\.grade is new and declared x-not-null without a default, but the table's 3 row\\(s\\) would hold NULL; give the property a default, or write a migration`,
      ),
    );
    expect(await column('grade')).toBeUndefined();

    const grade = text('等级', 'Grade', { default: 'A', ...NOT_NULL });
    expect(await restart({ level, room, grade })).toEqual([`entity "${TABLE}": addColumn ${TABLE}.grade`]);
    expect((await column('grade'))?.nullable).toBe(false);
    expect(await valuesOf('grade')).toEqual(['A', 'A', 'A']);
  });
});
