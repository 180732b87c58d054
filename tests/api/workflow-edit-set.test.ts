/**
 * The x-workflow keywords `editableIn` / `editMessage` (the CRUD edit only in the listed states,
 * else 409 with the workflow's message), a transition's `set` (the step's time, the actor, an
 * input field and literals written with the state), `doneMessage` (the answer's text) and
 * `genericRoute: false` (no PUT <x-api>/<name>), on a runtime entity, both backends.
 */
import { beforeAll, expect, it } from 'vitest';
import { registerRuntimeEntity, RUNTIME_API_BASE } from '../../src/server/modules/crud/routes';
import { addDictionary } from '../fixtures/crud-helpers';
import { describeEachBackend } from './helpers/suite';

const API = `${RUNTIME_API_BASE}/wf_stamp`;
const EDIT_MSG = { 'zh-CN': '只有草稿可以修改', 'en-US': 'Only drafts can be changed' };
const DONE_MSG = { 'zh-CN': '已签发', 'en-US': 'Signed' };
const text = (title: string) => ({
  type: 'string',
  title: { 'zh-CN': title, 'en-US': title },
  maxLength: 64,
});
const stamp = (title: string) => ({ ...text(title), readOnly: true });

const SCHEMA = {
  $id: 'wf_stamp',
  type: 'object',
  title: { 'zh-CN': '签发演示', 'en-US': 'Stamp demo' },
  'x-table': 'wf_stamp',
  'x-api': API,
  'x-scope': 'none',
  'x-permissions': { list: 'demo:stamp:list', add: 'demo:stamp:add', edit: 'demo:stamp:edit' },
  properties: {
    title: text('标题'),
    status: { ...text('状态'), 'x-dict': 'wf_stamp_status' },
    signedAt: {
      type: 'string',
      format: 'date-time',
      title: { 'zh-CN': '签发时间', 'en-US': 'Signed at' },
      readOnly: true,
    },
    signedBy: stamp('签发人'),
    remark: stamp('备注'),
    channel: stamp('渠道'),
  },
  additionalProperties: false,
  'x-workflow': {
    stateField: 'status',
    initial: 'draft',
    states: ['draft', 'signed', 'archived'],
    editableIn: ['draft'],
    editMessage: EDIT_MSG,
    transitions: [
      {
        name: 'sign',
        title: { 'zh-CN': '签发', 'en-US': 'Sign' },
        from: ['draft'],
        to: 'signed',
        permission: 'demo:stamp:sign',
        fields: { type: 'object', properties: { remark: text('备注') } },
        set: { signedAt: '$now', signedBy: '$user.username', remark: '$input.remark', channel: 'web' },
        doneMessage: DONE_MSG,
      },
      {
        name: 'archive',
        title: { 'zh-CN': '归档', 'en-US': 'Archive' },
        from: ['signed'],
        to: 'archived',
        permission: 'demo:stamp:archive',
        set: { channel: null },
        genericRoute: false,
      },
    ],
  },
};

describeEachBackend('workflow editableIn and set', (t) => {
  beforeAll(async () => {
    await registerRuntimeEntity(t.app, SCHEMA, { createTableFromDdl: true });
    await addDictionary(t.app.db, 'wf_stamp_status', [
      ['draft', '草稿', 'Draft'],
      ['signed', '已签发', 'Signed'],
      ['archived', '已归档', 'Archived'],
    ]);
  });

  const stored = (id: string) =>
    t.app.db
      .selectFrom('wf_stamp' as never)
      .selectAll()
      .where('id' as never, '=', id as never)
      .executeTakeFirstOrThrow() as Promise<Record<string, unknown>>;

  it('edits a draft, stamps the step with set, answers doneMessage, then refuses the edit (409 editMessage)', async () => {
    const added = await t.admin.send('POST', `${API}/add`, { title: 'first' });
    expect(added.status).toBe(200);
    const id = added.body.result.id as string;
    expect((await t.admin.send('PUT', `${API}/edit`, { id, title: 'first, edited' })).status).toBe(200);

    const before = Date.now();
    const signed = await t.admin.send('PUT', `${API}/sign`, { id, remark: 'by hand' });
    expect(signed.status).toBe(200);
    expect(signed.body.message).toBe(DONE_MSG['zh-CN']);
    expect(signed.body.result).toMatchObject({
      status: 'signed',
      signedBy: t.seed.admin.username,
      remark: 'by hand',
      channel: 'web',
    });
    const row = await stored(id);
    expect(row).toMatchObject({
      status: 'signed',
      signed_by: t.seed.admin.username,
      remark: 'by hand',
      channel: 'web',
    });
    expect((row.signed_at as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The time stamped is the step's own: the same instant as update_time.
    expect((row.signed_at as Date).getTime()).toBe((row.update_time as Date).getTime());

    const refused = await t.admin.send('PUT', `${API}/edit`, { id, title: 'too late' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(EDIT_MSG['zh-CN']);
    expect((await stored(id)).title).toBe('first, edited');
  });

  it('writes an input field left out as null, and adds no generic route for genericRoute: false', async () => {
    const id = (await t.admin.send('POST', `${API}/add`, { title: 'second' })).body.result.id as string;
    const signed = await t.admin.send('PUT', `${API}/sign`, { id });
    expect(signed.status).toBe(200);
    expect((await stored(id)).remark).toBeNull();
    const archive = await t.admin.send('PUT', `${API}/archive`, { id });
    expect(archive.status).toBe(404);
    expect((await stored(id)).status).toBe('signed');
  });
});
