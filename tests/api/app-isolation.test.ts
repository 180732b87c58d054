/**
 * Two apps built in one process hold their own registries: an entity registered at run time on one,
 * an entity hook registered on one and an extra schema root given to one are not seen by the other,
 * whose answers stay those of an app that never had them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from './helpers/test-app';
import { useTestApp } from './helpers/suite';
import { createDemoTable, DEMO_SCHEMAS } from '../fixtures/crud-helpers';
import { registerRuntimeEntity, RUNTIME_API_BASE } from '../../src/server/modules/crud/routes';
import { registerEntityHooks } from '../../src/server/modules/crud/hooks';

const NOTE = {
  $id: 'iso_note',
  type: 'object',
  title: { 'zh-CN': '隔离便笺', 'en-US': 'Isolation note' },
  'x-table': 'iso_note',
  'x-api': `${RUNTIME_API_BASE}/iso_note`,
  'x-scope': 'none',
  'x-permissions': { list: 'online:isonote:list', add: 'online:isonote:add' },
  properties: {
    subject: { type: 'string', title: { 'zh-CN': '主题', 'en-US': 'Subject' }, maxLength: 60 },
  },
  additionalProperties: false,
};

describe.each(backends('one'))('two apps in one process (%s)', (backend) => {
  const a = useTestApp(backend, DEMO_SCHEMAS);
  const b = useTestApp(backend);

  beforeAll(async () => {
    await registerRuntimeEntity(a.app, NOTE, { createTableFromDdl: true });
    await createDemoTable(a.app);
    // Only A's positions are renamed on insert.
    registerEntityHooks(a.app, 'sys_position', {
      beforeInsert(_ctx, columns) {
        columns.name = `${String(columns.name)} (A)`;
      },
    });
  });

  it("answers a runtime entity's list only on the app it was registered on", async () => {
    expect((await a.admin.get(`${RUNTIME_API_BASE}/iso_note/list`)).status).toBe(200);
    expect((await b.admin.get(`${RUNTIME_API_BASE}/iso_note/list`)).status).toBe(404);
  });

  it('runs an entity hook only on its own app', async () => {
    const position = { name: '审核员', code: 'iso_auditor', rank: '中级' };
    expect((await a.admin.send('POST', '/sys/position/add', position)).status).toBe(200);
    expect((await b.admin.send('POST', '/sys/position/add', position)).status).toBe(200);
    const names = async (t: typeof a) =>
      (await t.admin.get('/sys/position/list?code=iso_auditor')).body.result.records.map(
        (r: { name: string }) => r.name,
      );
    expect(await names(a)).toEqual(['审核员 (A)']);
    expect(await names(b)).toEqual(['审核员']);
  });

  it("serves an extra schema root's entity only on the app given that root", async () => {
    expect((await a.admin.get('/demo/item/list')).status).toBe(200);
    expect((await b.admin.get('/demo/item/list')).status).toBe(404);
  });
});
