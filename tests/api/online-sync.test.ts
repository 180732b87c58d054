/**
 * Database synchronisation (src/server/modules/online/sync): the planner reads the live
 * table and answers ordered steps; applying them keeps every row's data (add, rename, widen,
 * indexes), refuses a destructive step (drop, narrow) until its column is named, backs up what it
 * changes to an .xlsx in the file store first, and rolls everything back when a step fails.
 * Hostile identifiers never reach SQL. Entities are built here as published forms are (the meta
 * check, then resolveEntity); the route is checked through HTTP.
 */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from './helpers/test-app';
import { tempDataDir, useTestApp, type SuiteApp } from './helpers/suite';
import type { ResolvedEntity } from '../../src/shared/schema/registry';
import {
  planDropTable,
  planSync,
  type PlanInput,
  type SyncPlan,
} from '../../src/server/modules/online/sync/plan';
import { applySync, ConfirmationRequired, SyncFailed } from '../../src/server/modules/online/sync/apply';
import { startBackup, writeBackup, type BackupDraft } from '../../src/server/modules/online/sync/backup';
import { UnsafeIdentifierError } from '../../src/server/modules/online/sync/identifiers';
import { absolutePath } from '../../src/server/modules/upload/storage';
import type { SessionUser } from '../../src/server/auth/session-user';
import { loose } from '../../src/server/modules/crud/loose-db';
import { entityOf, text } from './helpers/sync-entities';

const int = { type: 'integer', title: { 'zh-CN': '整数', 'en-US': 'Integer' } };
const num = { type: 'number', title: { 'zh-CN': '数', 'en-US': 'Number' } };

interface Column {
  column_name: string;
  data_type: string;
  character_maximum_length: number | null;
}

