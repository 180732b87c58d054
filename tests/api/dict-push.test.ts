/**
 * Dictionary changes reach open sessions (SPEC §7 refleshCache, §8 刷新缓存完成！): an admin's
 * new business type is pushed as a `dict_changed` frame to every signed-in user's notice socket,
 * and that user's reload (queryAllDictItems) already answers the new item. refleshCache answers
 * the spec's message and pushes the same frame. With Redis, a change announced by another instance
 * empties this instance's dictionary cache too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICT_CHANGED_COMMAND } from '../../src/shared/dict/dict-changed';
import { api, type Api } from '../fixtures/crud-helpers';
import { describeEachBackend } from './helpers/suite';
import { listenForSockets, mustOpen, type OpenedSocket } from './helpers/ws-client';

describeEachBackend('dictionary change pushes', (t) => {
  let customer: Api;
  let socket: OpenedSocket;
  let businessTypeId = '';

  const dictChanged = (m: Record<string, unknown>) => m.cmd === DICT_CHANGED_COMMAND;
  const businessTypes = async () =>
    (
      (await customer.get('/sys/dict/queryAllDictItems')).body.result.business_type as Array<{
        value: string;
      }>
    ).map((i) => i.value);

  beforeAll(async () => {
    const base = await listenForSockets(t.app);
    const token = await t.login(t.seed.customer.username, t.seed.customer.password);
    customer = api(t.app, token);
    const me = await t.app.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', t.seed.customer.username)
      .executeTakeFirstOrThrow();
    socket = await mustOpen(`${base.ws}/websocket/${me.id}`, { token, origin: base.origin });
    businessTypeId = (
      await t.app.db
        .selectFrom('sys_dict')
        .select('id')
        .where('dict_code', '=', 'business_type')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await socket?.close();
  });

  it("pushes an admin's new dictionary item to another signed-in user, whose reload answers it", async () => {
    expect(await businessTypes()).not.toContain('pushed_type');
    const before = socket.messages.length;
    const item = {
      dictId: businessTypeId,
      itemText: '推送测试业务',
      itemTextEn: 'Pushed type',
      itemValue: 'pushed_type',
      sortOrder: 99,
      status: '1',
    };
    const added = await t.admin.send('POST', '/sys/dictItem/add', item);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const frame = await socket.next((m) => dictChanged(m) && socket.messages.indexOf(m) >= before);
    expect(frame).toEqual({ cmd: DICT_CHANGED_COMMAND, msgTxt: '' });
    expect(await businessTypes()).toContain('pushed_type');

    // Editing and deleting the item push too.
    const id = added.body.result.id as string;
    const afterAdd = socket.messages.length;
    expect(
      (await t.admin.send('PUT', '/sys/dictItem/edit', { ...item, id, itemText: '推送测试业务二' })).status,
    ).toBe(200);
    await socket.next((m) => dictChanged(m) && socket.messages.indexOf(m) >= afterAdd);
    const afterEdit = socket.messages.length;
    expect((await t.admin.send('DELETE', `/sys/dictItem/delete?id=${id}`)).status).toBe(200);
    await socket.next((m) => dictChanged(m) && socket.messages.indexOf(m) >= afterEdit);
    expect(await businessTypes()).not.toContain('pushed_type');
  });

  it('answers refleshCache with 刷新缓存完成！ (and Cache refreshed! in English) and pushes the change', async () => {
    const before = socket.messages.length;
    const refreshed = await t.admin.get('/sys/dict/refleshCache');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ success: true, message: '刷新缓存完成！' });
    expect((await t.admin.get('/sys/dict/refleshCache', 'en-US')).body.message).toBe('Cache refreshed!');
    await socket.next((m) => dictChanged(m) && socket.messages.indexOf(m) >= before);
  });

  describe.runIf(!!process.env.REDIS_URL)('several instances', () => {
    it("empties this instance's cache when another instance announces a change", async () => {
      await businessTypes(); // warm this instance's cache
      await t.app.db
        .insertInto('sys_dict_item')
        .values({
          id: 'd'.repeat(32),
          dict_id: businessTypeId,
          item_value: 'elsewhere_type',
          item_text: '别处业务',
          item_text_en: 'Elsewhere',
          sort_order: 98,
          status: '1',
        })
        .execute();
      expect(await businessTypes()).not.toContain('elsewhere_type');
      const before = socket.messages.length;
      // What another instance's announceDictChange sends on the shared channel.
      await t.app.redis!.publish(
        `${t.app.redisPrefix}notice`,
        JSON.stringify({ kind: 'all', push: { cmd: DICT_CHANGED_COMMAND, msgTxt: '' } }),
      );
      await socket.next((m) => dictChanged(m) && socket.messages.indexOf(m) >= before);
      expect(await businessTypes()).toContain('elsewhere_type');
    });
  });
});
