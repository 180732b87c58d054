/**
 * The workflow engine: an entity's x-workflow served as PUT <x-api>/<transition> and
 * GET <x-api>/history. A runtime entity (company-scoped) exercises it: state not writable by the
 * CRUD, the initial state on add, from-state 409, guard 409, permission 403, input 422, scope 404,
 * an action's patch, the history rows, the company's system message, and two concurrent
 * transitions of one record (one wins, the other 409 and writes nothing) on both backends.
 */
import { beforeAll, expect, it } from 'vitest';
import { registerRuntimeEntity, RUNTIME_API_BASE } from '../../src/server/modules/crud/routes';
import { registerWorkflowAction } from '../../src/server/workflow/index';
import { addDictionary, grant, otherCompanyCustomer, type Api } from '../fixtures/crud-helpers';
import { describeEachBackend } from './helpers/suite';

const API = `${RUNTIME_API_BASE}/wf_demo`;
const GUARD_MSG = { 'zh-CN': '请先填写标题', 'en-US': 'Enter a title first' };

const SCHEMA = {
  $id: 'wf_demo',
  type: 'object',
  title: { 'zh-CN': '流程演示', 'en-US': 'Workflow demo' },
  'x-table': 'wf_demo',
  'x-api': API,
  'x-scope': 'company',
  'x-permissions': { list: 'demo:wf:list', add: 'demo:wf:add', edit: 'demo:wf:edit' },
  properties: {
    title: { type: 'string', title: { 'zh-CN': '标题', 'en-US': 'Title' }, maxLength: 50 },
    status: {
      type: 'string',
      title: { 'zh-CN': '状态', 'en-US': 'Status' },
      maxLength: 16,
      'x-dict': 'wf_status',
    },
    closedBy: {
      type: 'string',
      title: { 'zh-CN': '关闭人', 'en-US': 'Closed by' },
      maxLength: 64,
      readOnly: true,
    },
  },
  additionalProperties: false,
  'x-workflow': {
    stateField: 'status',
    initial: 'draft',
    states: ['draft', 'open', 'closed'],
    history: true,
    transitions: [
      {
        name: 'open',
        title: { 'zh-CN': '开启', 'en-US': 'Open' },
        from: ['draft'],
        to: 'open',
        permission: 'demo:wf:open',
        guard: { '!!': [{ var: 'record.title' }] },
        guardMessage: GUARD_MSG,
      },
      {
        name: 'close',
        title: { 'zh-CN': '关闭', 'en-US': 'Close' },
        from: ['open'],
        to: 'closed',
        permission: 'demo:wf:close',
        fields: {
          type: 'object',
          required: ['reason'],
          properties: {
            reason: { type: 'string', title: { 'zh-CN': '原因', 'en-US': 'Reason' }, maxLength: 20 },
          },
        },
        note: 'reason',
        actions: ['wfDemoStamp'],
        notify: {
          company: true,
          title: { 'zh-CN': '已关闭：{title}', 'en-US': 'Closed: {title}' },
          content: { 'zh-CN': '原因：{reason}', 'en-US': 'Reason: {reason}' },
        },
      },
    ],
  },
};

