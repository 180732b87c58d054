/**
 * The shell's texts as settings: GET /sys/config/shellTexts is open and answers the
 * header/footer texts in the request language (seeded with the texts the shell had in code);
 * administrators edit them through the sys_config entity (list/edit), everyone else gets 403;
 * keys and names are read-only, an empty Chinese text is refused, an empty English one falls back.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Api } from '../fixtures/crud-helpers';
import { describeOnOneBackend } from './helpers/suite';

describeOnOneBackend('shell texts as admin settings', (t) => {
  let staff: Api;
  let customer: Api;
  const read = async (lang: string) => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/sys/config/shellTexts',
      headers: { 'accept-language': lang },
    });
    return { status: r.statusCode, body: r.json() as { success: boolean; result: Record<string, string> } };
  };
  const rowOf = (key: string) =>
    t.app.db.selectFrom('sys_config').selectAll().where('config_key', '=', key).executeTakeFirstOrThrow();

  beforeAll(async () => {
    staff = await t.as(t.seed.staff.username, t.seed.staff.password);
    customer = await t.as(t.seed.customer.username, t.seed.customer.password);
  });

  it('answers the seeded texts without a token, in the request language', async () => {
    const zh = await read('zh-CN');
    expect(zh.status).toBe(200);
    expect(zh.body.result).toEqual({
      platformTitle: 'CertDesk 客户服务平台',
      platformDescription: '认证、检验、检测与评价一站式在线服务',
      hotline: '请联系您的客户经理',
      footerCompany: '中国船级社质量认证有限公司',
      logoAlt: 'CertDesk 标志',
    });
    const en = await read('en-US');
    expect(en.body.result.platformTitle).toBe('CertDesk Customer Service Platform');
    expect(en.body.result.footerCompany).toBe('China Classification Society Certification Co., Ltd.');
  });

  it('lists the settings to administrators only, in their order', async () => {
    const list = await t.admin.get('/sys/config/list?column=sortNo&order=asc', 'en-US');
    expect(list.status).toBe(200);
    expect(list.body.result.records.map((r: { configKey: string }) => r.configKey)).toEqual([
      'platformTitle',
      'platformDescription',
      'hotline',
      'footerCompany',
      'logoAlt',
      // The certificate reminders' texts and recipients (migration 0480), after the shell's.
      'certReminderTitle',
      'certReminderContent',
      'certReminderRecipients',
    ]);
    expect((await staff.get('/sys/config/list')).status).toBe(403);
    expect((await customer.get('/sys/config/list')).status).toBe(403);
  });

  it('an administrator edits the hotline; the read answers it in each language', async () => {
    const row = await rowOf('hotline');
    const saved = await t.admin.send('PUT', '/sys/config/edit', {
      id: row.id,
      value: '400-820-8899 转 1',
      valueEn: '+86 400-820-8899 ext. 1',
    });
    expect(saved.status).toBe(200);
    expect((await read('zh-CN')).body.result.hotline).toBe('400-820-8899 转 1');
    expect((await read('en-US')).body.result.hotline).toBe('+86 400-820-8899 ext. 1');

    // An empty English text: the English interface shows the Chinese one.
    expect(
      (await t.admin.send('PUT', '/sys/config/edit', { id: row.id, value: '400-820-8899', valueEn: null }))
        .status,
    ).toBe(200);
    expect((await read('en-US')).body.result.hotline).toBe('400-820-8899');
  });

  it('refuses others (403), an empty Chinese text (422), and a changed key or name', async () => {
    const row = await rowOf('platformTitle');
    expect((await staff.send('PUT', '/sys/config/edit', { id: row.id, value: '被改了' })).status).toBe(403);
    expect((await customer.send('PUT', '/sys/config/edit', { id: row.id, value: '被改了' })).status).toBe(
      403,
    );
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/sys/config/edit',
      payload: { id: row.id, value: '被改了' },
    });
    expect(anonymous.statusCode).toBe(401);

    const empty = await t.admin.send('PUT', '/sys/config/edit', { id: row.id, value: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.result.some((e: { field: string }) => e.field === 'value')).toBe(true);

    const renamed = await t.admin.send('PUT', '/sys/config/edit', {
      id: row.id,
      configKey: 'somethingElse',
      value: 'X',
    });
    expect(renamed.status).toBe(422);
    // No add or delete: the keys are fixed by the code.
    expect(
      (await t.admin.send('POST', '/sys/config/add', { configKey: 'x', title: 'x', value: 'x' })).status,
    ).toBe(404);
    expect((await t.admin.send('DELETE', `/sys/config/delete?id=${row.id}`)).status).toBe(404);

    expect((await rowOf('platformTitle')).config_value).toBe('CertDesk 客户服务平台');
    expect((await rowOf('platformTitle')).config_key).toBe('platformTitle');
  });
});
