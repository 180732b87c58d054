/**
 * The notice sockets: /websocket/{userId} is refused (HTTP answer to the upgrade, no
 * socket) without a valid token, for another user's id and from a foreign Origin; it answers the
 * heartbeat, ignores what it cannot parse, and pushes {cmd:'topic'} to the addressed users only
 * when an announcement is published, {cmd:'revoke'} to them when it is revoked, and {cmd:'user'}
 * when a system message commits — never for one whose transaction rolled back. /vxeSocket relays table updates to the room's other sockets.
 * With REDIS_URL two instances on one database and Redis hand pushes to each other's sockets, and a
 * logout on one closes the user's socket on the other.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { connectRedis } from '../../src/server/redis';
import { sendSystemMessage } from '../../src/server/notice/system-message';
import { api } from '../fixtures/crud-helpers';
import { describeOnOneBackend } from './helpers/suite';
import { CLOSE_REASON, POLICY_VIOLATION } from '../../src/server/notice/socket-limits';
import { listenForSockets as listen, mustOpen, openSocket, type OpenedSocket } from './helpers/ws-client';

describeOnOneBackend('notice websockets', (t) => {
  let base = { ws: '', origin: '' };
  let customerToken = '';
  let staffToken = '';
  let customerId = '';
  let staffId = '';
  const open: OpenedSocket[] = [];
  const socketOf = async (userId: string, token: string, path = `/websocket/${userId}`) => {
    const s = await mustOpen(`${base.ws}${path}`, { token, origin: base.origin });
    open.push(s);
    return s;
  };
  const heartbeat = async (s: OpenedSocket) => {
    const before = s.messages.length;
    s.socket.send('HeartBeat');
    await s.next((m) => m.cmd === 'heartcheck' && s.messages.indexOf(m) >= before);
  };

  beforeAll(async () => {
    base = await listen(t.app);
    customerToken = await t.login(t.seed.customer.username, t.seed.customer.password);
    staffToken = await t.login(t.seed.staff.username, t.seed.staff.password);
    customerId = (
      await t.app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', t.seed.customer.username)
        .executeTakeFirstOrThrow()
    ).id;
    staffId = (
      await t.app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', t.seed.staff.username)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await Promise.all(open.map((s) => s.close()));
  });

  it('refuses the upgrade without a token, with a bad token, for another user and from a foreign Origin', async () => {
    const url = `${base.ws}/websocket/${customerId}`;
    expect(await openSocket(url, { origin: base.origin })).toEqual({ refused: 401 });
    expect(await openSocket(url, { token: 'not-a-token', origin: base.origin })).toEqual({ refused: 401 });
    expect(
      await openSocket(`${base.ws}/websocket/${staffId}`, { token: customerToken, origin: base.origin }),
    ).toEqual({ refused: 403 });
    expect(await openSocket(url, { token: customerToken, origin: 'http://evil.example' })).toEqual({
      refused: 403,
    });
    expect(await openSocket(url, { token: customerToken })).toEqual({ refused: 403 });
    expect(
      await openSocket(`${base.ws}/vxeSocket/${staffId}/page1`, {
        token: customerToken,
        origin: base.origin,
      }),
    ).toEqual({ refused: 403 });
    // A logged-out token no longer opens one.
    const spent = await t.login(t.seed.customer.username, t.seed.customer.password);
    await t.app.inject({ method: 'POST', url: '/sys/logout', headers: { 'x-access-token': spent } });
    expect(await openSocket(url, { token: spent, origin: base.origin })).toEqual({ refused: 401 });
  });

  it('accepts the right token, answers the heartbeat and ignores what it cannot parse', async () => {
    const s = await socketOf(customerId, customerToken);
    expect(s.socket.protocol).toBe(customerToken);
    s.socket.send('{not json');
    s.socket.send('alert(1)');
    s.socket.send(JSON.stringify({ cmd: 'eval', msgTxt: 'process.exit(1)' }));
    await heartbeat(s);
    s.socket.send(JSON.stringify({ cmd: 'HeartBeat' }));
    await s.next(
      (m) => m.cmd === 'heartcheck' && s.messages.filter((x) => x.cmd === 'heartcheck').length >= 2,
    );
    expect(s.messages.every((m) => m.cmd === 'heartcheck' && m.msgTxt === '心跳响应')).toBe(true);
  });

  it('pushes a published announcement to the addressed user only', async () => {
    const mine = await socketOf(customerId, customerToken);
    const staffs = await socketOf(staffId, staffToken);
    const add = await t.admin.send('POST', '/sys/annountCement/add', {
      titile: 'For the customer',
      priority: 'M',
      msgType: 'USER',
      userIds: customerId,
      openType: 'url',
      openPage: '/account/company',
    });
    const id = add.body.result.id as string;
    expect((await t.admin.get(`/sys/annountCement/doReleaseData?id=${id}`)).status).toBe(200);
    const push = await mine.next((m) => m.msgId === id);
    expect(push).toEqual({
      cmd: 'topic',
      msgId: id,
      msgTxt: 'For the customer',
      busId: null,
      openType: 'url',
      openPage: '/account/company',
    });
    // The push went out on this instance before the heartbeat answer: the staff socket would hold it by now.
    await heartbeat(staffs);
    expect(staffs.messages.some((m) => m.msgId === id)).toBe(false);

    const everyone = (
      await t.admin.send('POST', '/sys/annountCement/add', {
        titile: 'For everyone',
        priority: 'L',
        msgType: 'ALL',
      })
    ).body.result.id as string;
    expect((await t.admin.get(`/sys/annountCement/doReleaseData?id=${everyone}`)).status).toBe(200);
    await mine.next((m) => m.msgId === everyone && m.cmd === 'topic');
    await staffs.next((m) => m.msgId === everyone && m.cmd === 'topic');
  });

  it('pushes a revoke to the users the announcement was sent to, so their bells drop it', async () => {
    const mine = await socketOf(customerId, customerToken);
    const staffs = await socketOf(staffId, staffToken);
    const id = (
      await t.admin.send('POST', '/sys/annountCement/add', {
        titile: 'Soon withdrawn',
        priority: 'L',
        msgType: 'USER',
        userIds: customerId,
      })
    ).body.result.id as string;
    expect((await t.admin.get(`/sys/annountCement/doReleaseData?id=${id}`)).status).toBe(200);
    await mine.next((m) => m.msgId === id && m.cmd === 'topic');
    expect((await t.admin.get(`/sys/annountCement/doReovkeData?id=${id}`)).status).toBe(200);
    expect(await mine.next((m) => m.msgId === id && m.cmd === 'revoke')).toEqual({
      cmd: 'revoke',
      msgId: id,
      msgTxt: 'Soon withdrawn',
    });
    // After the revoke the user's bell reads it no more.
    const bell = await api(t.app, customerToken).get('/sys/annountCement/listByUser');
    expect(bell.body.result.anntMsgList.some((a: { id: string }) => a.id === id)).toBe(false);
    await heartbeat(staffs);
    expect(staffs.messages.some((m) => m.msgId === id)).toBe(false);

    // One sent to everyone: its revoke reaches every socket.
    const everyone = (
      await t.admin.send('POST', '/sys/annountCement/add', {
        titile: 'Everyone, withdrawn',
        priority: 'L',
        msgType: 'ALL',
      })
    ).body.result.id as string;
    expect((await t.admin.get(`/sys/annountCement/doReleaseData?id=${everyone}`)).status).toBe(200);
    expect((await t.admin.get(`/sys/annountCement/doReovkeData?id=${everyone}`)).status).toBe(200);
    await mine.next((m) => m.msgId === everyone && m.cmd === 'revoke');
    await staffs.next((m) => m.msgId === everyone && m.cmd === 'revoke');
  });

  it('pushes a system message after its commit and nothing for a rolled-back one', async () => {
    const mine = await socketOf(customerId, customerToken);
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await sendSystemMessage(trx, {
          title: { 'zh-CN': 'Rolled back', 'en-US': 'Rolled back' },
          content: { 'zh-CN': 'x', 'en-US': 'x' },
          userIds: [customerId],
        });
        throw new Error('decision refused');
      }),
    ).rejects.toThrow('decision refused');
    await t.app.db.transaction().execute(async (trx) => {
      await sendSystemMessage(trx, {
        title: { 'zh-CN': 'Committed', 'en-US': 'Committed' },
        content: { 'zh-CN': 'y', 'en-US': 'y' },
        userIds: [customerId],
        busId: 'b1',
        openPage: '/x',
      });
    });
    const push = await mine.next((m) => m.msgTxt === 'Committed');
    expect(push).toMatchObject({
      cmd: 'user',
      msgTxt: 'Committed',
      busId: 'b1',
      openType: 'url',
      openPage: '/x',
    });
    // Anything for the rolled-back message would have been sent before the committed one.
    expect(mine.messages.some((m) => m.msgTxt === 'Rolled back')).toBe(false);
    expect(
      await t.app.db
        .selectFrom('sys_announcement')
        .select('id')
        .where('titile', '=', 'Rolled back')
        .execute(),
    ).toEqual([]);
  });

  it('relays a table update to the room’s other sockets, not to the sender; answers heart_beat', async () => {
    // Rooms are records the user may read (websocket-limits.test.ts): the seeded templates, as the admin.
    const templates = (await t.admin.get('/isps/stageTemplate/list')).body.result.records as Array<{
      id: string;
    }>;
    const adminId = (
      await t.app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', t.seed.admin.username)
        .executeTakeFirstOrThrow()
    ).id;
    const room = (id: string) => `/vxeSocket/${adminId}/isps_stage_template.${id}.root_stages`;
    const a = await socketOf(adminId, await t.adminToken(), room(templates[0]!.id));
    const otherSession = await t.login(t.seed.admin.username, t.seed.admin.password);
    const b = await socketOf(adminId, otherSession, room(templates[0]!.id));
    const elsewhere = await socketOf(adminId, otherSession, room(templates[1]!.id));
    a.socket.send(JSON.stringify({ type: 'heart_beat', data: '-' }));
    expect(await a.next((m) => m.type === 'heart_beat')).toEqual({ type: 'heart_beat', data: '-' });
    const update = {
      type: 'update_vxe_table',
      data: { socketKey: 'k1', args: [{ id: 'r1', name: 'new' }, 'case-1'] },
    };
    a.socket.send(JSON.stringify(update));
    expect(await b.next((m) => m.type === 'update_vxe_table')).toEqual(update);
    for (const s of [a, elsewhere]) {
      s.socket.send(JSON.stringify({ type: 'heart_beat' }));
      await s.next(
        (m) =>
          m.type === 'heart_beat' &&
          s.messages.filter((x) => x.type === 'heart_beat').length >= (s === a ? 2 : 1),
      );
      expect(s.messages.some((m) => m.type === 'update_vxe_table')).toBe(false);
    }
  });

  describe.runIf(!!process.env.REDIS_URL)('two instances on one Redis', () => {
    let second: FastifyInstance;
    let secondBase = { ws: '', origin: '' };
    beforeAll(async () => {
      second = await buildApp(t.app.config, {
        database: { db: t.app.db, kind: t.app.dbKind, schema: undefined },
        redis: connectRedis(process.env.REDIS_URL!),
        redisPrefix: t.app.redisPrefix,
        logger: false,
      });
      await second.ready();
      secondBase = await listen(second);
    });
    afterAll(async () => {
      await second?.redis?.quit();
      await second?.close();
    });

    it('a publish on instance A reaches a socket on instance B', async () => {
      const onB = await mustOpen(`${secondBase.ws}/websocket/${customerId}`, {
        token: customerToken,
        origin: secondBase.origin,
      });
      open.push(onB);
      const id = (
        await t.admin.send('POST', '/sys/annountCement/add', {
          titile: 'Across instances',
          priority: 'L',
          msgType: 'USER',
          userIds: customerId,
        })
      ).body.result.id as string;
      expect((await t.admin.get(`/sys/annountCement/doReleaseData?id=${id}`)).status).toBe(200);
      expect(await onB.next((m) => m.msgId === id)).toMatchObject({
        cmd: 'topic',
        msgTxt: 'Across instances',
      });
      // And a system message committed through A.
      await t.app.db.transaction().execute((trx) =>
        sendSystemMessage(trx, {
          title: { 'zh-CN': 'Across, system', 'en-US': 'Across, system' },
          content: { 'zh-CN': 'z', 'en-US': 'z' },
          userIds: [customerId],
        }),
      );
      expect(await onB.next((m) => m.msgTxt === 'Across, system')).toMatchObject({ cmd: 'user' });
      // Its revoke through A too.
      expect((await t.admin.get(`/sys/annountCement/doReovkeData?id=${id}`)).status).toBe(200);
      expect(await onB.next((m) => m.msgId === id && m.cmd === 'revoke')).toMatchObject({
        msgTxt: 'Across instances',
      });
    });

    it('a logout on instance A closes the socket held on instance B at once', async () => {
      const token = await t.login(t.seed.customer.username, t.seed.customer.password);
      const onB = await mustOpen(`${secondBase.ws}/websocket/${customerId}`, {
        token,
        origin: secondBase.origin,
      });
      open.push(onB);
      expect(
        (await t.app.inject({ method: 'POST', url: '/sys/logout', headers: { 'x-access-token': token } }))
          .statusCode,
      ).toBe(200);
      await vi.waitFor(
        () => expect(onB.closedWith).toEqual({ code: POLICY_VIOLATION, reason: CLOSE_REASON.sessionEnded }),
        { timeout: 20_000, interval: 20 },
      );
    });
  });
});