describeEachBackend('workflow engine', (t) => {
  let customer: Api;
  let other: Api;
  let companyId = '';

  beforeAll(async () => {
    registerWorkflowAction(t.app, 'wfDemoStamp', async (ctx) => ({
      patch: { closedBy: `${ctx.user.username}@${ctx.from}` },
    }));
    await registerRuntimeEntity(t.app, SCHEMA, { createTableFromDdl: true });
    await addDictionary(t.app.db, 'wf_status', [
      ['draft', '草稿', 'Draft'],
      ['open', '进行中', 'Open'],
      ['closed', '已关闭', 'Closed'],
    ]);
    await grant(t.app.db, 'customer_main', ['demo:wf:list', 'demo:wf:add', 'demo:wf:edit', 'demo:wf:open']);
    const b = await otherCompanyCustomer(t.app.db, 'wfother');
    customer = await t.as(t.seed.customer.username, t.seed.customer.password);
    other = await t.as(b.username, b.password);
    const me = await t.app.db
      .selectFrom('sys_user')
      .select('company_id')
      .where('username', '=', t.seed.customer.username)
      .executeTakeFirstOrThrow();
    companyId = me.company_id ?? '';
  });

  const add = async (title: string | null) => {
    const r = await customer.send('POST', `${API}/add`, title === null ? {} : { title });
    expect(r.status).toBe(200);
    return r.body.result.id as string;
  };
  const stored = (id: string) =>
    t.app.db
      .selectFrom('wf_demo' as never)
      .selectAll()
      .where('id' as never, '=', id as never)
      .executeTakeFirstOrThrow() as Promise<Record<string, unknown>>;
  const historyRows = (id: string) =>
    t.app.db
      .selectFrom('sys_workflow_history')
      .selectAll()
      .where('entity', '=', 'wf_demo')
      .where('record_id', '=', id)
      .orderBy('create_time')
      .execute();

  it('sets the initial state on add and never lets the CRUD write the state', async () => {
    const refused = await customer.send('POST', `${API}/add`, { title: 'x', status: 'open' });
    expect(refused.status).toBe(422);
    expect(refused.body.result).toEqual([expect.objectContaining({ field: 'status' })]);
    const id = await add('first');
    expect((await stored(id)).status).toBe('draft');
    const edit = await customer.send('PUT', `${API}/edit`, { id, status: 'closed' });
    expect(edit.status).toBe(422);
    expect((await stored(id)).status).toBe('draft');
  });

  it('refuses by guard (409 with its message), then fires; a second time the state refuses (409)', async () => {
    const id = await add(null);
    const guarded = await customer.send('PUT', `${API}/open`, { id });
    expect(guarded.status).toBe(409);
    expect(guarded.body.message).toBe(GUARD_MSG['zh-CN']);
    expect((await stored(id)).status).toBe('draft');
    expect(await historyRows(id)).toHaveLength(0);

    expect((await customer.send('PUT', `${API}/edit`, { id, title: 'now titled' })).status).toBe(200);
    const opened = await customer.send('PUT', `${API}/open`, { id });
    expect(opened.status).toBe(200);
    expect(opened.body.result).toMatchObject({
      id,
      status: 'open',
      status_dictText: '进行中',
      title: 'now titled',
    });
    expect((await stored(id)).update_by).toBe(t.seed.customer.username);

    const again = await customer.send('PUT', `${API}/open`, { id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('当前状态不允许此操作');
    expect(await historyRows(id)).toHaveLength(1);
  });

  it('answers 403 without the transition code, 422 for bad input, 404 outside the scope', async () => {
    const id = await add('scoped');
    expect((await customer.send('PUT', `${API}/open`, { id })).status).toBe(200);

    const forbidden = await customer.send('PUT', `${API}/close`, { id, reason: 'done' });
    expect(forbidden.status).toBe(403);

    const missing = await t.admin.send('PUT', `${API}/close`, { id });
    expect(missing.status).toBe(422);
    expect(missing.body.result).toEqual([{ field: 'reason', message: '请输入原因!' }]);
    const tooLong = await t.admin.send('PUT', `${API}/close`, { id, reason: 'x'.repeat(21) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.result[0].field).toBe('reason');
    const unknown = await t.admin.send('PUT', `${API}/close`, { id, reason: 'ok', extra: 1 });
    expect(unknown.status).toBe(422);
    expect((await stored(id)).status).toBe('open');

    const fresh = await add('mine');
    const notMine = await other.send('PUT', `${API}/open`, { id: fresh });
    expect(notMine.status).toBe(404);
    expect((await other.get(`${API}/history?id=${fresh}`)).status).toBe(404);
    expect((await stored(fresh)).status).toBe('draft');
  });

  it('runs the actions, writes the history with the note and tells the company', async () => {
    const id = await add('to close');
    expect((await customer.send('PUT', `${API}/open`, { id })).status).toBe(200);
    const closed = await t.admin.send('PUT', `${API}/close`, { id, reason: '<b>完成</b>' });
    expect(closed.status).toBe(200);
    expect(closed.body.result).toMatchObject({ status: 'closed', closedBy: `${t.seed.admin.username}@open` });

    const history = await customer.get(`${API}/history?id=${id}`);
    expect(history.status).toBe(200);
    expect(history.body.result).toEqual([
      expect.objectContaining({
        transition: 'open',
        transitionTitle: '开启',
        fromState: 'draft',
        toState: 'open',
        fromStateText: '草稿',
        toStateText: '进行中',
        note: null,
        actor: t.seed.customer.username,
      }),
      expect.objectContaining({
        transition: 'close',
        transitionTitle: '关闭',
        fromState: 'open',
        toState: 'closed',
        note: '<b>完成</b>',
        actor: t.seed.admin.username,
      }),
    ]);
    const english = await customer.get(`${API}/history?id=${id}`, 'en-US');
    expect(english.body.result[1]).toMatchObject({ transitionTitle: 'Close', toStateText: 'Closed' });

    const messages = await t.app.db
      .selectFrom('sys_announcement')
      .innerJoin('sys_announcement_send', 'sys_announcement_send.annt_id', 'sys_announcement.id')
      .innerJoin('sys_user', 'sys_user.id', 'sys_announcement_send.user_id')
      .select([
        'sys_announcement.titile',
        'sys_announcement.titile_en',
        'sys_announcement.msg_content',
        'sys_user.company_id',
      ])
      .where('sys_announcement.bus_id', '=', id)
      .execute();
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => m.company_id === companyId)).toBe(true);
    expect(messages[0]?.titile).toBe('已关闭：to close');
    expect(messages[0]?.titile_en).toBe('Closed: to close');
    // Placeholders are plain text: the input's markup is escaped in the HTML body.
    expect(messages[0]?.msg_content).toContain('原因：&lt;b&gt;完成&lt;/b&gt;');
  });

  it('lets one of two concurrent transitions of a record win; the other is 409 and writes nothing', async () => {
    const id = await add('race');
    const answers = await Promise.all([
      customer.send('PUT', `${API}/open`, { id }),
      t.admin.send('PUT', `${API}/open`, { id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await stored(id)).status).toBe('open');
    expect(await historyRows(id)).toHaveLength(1);
  });
});