describe.each(backends())('database sync of online forms (%s)', (backend) => {
  const t: SuiteApp = useTestApp(backend, () => ({ config: { dataDir: tempDataDir('online-sync') } }));
  let admin: SessionUser;

  beforeAll(async () => {
    const row = await t.app.db
      .selectFrom('sys_user')
      .select(['id', 'username'])
      .where('username', '=', t.seed.admin.username)
      .executeTakeFirstOrThrow();
    admin = {
      id: row.id,
      username: row.username,
      realname: null,
      userType: 'staff' as SessionUser['userType'],
      isAdmin: true,
      companyId: null,
      divisionId: null,
      orgCode: null,
      roles: ['admin'],
      permissions: new Set(),
      tokenId: 'test',
    };
  }, 120_000);

  const plan = (input: PlanInput) => planSync(t.app, t.app.db, input);
  const apply = (p: SyncPlan, confirm: string[] = []) =>
    applySync(t.app.db, p, { confirm, files: t.app, user: admin });
  const columns = async (table: string) =>
    new Map(
      (
        await sql<Column>`select column_name, data_type, character_maximum_length from information_schema.columns
          where table_schema = current_schema() and table_name = ${table}`.execute(t.app.db)
      ).rows.map((c) => [c.column_name, c]),
    );
  const rows = (table: string) =>
    loose(t.app.db).selectFrom(table).selectAll().orderBy('id').execute() as Promise<
      Array<Record<string, unknown>>
    >;
  const insert = (table: string, values: Record<string, unknown>) =>
    loose(t.app.db).insertInto(table).values(values).execute();
  const indexes = async (table: string) =>
    (
      await sql<{
        indexname: string;
        indexdef: string;
      }>`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = ${table}`.execute(
        t.app.db,
      )
    ).rows;
  /** Creates the table of `entity` through the sync itself. */
  const created = async (entity: ResolvedEntity) => apply(await plan({ entity }));
  const readBackup = async (path: string) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(absolutePath(t.app, path))) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const out: unknown[][] = [];
    sheet.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
    return out;
  };

  it('creates a missing table with the system columns the CRUD expects, then has nothing left to do', async () => {
    const entity = entityOf('sync_create', {
      subject: text(60),
      pages: int,
      code: { ...text(20), 'x-unique': true },
    });
    const first = await plan({
      entity,
      indexes: [{ indexName: 'by_pages', indexField: 'pages', indexType: 'normal' }],
    });
    expect(first.steps.map((s) => s.kind)).toEqual(['createTable', 'createIndex']);
    expect(first.steps.every((s) => !s.destructive)).toBe(true);
    expect(first.steps[0]!.sql).toContain('create table if not exists "sync_create"');
    const result = await apply(first);
    expect(result.backupPath).toBeNull();
    const cols = await columns('sync_create');
    expect([...cols.keys()].sort()).toEqual([
      'code',
      'create_by',
      'create_time',
      'id',
      'pages',
      'subject',
      'update_by',
      'update_time',
    ]);
    expect(cols.get('subject')?.character_maximum_length).toBe(60);
    expect((await indexes('sync_create')).map((i) => i.indexname)).toContain('sync_create_by_pages');
    const again = await plan({
      entity,
      indexes: [{ indexName: 'by_pages', indexField: 'pages', indexType: 'normal' }],
    });
    expect(again.steps).toEqual([]);
  });

  it('adds a column and keeps the rows', async () => {
    await created(entityOf('sync_add', { subject: text(60) }));
    await insert('sync_add', { id: 'a1', subject: '保留' });
    const next = await plan({
      entity: entityOf('sync_add', { subject: text(60), pages: int, note: text() }),
    });
    expect(next.steps.map((s) => [s.kind, s.column, s.destructive])).toEqual([
      ['addColumn', 'pages', false],
      ['addColumn', 'note', false],
    ]);
    expect(next.steps[0]!.sql).toBe('alter table "sync_add" add column "pages" integer');
    await apply(next);
    expect(await rows('sync_add')).toMatchObject([{ id: 'a1', subject: '保留', pages: null, note: null }]);
    expect((await columns('sync_add')).get('note')?.data_type).toBe('text');
  });

  it('renames a column (from the name at the last sync) and keeps its values', async () => {
    await created(entityOf('sync_rename', { oldName: text(40) }));
    await insert('sync_rename', { id: 'r1', old_name: '旧值' });
    const entity = entityOf('sync_rename', { newName: text(40) });
    // Without the rename source the old column would be dropped: destructive.
    expect((await plan({ entity })).steps.map((s) => [s.kind, s.destructive])).toEqual([
      ['addColumn', false],
      ['dropColumn', true],
    ]);
    const renamed = await plan({ entity, renames: { old_name: 'new_name' } });
    expect(renamed.steps).toMatchObject([
      {
        kind: 'renameColumn',
        from: 'old_name',
        to: 'new_name',
        destructive: false,
        sql: 'alter table "sync_rename" rename column "old_name" to "new_name"',
      },
    ]);
    await apply(renamed);
    expect(await rows('sync_rename')).toMatchObject([{ id: 'r1', new_name: '旧值' }]);
    expect((await columns('sync_rename')).has('old_name')).toBe(false);
  });

  it('widens varchar(n) to a longer varchar and to text, and integer to numeric, keeping the values', async () => {
    await created(entityOf('sync_widen', { subject: text(20), memo: text(10), pages: int }));
    await insert('sync_widen', { id: 'w1', subject: '二十个字以内', memo: '短', pages: 42 });
    const widened = await plan({
      entity: entityOf('sync_widen', { subject: text(200), memo: text(), pages: num }),
    });
    expect(widened.steps.map((s) => [s.kind, s.column, s.from, s.to, s.destructive])).toEqual([
      ['widenColumn', 'subject', 'varchar(20)', 'varchar(200)', false],
      ['widenColumn', 'memo', 'varchar(10)', 'text', false],
      ['widenColumn', 'pages', 'int4', 'numeric(18,6)', false],
    ]);
    await apply(widened);
    const cols = await columns('sync_widen');
    expect(cols.get('subject')?.character_maximum_length).toBe(200);
    expect(cols.get('memo')?.data_type).toBe('text');
    expect(cols.get('pages')?.data_type).toBe('numeric');
    const [row] = await rows('sync_widen');
    expect(row).toMatchObject({ subject: '二十个字以内', memo: '短' });
    expect(Number(row!.pages)).toBe(42);
  });

  it('creates an index and a unique index (x-unique and the definition), enforced afterwards', async () => {
    await created(entityOf('sync_index', { code: text(20), area: text(20), pages: int }));
    await insert('sync_index', { id: 'i1', code: 'A', area: 'x', pages: 1 });
    const entity = entityOf('sync_index', {
      code: { ...text(20), 'x-unique': true },
      area: text(20),
      pages: int,
    });
    const defined = [
      { indexName: 'area_pages', indexField: 'area,pages', indexType: 'normal' },
      { indexName: 'pages_u', indexField: 'pages', indexType: 'unique' },
    ];
    const next = await plan({ entity, indexes: defined });
    expect(next.steps.map((s) => [s.kind, s.column, s.to])).toEqual([
      ['createIndex', 'area,pages', 'sync_index_area_pages'],
      ['createUniqueIndex', 'pages', 'sync_index_pages_u'],
      ['createUniqueIndex', 'code', 'sync_index_code_key'],
    ]);
    expect(next.steps[0]!.sql).toBe('create index "sync_index_area_pages" on "sync_index" ("area", "pages")');
    await apply(next);
    expect((await plan({ entity, indexes: defined })).steps).toEqual([]);
    await expect(insert('sync_index', { id: 'i2', code: 'A', pages: 2 })).rejects.toThrow();
    await expect(insert('sync_index', { id: 'i3', code: 'B', pages: 1 })).rejects.toThrow();
    await insert('sync_index', { id: 'i4', code: 'C', pages: 3 });
    expect(await rows('sync_index')).toHaveLength(2);
  });

  it('refuses to drop a column until it is named, then backs its values up to an .xlsx first', async () => {
    await created(entityOf('sync_drop', { subject: text(40), secret: text(40) }));
    await insert('sync_drop', { id: 'd1', subject: 's1', secret: '值一' });
    await insert('sync_drop', { id: 'd2', subject: 's2', secret: null });
    const next = await plan({ entity: entityOf('sync_drop', { subject: text(40) }) });
    expect(next.steps).toMatchObject([
      {
        kind: 'dropColumn',
        column: 'secret',
        destructive: true,
        sql: 'alter table "sync_drop" drop column "secret"',
      },
    ]);

    for (const confirm of [[], ['subject'], ['SECRET'], ['sync_drop']]) {
      const refused = await apply(next, confirm).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ConfirmationRequired);
      expect((refused as ConfirmationRequired).names).toEqual(['secret']);
    }
    expect((await columns('sync_drop')).has('secret')).toBe(true);
    expect(
      await t.app.db
        .selectFrom('sys_file')
        .select('id')
        .where('biz', '=', 'db-backup')
        .where('original_name', '=', 'sync_drop_backup.xlsx')
        .execute(),
    ).toHaveLength(0);

    const done = await apply(next, ['secret']);
    expect((await columns('sync_drop')).has('secret')).toBe(false);
    expect(await rows('sync_drop')).toMatchObject([
      { id: 'd1', subject: 's1' },
      { id: 'd2', subject: 's2' },
    ]);
    expect(done.backupPath).toMatch(/^db-backup\/\d{8}\/[0-9a-f]{32}\.xlsx$/);
    expect(await readBackup(done.backupPath!)).toEqual([['id', 'secret'], ['d1', '值一'], ['d2']]);
    const file = await t.app.db
      .selectFrom('sys_file')
      .selectAll()
      .where('path', '=', done.backupPath!)
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({ biz: 'db-backup', company_id: null, user_id: admin.id });
    expect(file.referenced_at).not.toBeNull();

    // Only admins (and the account that ran it) download the backup.
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/sys/common/static/${done.backupPath}`,
      headers: { 'x-access-token': await t.adminToken() },
    });
    expect(asAdmin.statusCode).toBe(200);
    const staffToken = await t.login(t.seed.staff.username, t.seed.staff.password);
    const asStaff = await t.app.inject({
      method: 'GET',
      url: `/sys/common/static/${done.backupPath}`,
      headers: { 'x-access-token': staffToken },
    });
    expect(asStaff.statusCode).toBe(404);
  });

  it('refuses to narrow a type until it is named; confirmed, it backs up and narrows', async () => {
    await created(entityOf('sync_narrow', { subject: text(100), pages: num }));
    await insert('sync_narrow', { id: 'n1', subject: '短', pages: 7 });
    const next = await plan({ entity: entityOf('sync_narrow', { subject: text(10), pages: int }) });
    expect(next.steps.map((s) => [s.kind, s.column, s.from, s.to, s.destructive])).toEqual([
      ['narrowColumn', 'subject', 'varchar(100)', 'varchar(10)', true],
      ['narrowColumn', 'pages', 'numeric(18,6)', 'int4', true],
    ]);
    const refused = await apply(next, ['subject']).catch((e: unknown) => e);
    expect((refused as ConfirmationRequired).names).toEqual(['pages']);
    expect((await columns('sync_narrow')).get('subject')?.character_maximum_length).toBe(100);
    const done = await apply(next, ['subject', 'pages']);
    expect((await columns('sync_narrow')).get('subject')?.character_maximum_length).toBe(10);
    expect((await columns('sync_narrow')).get('pages')?.data_type).toBe('integer');
    expect(await rows('sync_narrow')).toMatchObject([{ id: 'n1', subject: '短', pages: 7 }]);
    const backup = await readBackup(done.backupPath!);
    expect(backup[0]).toEqual(['id', 'subject', 'pages']);
    expect(backup[1]!.slice(0, 2)).toEqual(['n1', '短']);
    expect(Number(backup[1]![2])).toBe(7);
  });

  it('reads the backup before the lock and appends under it only the rows written in between', async () => {
    await created(entityOf('sync_snap', { subject: text(40), secret: text(40) }));
    await insert('sync_snap', { id: 'a1', subject: 's1', secret: '原值' });
    await insert('sync_snap', { id: 'a2', subject: 's2', secret: '删掉' });
    const next = await plan({ entity: entityOf('sync_snap', { subject: text(40) }) });
    const finished = async (draft: BackupDraft | null) => {
      const backup = await t.app.db
        .transaction()
        .execute((trx) => writeBackup(trx, admin, next, 'sync_snap.xlsx', draft));
      return readBackup(backup!.path);
    };

    // Nothing written since the read: the file holds the rows once.
    expect(await finished(await startBackup(t.app, t.app.db, next))).toEqual([
      ['id', 'secret'],
      ['a1', '原值'],
      ['a2', '删掉'],
    ]);

    // Rows written after the read (an update, an insert) follow, in id order: the later line is the
    // value the steps would drop. The deleted row is restored nowhere.
    const draft = await startBackup(t.app, t.app.db, next);
    await loose(t.app.db).updateTable('sync_snap').set({ secret: '改过' }).where('id', '=', 'a1').execute();
    await insert('sync_snap', { id: 'a3', subject: 's3', secret: '新行' });
    await loose(t.app.db).deleteFrom('sync_snap').where('id', '=', 'a2').execute();
    expect(await finished(draft)).toEqual([
      ['id', 'secret'],
      ['a1', '原值'],
      ['a2', '删掉'],
      ['a1', '改过'],
      ['a3', '新行'],
    ]);

    // Through the sync itself: the column goes, its values are in the backup.
    const done = await apply(next, ['secret']);
    expect(await readBackup(done.backupPath!)).toEqual([
      ['id', 'secret'],
      ['a1', '改过'],
      ['a3', '新行'],
    ]);
  });

  it('rolls every step back when one fails: no column added, no type changed, no backup kept', async () => {
    await created(entityOf('sync_fail', { subject: text(100), keep: text(20) }));
    await insert('sync_fail', { id: 'f1', subject: 'x'.repeat(50), keep: 'k' });
    const next = await plan({ entity: entityOf('sync_fail', { subject: text(10), added: int }, {}) });
    expect(next.steps.map((s) => s.kind)).toEqual(['addColumn', 'narrowColumn', 'dropColumn']);
    const before = await t.app.db
      .selectFrom('sys_file')
      .select('path')
      .where('biz', '=', 'db-backup')
      .execute();
    const failed = await apply(next, ['subject', 'keep']).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(SyncFailed);
    const cols = await columns('sync_fail');
    expect(cols.has('added')).toBe(false);
    expect(cols.has('keep')).toBe(true);
    expect(cols.get('subject')?.character_maximum_length).toBe(100);
    expect(await rows('sync_fail')).toMatchObject([{ id: 'f1', keep: 'k' }]);
    const after = await t.app.db
      .selectFrom('sys_file')
      .select('path')
      .where('biz', '=', 'db-backup')
      .execute();
    expect(after).toEqual(before);
  });

  it('drops a table only for a deleted definition, confirmed by its name, backed up whole', async () => {
    await created(entityOf('sync_gone', { subject: text(20) }));
    await insert('sync_gone', { id: 'g1', subject: '整表' });
    const drop = await planDropTable(t.app, t.app.db, 'sync_gone');
    expect(drop.steps).toMatchObject([
      { kind: 'dropTable', table: 'sync_gone', destructive: true, sql: 'drop table "sync_gone"' },
    ]);
    expect(((await apply(drop, []).catch((e: unknown) => e)) as ConfirmationRequired).names).toEqual([
      'sync_gone',
    ]);
    const done = await apply(drop, ['sync_gone']);
    expect((await columns('sync_gone')).size).toBe(0);
    const backup = await readBackup(done.backupPath!);
    expect(backup[0]).toContain('subject');
    expect(backup[1]).toContain('整表');
    expect(existsSync(absolutePath(t.app, done.backupPath!))).toBe(true);
  });

  it('never lets a hostile identifier reach SQL', async () => {
    // The meta check refuses them in the entity…
    for (const table of ['bad"; drop table sys_user; --', 'Sys_User', 'a'.repeat(64)]) {
      expect(() => entityOf(table, { subject: text(10) })).toThrow();
    }
    expect(() =>
      entityOf('sync_hostile', { subject: { ...text(10), 'x-column': 'x"; drop table sys_user; --' } }),
    ).toThrow();
    // …and the planner checks every name again, and never touches system or bundled tables.
    const entity = entityOf('sync_hostile', { subject: text(10) });
    await expect(
      plan({ entity: { ...entity, table: 'x"; drop table sys_user; --' } }),
    ).rejects.toBeInstanceOf(UnsafeIdentifierError);
    for (const table of ['sys_user', 'onl_cgform_head', 'sys_role']) {
      await expect(plan({ entity: entityOf(table, { subject: text(10) }) })).rejects.toBeInstanceOf(
        UnsafeIdentifierError,
      );
      await expect(planDropTable(t.app, t.app.db, table)).rejects.toBeInstanceOf(UnsafeIdentifierError);
    }
    await created(entity);
    await expect(
      plan({ entity, renames: { 'x"; drop table sys_user; --': 'subject' } }),
    ).rejects.toBeInstanceOf(UnsafeIdentifierError);
    await expect(
      plan({
        entity,
        indexes: [{ indexName: 'i"; drop table sys_user; --', indexField: 'subject', indexType: 'normal' }],
      }),
    ).rejects.toBeInstanceOf(UnsafeIdentifierError);
    // A forged plan (steps read back as data) runs nothing.
    const forged: SyncPlan = {
      table: 'sync_hostile',
      steps: [
        {
          kind: 'dropColumn',
          table: 'sync_hostile',
          column: 'subject',
          sql: 'drop table sys_user',
          destructive: false,
        },
      ],
    };
    await expect(apply(forged)).rejects.toThrow(/not made by the planner/);
    expect((await columns('sys_user')).size).toBeGreaterThan(0);
  });

  it('syncs a published form through the routes: plan, create, rename and add with data kept, drop only when named', async () => {
    // The code carries the backend, telling the two backends' forms apart in their logs.
    const code = `sync_form_${backend === 'pglite' ? 'pg' : 'ps'}`;
    const head = {
      tableName: code,
      tableTxt: '同步表单',
      tableTxtEn: 'Sync form',
      tableType: '1',
      formTemplate: '1',
      isCheckbox: 'Y',
      isPage: 'Y',
      isTree: 'N',
      themeTemplate: 'normal',
    };
    const field = (dbFieldName: string, orderNum: number, extra: Record<string, unknown> = {}) => ({
      dbFieldName,
      dbFieldTxt: dbFieldName,
      dbType: 'string',
      dbLength: 50,
      fieldShowType: 'text',
      isShowList: 1,
      isShowForm: 1,
      orderNum,
      ...extra,
    });
    const added = await t.admin.send('POST', '/online/cgform/api/addAll', {
      head,
      fields: [field('equip_name', 1), field('memo', 2)],
      indexs: [],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.result.id as string;
    const url = `/online/cgform/head/doDbSynch/${id}`;
    expect((await t.admin.get(url)).status).toBe(409);

    const published = await t.admin.send('POST', `/online/cgform/head/publish?id=${id}`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const first = await t.admin.get(url);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result.steps.map((s: { kind: string }) => s.kind)).toEqual(['createTable']);
    expect(first.body.result.form.required).toEqual([]);
    expect(first.body.result.form.description['zh-CN']).toContain(`create table if not exists "${code}"`);
    // Before the sync the records are refused (F10a's guard), after it they are written.
    expect((await t.admin.send('POST', `/online/data/${code}/add`, { equipName: '天平' })).status).toBe(409);
    const synced = await t.admin.send('POST', url, { confirm: [] });
    expect(synced.status, JSON.stringify(synced.body)).toBe(200);
    expect(synced.body.result.backupPath).toBeNull();
    expect(
      (await t.admin.send('POST', `/online/data/${code}/add`, { equipName: '天平', memo: '备注' })).status,
    ).toBe(200);
    const headRow = await t.app.db
      .selectFrom('onl_cgform_head')
      .select(['published_version', 'synced_version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(headRow.synced_version).toBe(headRow.published_version);

    // Rename equip_name → device_name (same field id), drop memo, add a field; publish again.
    const definition = (await t.admin.get(`/online/cgform/head/queryById?id=${id}`)).body.result;
    const kept = (definition.fields as Array<Record<string, unknown>>).find(
      (f) => f.dbFieldName === 'equip_name',
    )!;
    expect(kept.dbFieldNameOld).toBe('equip_name');
    const edited = await t.admin.send('PUT', '/online/cgform/api/editAll', {
      head: { ...head, id },
      fields: [{ ...kept, dbFieldName: 'device_name' }, field('location', 3)],
      indexs: [],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const republished = await t.admin.send('POST', `/online/cgform/head/publish?id=${id}`);
    expect(republished.status, JSON.stringify(republished.body)).toBe(200);
    // As the list's row action asks: the id in the query, then in the body with the dialog's values.
    const second = await t.admin.get(`/online/cgform/head/doDbSynch?id=${id}`);
    expect(second.body.result.steps.map((s: { kind: string; column: string }) => [s.kind, s.column])).toEqual(
      [
        ['renameColumn', 'device_name'],
        ['addColumn', 'location'],
        ['dropColumn', 'memo'],
      ],
    );
    expect(second.body.result.form.required).toEqual(['confirm1']);

    const refused = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'x-access-token': await t.adminToken(), 'accept-language': 'en-US' },
      payload: { confirm: ['location'] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('memo');
    expect(refused.json().result).toEqual([
      { field: 'confirm1', column: 'memo', message: 'Type "memo" to confirm' },
    ]);
    expect((await columns(code)).has('memo')).toBe(true);

    const done = await t.admin.send('POST', '/online/cgform/head/doDbSynch', {
      id,
      values: { confirm1: 'memo' },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe('同步数据库成功');
    expect(await readBackup(done.body.result.backupPath)).toEqual([
      ['id', 'memo'],
      [expect.any(String), '备注'],
    ]);
    const list = await t.admin.get(`/online/data/${code}/list`);
    expect(list.body.result.records).toMatchObject([{ deviceName: '天平' }]);
    const names = await t.app.db
      .selectFrom('onl_cgform_field')
      .select(['db_field_name', 'db_field_name_old'])
      .where('cgform_head_id', '=', id)
      .execute();
    expect(names.every((n) => n.db_field_name === n.db_field_name_old)).toBe(true);
    expect((await t.admin.get(url)).body.result.steps).toEqual([]);
  });

  it('answers the sync routes only with the permission, 404 for an unknown definition', async () => {
    const staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    expect((await staff.get('/online/cgform/head/doDbSynch/nope')).status).toBe(403);
    expect((await staff.send('POST', '/online/cgform/head/doDbSynch/nope', { confirm: [] })).status).toBe(
      403,
    );
    expect((await t.admin.get('/online/cgform/head/doDbSynch/nope')).status).toBe(404);
  });
});
