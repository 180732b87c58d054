/**
 * What one socket may cost and reach (socket-limits.ts): heartbeats cost no database query nor
 * Redis command between session checks, a burst past the frame budget closes the socket (1008
 * 'too many frames') on both sockets; a /vxeSocket room needs read access to the record behind its
 * key (the template editor's room refuses a customer, another company's project too; the add form's
 * room needs the add code; a key of no stored data is the administrators' only) and sending
 * rows needs write access (a reader is answered {type:'refused'} and its rows reach nobody); a
 * logout or a freeze closes the user's open sockets at once (1008 'session ended'), no heartbeat
 * needed.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { CLOSE_REASON, FRAME_BURST, POLICY_VIOLATION } from '../../src/server/notice/socket-limits';
import { otherCompanyCustomer } from '../fixtures/crud-helpers';
import { sameCompanyColleague } from './helpers/accounts';
import { countBackendCalls } from './helpers/backend-calls';
import { insertProject } from './helpers/projects';
import { describeOnOneBackend } from './helpers/suite';
import { listenForSockets, mustOpen, openSocket, type OpenedSocket } from './helpers/ws-client';

const BURST = 5_000;
const TOO_MANY = { code: POLICY_VIOLATION, reason: CLOSE_REASON.tooManyFrames };
const ENDED = { code: POLICY_VIOLATION, reason: CLOSE_REASON.sessionEnded };
const UNTIL_CLOSED = { timeout: 20_000, interval: 20 };

describeOnOneBackend('websocket limits and rooms', (t) => {
  let base = { ws: '', origin: '' };
  let customerId = '';
  let companyId = '';
  // Customers see their company's projects whatever the division.
  const divisionId = null;
  let adminId = '';
  let templateId = '';
  let projectId = '';
  const open: OpenedSocket[] = [];
  const opened = async (path: string, token: string) => {
    const s = await mustOpen(`${base.ws}${path}`, { token, origin: base.origin });
    open.push(s);
    return s;
  };
  const templateRoom = () => `isps_stage_template.${templateId}.root_stages`;
  const projectRoom = (id = projectId) => `isps_project.${id}.root_stages`;
  const userRow = (username: string) =>
    t.app.db
      .selectFrom('sys_user')
      .select(['id', 'company_id'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    base = await listenForSockets(t.app);
    const customer = await userRow(t.seed.customer.username);
    customerId = customer.id;
    companyId = customer.company_id!;
    adminId = (await userRow(t.seed.admin.username)).id;
    const templates = await t.admin.get('/isps/stageTemplate/list');
    templateId = (templates.body.result.records as Array<{ id: string }>)[0]!.id;
    projectId = await insertProject(t.app.db, { companyId, divisionId, stageCode: 'review' });
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
  });

  it('answers heartbeats without a query and closes a notice socket past its frame budget', async () => {
    const token = await t.login(t.seed.customer.username, t.seed.customer.password);
    const s = await opened(`/websocket/${customerId}`, token);
    const calls = countBackendCalls(t.app);
    try {
      for (let i = 0; i < 20; i += 1) s.socket.send('HeartBeat');
      await vi.waitFor(
        () => expect(s.messages.filter((m) => m.cmd === 'heartcheck')).toHaveLength(20),
        UNTIL_CLOSED,
      );
      expect({ queries: calls.queries, redis: calls.redisCommands }).toEqual({ queries: [], redis: [] });
      for (let i = 0; i < BURST; i += 1) s.socket.send('HeartBeat');
      await vi.waitFor(() => expect(s.closedWith).toEqual(TOO_MANY), UNTIL_CLOSED);
      expect({ queries: calls.queries, redis: calls.redisCommands }).toEqual({ queries: [], redis: [] });
    } finally {
      calls.restore();
    }
    // Nothing past the budget was answered.
    expect(s.messages.filter((m) => m.cmd === 'heartcheck').length).toBeLessThanOrEqual(FRAME_BURST);
    // The server still answers at once, and the user may open a new socket.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await opened(`/websocket/${customerId}`, token);
  });

  it('closes a /vxeSocket past its frame budget, heartbeats and rows alike, without a query', async () => {
    const token = await t.login(t.seed.customer.username, t.seed.customer.password);
    const s = await opened(`/vxeSocket/${customerId}/${projectRoom()}`, token);
    const calls = countBackendCalls(t.app);
    try {
      for (let i = 0; i < BURST; i += 1) s.socket.send(JSON.stringify({ type: 'heart_beat' }));
      await vi.waitFor(() => expect(s.closedWith).toEqual(TOO_MANY), UNTIL_CLOSED);
      expect({ queries: calls.queries, redis: calls.redisCommands }).toEqual({ queries: [], redis: [] });
    } finally {
      calls.restore();
    }
    expect(s.messages.filter((m) => m.type === 'heart_beat').length).toBeLessThanOrEqual(FRAME_BURST);
  });

  it('refuses a customer the admin’s template-editor room, another company’s project and a key naming no record', async () => {
    const token = await t.login(t.seed.customer.username, t.seed.customer.password);
    const adminToken = await t.adminToken();
    const admin = await opened(`/vxeSocket/${adminId}/${templateRoom()}`, adminToken);
    expect(
      await openSocket(`${base.ws}/vxeSocket/${customerId}/${templateRoom()}`, {
        token,
        origin: base.origin,
      }),
    ).toEqual({ refused: 403 });
    const other = await otherCompanyCustomer(t.app.db, 'wsroom');
    const foreign = await insertProject(t.app.db, {
      companyId: other.companyId,
      divisionId,
      stageCode: 'review',
    });
    expect(
      await openSocket(`${base.ws}/vxeSocket/${customerId}/${projectRoom(foreign)}`, {
        token,
        origin: base.origin,
      }),
    ).toEqual({ refused: 403 });
    // A record that does not exist, the template add form (no add code), keys of no stored data.
    for (const page of [
      `isps_project.${'0'.repeat(32)}.root_stages`,
      'isps_stage_template.root_stages',
      'page-1',
      `no_such_entity.${projectId}.root_x`,
    ]) {
      expect(
        await openSocket(`${base.ws}/vxeSocket/${customerId}/${page}`, { token, origin: base.origin }),
      ).toEqual({ refused: 403 });
    }
    // The administrator may use the add form's room and the widget gallery's (no stored data).
    await opened(`/vxeSocket/${adminId}/isps_stage_template.root_stages`, adminToken);
    await opened(`/vxeSocket/${adminId}/widget-gallery.root_table`, adminToken);
    // The admin's editor heard nothing of the refused customer.
    admin.socket.send(JSON.stringify({ type: 'heart_beat' }));
    await admin.next((m) => m.type === 'heart_beat');
    expect(admin.messages.filter((m) => m.type !== 'heart_beat')).toEqual([]);
  });

  it('relays a writer’s rows to the room; a reader is refused and its rows reach nobody', async () => {
    const token = await t.login(t.seed.customer.username, t.seed.customer.password);
    const adminToken = await t.adminToken();
    const otherAdminToken = await t.login(t.seed.admin.username, t.seed.admin.password);
    // The admin may edit the template: its rows reach the other editor of the same record.
    const editorA = await opened(`/vxeSocket/${adminId}/${templateRoom()}`, adminToken);
    const editorB = await opened(`/vxeSocket/${adminId}/${templateRoom()}`, otherAdminToken);
    const update = {
      type: 'update_vxe_table',
      data: { socketKey: 'k', method: 'update', args: [{ id: 'r1', name: 'new' }] },
    };
    editorA.socket.send(JSON.stringify(update));
    expect(await editorB.next((m) => m.type === 'update_vxe_table')).toEqual(update);

    // The customer reads its own project (no edit code exists for projects): in the room, not a writer.
    const reader = await opened(`/vxeSocket/${customerId}/${projectRoom()}`, token);
    const watcher = await opened(`/vxeSocket/${adminId}/${projectRoom()}`, otherAdminToken);
    const sender = await opened(`/vxeSocket/${adminId}/${projectRoom()}`, adminToken);
    const forged = {
      type: 'update_vxe_table',
      data: { socketKey: 'k', method: 'update', args: [{ id: 'r1', name: 'forged' }] },
    };
    reader.socket.send(JSON.stringify(forged));
    expect(await reader.next((m) => m.type === 'refused')).toEqual({
      type: 'refused',
      data: { type: 'update_vxe_table', message: '无权修改该数据' },
    });
    // Admins cannot edit projects either: the same refusal, and the watcher hears of neither.
    sender.socket.send(JSON.stringify(update));
    await sender.next((m) => m.type === 'refused');
    watcher.socket.send(JSON.stringify({ type: 'heart_beat' }));
    await watcher.next((m) => m.type === 'heart_beat');
    expect(watcher.messages.filter((m) => m.type === 'update_vxe_table')).toEqual([]);
    expect(reader.closedWith).toBeUndefined();
  });

  it('closes the user’s open sockets at once on logout, without a heartbeat', async () => {
    const token = await t.login(t.seed.customer.username, t.seed.customer.password);
    const notice = await opened(`/websocket/${customerId}`, token);
    const table = await opened(`/vxeSocket/${customerId}/${projectRoom()}`, token);
    const otherSession = await opened(
      `/websocket/${customerId}`,
      await t.login(t.seed.customer.username, t.seed.customer.password),
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/sys/logout', headers: { 'x-access-token': token } }))
        .statusCode,
    ).toBe(200);
    await vi.waitFor(
      () => expect([notice.closedWith, table.closedWith]).toEqual([ENDED, ENDED]),
      UNTIL_CLOSED,
    );
    // The user's other session keeps its socket.
    otherSession.socket.send('HeartBeat');
    await otherSession.next((m) => m.cmd === 'heartcheck');
    expect(otherSession.closedWith).toBeUndefined();
  });

  it('closes a frozen user’s open socket at once', async () => {
    const colleague = await sameCompanyColleague(t.app.db, companyId, 'wsfrozen');
    const token = await t.login(colleague.username, colleague.password);
    const notice = await opened(`/websocket/${colleague.userId}`, token);
    const freeze = await t.admin.send('PUT', '/sys/user/frozenBatch', { ids: colleague.userId, status: '2' });
    expect(freeze.status, JSON.stringify(freeze.body)).toBe(200);
    await vi.waitFor(() => expect(notice.closedWith).toEqual(ENDED), UNTIL_CLOSED);
  });
});
