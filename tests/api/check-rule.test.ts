/**
 * Check rules (SPEC §5 "rule check sends ruleCode and encoded value", §7 /sys/checkRule/checkByCode):
 * an admin defines a reusable rule (code, name, pattern, message in both languages) on the 编码校验规则
 * screen; its pattern must run on the linear-time engine; any signed-in user's form asks
 * checkByCode whether a value passes and reads the rule's own message when it does not.
 */
import { beforeAll, expect, it } from 'vitest';
import { api, type Api } from '../fixtures/crud-helpers';
import { describeOnOneBackend } from './helpers/suite';

describeOnOneBackend('check rules', (t) => {
  let customer: Api;

  beforeAll(async () => {
    customer = api(t.app, await t.login(t.seed.customer.username, t.seed.customer.password));
    const added = await t.admin.send('POST', '/sys/checkRule/add', {
      ruleName: '证书编号',
      ruleCode: 'cert_no',
      pattern: '^[A-Z]{2}\\d{6}$',
      message: '证书编号为2位大写字母加6位数字!',
      messageEn: 'A certificate number is 2 capital letters and 6 digits!',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  });

  const check = (code: string, value: string, lang?: string) =>
    customer.get(
      `/sys/checkRule/checkByCode?ruleCode=${encodeURIComponent(code)}&value=${encodeURIComponent(value)}`,
      lang,
    );

  it('answers pass or fail with the rule message, in the request language', async () => {
    expect(await check('cert_no', 'CN123456')).toMatchObject({
      status: 200,
      body: { success: true, message: '校验通过' },
    });
    expect(await check('cert_no', 'CN12345')).toMatchObject({
      status: 422,
      body: { success: false, message: '证书编号为2位大写字母加6位数字!' },
    });
    expect((await check('cert_no', 'cn123456', 'en-US')).body.message).toBe(
      'A certificate number is 2 capital letters and 6 digits!',
    );
  });

  it('refuses an unknown code (404) and a call without code or value (400)', async () => {
    expect(await check('no_such_rule', 'x')).toMatchObject({
      status: 404,
      body: { message: '该编码不存在' },
    });
    expect((await customer.get('/sys/checkRule/checkByCode?ruleCode=cert_no')).status).toBe(400);
    expect((await customer.get('/sys/checkRule/checkByCode?value=x')).status).toBe(400);
  });

  it('refuses to save a pattern the linear-time engine cannot run, and runs nested repeats in linear time', async () => {
    const lookahead = await t.admin.send('POST', '/sys/checkRule/add', {
      ruleName: '断言',
      ruleCode: 'look',
      pattern: '^(?=a)a$',
      message: '不对',
    });
    expect(lookahead.status).toBe(422);
    expect(lookahead.body.result).toEqual([
      { field: 'pattern', message: '正则表达式无法使用：请检查语法（不支持反向引用和前后断言）' },
    ]);
    const broken = await t.admin.send('POST', '/sys/checkRule/add', {
      ruleName: '括号',
      ruleCode: 'broken',
      pattern: '([a-z',
      message: '不对',
    });
    expect(broken.status).toBe(422);

    // A pattern that backtracks catastrophically on JavaScript's engine answers at once here.
    expect(
      (
        await t.admin.send('POST', '/sys/checkRule/add', {
          ruleName: '嵌套',
          ruleCode: 'nested',
          pattern: '^(a+)+$',
          message: '只能是a',
        })
      ).status,
    ).toBe(200);
    const started = Date.now();
    expect(await check('nested', `${'a'.repeat(1000)}!`)).toMatchObject({
      status: 422,
      body: { message: '只能是a' },
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('is managed by admins only: the screen, its list and its writes', async () => {
    expect((await t.admin.get('/sys/schema/page/sys-check-rule-list')).status).toBe(200);
    expect((await customer.get('/sys/schema/page/sys-check-rule-list')).status).toBe(403);
    const list = await t.admin.get('/sys/checkRule/list?ruleCode=cert_no');
    expect(list.body.result.records.map((r: { ruleCode: string }) => r.ruleCode)).toContain('cert_no');
    expect(
      (
        await customer.send('POST', '/sys/checkRule/add', {
          ruleName: 'x',
          ruleCode: 'x',
          pattern: 'x',
          message: 'x',
        })
      ).status,
    ).toBe(403);
    const menu = await t.admin.get('/sys/permission/getCustomerMenu');
    expect(JSON.stringify(menu.body.result.menu)).toContain('/system/checkRule');
  });
});
