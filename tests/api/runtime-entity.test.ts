/**
 * Entities registered while the app runs (the online-form issue registers them from the database):
 * after app.ready(), registerRuntimeEntity plus its table make list, queryById, add, edit, delete,
 * deleteBatch and export answer over HTTP without a restart, with the entity's permission codes
 * enforced as on the static routes; a schema failing the meta-check is refused.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from './helpers/test-app';
import { useTestApp, type SuiteApp } from './helpers/suite';
import { api, grant, type Api } from '../fixtures/crud-helpers';
import { registerRuntimeEntity, RUNTIME_API_BASE } from '../../src/server/modules/crud/routes';

const NOTE = {
  $id: 'rt_note',
  type: 'object',
  title: { 'zh-CN': '运行时便笺', 'en-US': 'Runtime note' },
  'x-table': 'rt_note',
  'x-api': `${RUNTIME_API_BASE}/rt_note`,
  'x-scope': 'none',
  'x-permissions': {
    list: 'online:rtnote:list',
    add: 'online:rtnote:add',
    edit: 'online:rtnote:edit',
    delete: 'online:rtnote:delete',
    export: 'online:rtnote:export',
  },
  required: ['subject'],
  properties: {
    subject: { type: 'string', title: { 'zh-CN': '主题', 'en-US': 'Subject' }, minLength: 1, maxLength: 60 },
    pages: { type: 'integer', title: { 'zh-CN': '页数', 'en-US': 'Pages' }, minimum: 0, maximum: 1000 },
  },
  additionalProperties: false,
};
const BASE = NOTE['x-api'];

async function tableExists(t: SuiteApp, table: string): Promise<boolean> {
  const rows = await sql<{
    n: number;
  }>`select count(*)::int as n from information_schema.tables where table_name = ${table} and table_schema = current_schema()`.execute(
    t.app.db,
  );
  return (rows.rows[0]?.n ?? 0) > 0;
}

describe.each(backends())('entities registered at run time (%s)', (backend) => {
  const t = useTestApp(backend);
  let admin: Api;

  beforeAll(async () => {
    admin = api(t.app, await t.login(t.seed.admin.username, t.seed.admin.password));
  }, 120_000);

  it('answers 404 before the entity is registered', async () => {
    // The route base exists from the start; an entity nobody registered is not found.
    expect((await admin.get(`${RUNTIME_API_BASE}/rt_missing/list`)).status).toBe(404);
  });

  it('refuses a schema that fails the meta-check or sits outside the runtime base, and creates nothing', async () => {
    await expect(
      registerRuntimeEntity(t.app, {
        ...NOTE,
        $id: 'rt_bad',
        'x-table': 'rt_bad',
        'x-api': `${RUNTIME_API_BASE}/rt_bad`,
        'x-scope': 'everyone',
      }),
    ).rejects.toThrow(/x-scope/);
    await expect(
      registerRuntimeEntity(t.app, {
        ...NOTE,
        $id: 'rt_elsewhere',
        'x-table': 'rt_elsewhere',
        'x-api': '/sys/elsewhere',
      }),
    ).rejects.toThrow(/x-api/);
    await expect(
      registerRuntimeEntity(t.app, {
        ...NOTE,
        $id: 'rt_user',
        'x-table': 'sys_user',
        'x-api': `${RUNTIME_API_BASE}/rt_user`,
      }),
    ).rejects.toThrow(/used twice/);
    expect(await tableExists(t, 'rt_bad')).toBe(false);
  });

  it('creates no table unless asked to', async () => {
    const schema = {
      ...NOTE,
      $id: 'rt_plain',
      'x-table': 'rt_plain',
      'x-api': `${RUNTIME_API_BASE}/rt_plain`,
    };
    await registerRuntimeEntity(t.app, schema);
    expect(await tableExists(t, 'rt_plain')).toBe(false);
  });

  it('serves list, add, queryById, edit, export, delete and deleteBatch at once', async () => {
    await registerRuntimeEntity(t.app, NOTE, { createTableFromDdl: true });
    expect(await tableExists(t, 'rt_note')).toBe(true);

    const added = await admin.send('POST', `${BASE}/add`, { subject: '第一份', pages: 3 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.result.id as string;
    const second = await admin.send('POST', `${BASE}/add`, { subject: '第二份' });
    expect(second.status).toBe(200);
    const invalid = await admin.send('POST', `${BASE}/add`, { subject: '', pages: -1 });
    expect(invalid.status).toBe(422);
    expect((invalid.body.result as Array<{ field: string }>).map((e) => e.field).sort()).toEqual([
      'pages',
      'subject',
    ]);

    const list = await admin.get(`${BASE}/list?column=subject&order=asc`);
    expect(list.status).toBe(200);
    expect((list.body.result.records as Array<{ subject: string }>).map((r) => r.subject)).toEqual([
      '第一份',
      '第二份',
    ]);

    expect((await admin.send('PUT', `${BASE}/edit`, { id, subject: '第一份（改）', pages: 4 })).status).toBe(
      200,
    );
    const one = await admin.get(`${BASE}/queryById?id=${id}`);
    expect(one.body.result).toMatchObject({ id, subject: '第一份（改）', pages: 4 });

    const xls = await t.app.inject({
      method: 'GET',
      url: `${BASE}/exportXls`,
      headers: { 'x-access-token': await t.login(t.seed.admin.username, t.seed.admin.password) },
    });
    expect(xls.statusCode).toBe(200);
    expect(xls.headers['content-type']).toBe('application/vnd.ms-excel');
    expect(xls.rawPayload.length).toBeGreaterThan(100);

    expect((await admin.send('DELETE', `${BASE}/delete?id=${id}`)).status).toBe(200);
    expect((await admin.send('DELETE', `${BASE}/deleteBatch?ids=${second.body.result.id}`)).status).toBe(200);
    const rows = await t.app.db
      .selectFrom('rt_note' as never)
      .selectAll()
      .execute();
    expect(rows).toHaveLength(0);
    // No import code: no import route.
    expect((await admin.send('POST', `${BASE}/importExcel`)).status).toBe(404);
  });

  it("enforces the entity's permission codes", async () => {
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/list` })).statusCode).toBe(401);
    const before = api(t.app, await t.login(t.seed.staff.username, t.seed.staff.password));
    const refused = await before.get(`${BASE}/list`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('拒绝访问');

    await grant(t.app.db, 'staff', ['online:rtnote:list']);
    const staff = api(t.app, await t.login(t.seed.staff.username, t.seed.staff.password));
    expect((await staff.get(`${BASE}/list`)).status).toBe(200);
    expect((await staff.send('POST', `${BASE}/add`, { subject: '越权' })).status).toBe(403);
    const count = await t.app.db
      .selectFrom('rt_note' as never)
      .selectAll()
      .execute();
    expect(count).toHaveLength(0);
  });
});
