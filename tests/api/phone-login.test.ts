/**
 * Phone login with the default SMS provider: the code is read from the outbox table, which
 * administrators also read through GET /sys/outbox/list (customers get 403). The answer has the
 * shape of /sys/login's; unknown number and wrong code share one message; one code a minute per
 * number; a frozen account is refused like /sys/login.
 */
import { expect, it, vi } from 'vitest';
import { describeOnOneBackend } from './helpers/suite';
import { addCustomer, type TestUser } from './helpers/recovery-users';
import { encryptUserccs } from '../../src/shared/auth/userccs';

interface Answer {
  status: number;
  body: {
    success: boolean;
    code: number;
    message: string;
    result: Record<string, unknown> | null;
    timestamp?: number;
  };
}

describeOnOneBackend('phone login', (t) => {
  async function post(url: string, payload: object, lang = 'zh-CN'): Promise<Answer> {
    const r = await t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': lang } });
    return { status: r.statusCode, body: r.json() };
  }

  /** The code of the newest SMS to the number, read from the outbox once it is there. */
  async function smsCode(mobile: string, count = 1): Promise<string> {
    const rows = await vi.waitFor(
      async () => {
        const found = await t.app.db
          .selectFrom('sys_outbox')
          .selectAll()
          .where('recipient', '=', mobile)
          .where('channel', '=', 'sms')
          .orderBy('create_time')
          .execute();
        if (found.length < count) throw new Error(`no SMS to ${mobile} yet`);
        return found;
      },
      { timeout: 15_000, interval: 50 },
    );
    const code = /(\d{6})/.exec(rows[count - 1]!.text)?.[1];
    if (!code) throw new Error('no code in the SMS');
    return code;
  }

  function withPhone(name: string, mobile: string, status: '1' | '2' = '1'): Promise<TestUser> {
    return addCustomer(t.app.db, name, { phone: mobile, status });
  }

  it('logs in with the texted code and answers like /sys/login', async () => {
    const user = await withPhone('phone_ok', '13900000001');
    const sent = await post('/sys/sms', { mobile: user.phone! });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('如果该手机号已注册，验证码已发送，5分钟内有效');
    const code = await smsCode(user.phone!);

    const phone = await post('/sys/phoneLogin', { mobile: user.phone!, captcha: code });
    expect(phone.status).toBe(200);
    expect(phone.body).toMatchObject({ success: true, code: 200, message: '登录成功' });

    const keys = (await t.app.inject({ method: 'GET', url: '/sys/getEncryptedString' })).json().result as {
      key: string;
      iv: string;
    };
    const password = await post('/sys/login', {
      userccs: encryptUserccs({ username: user.username, password: user.password }, keys.key, keys.iv),
    });
    expect(password.status).toBe(200);
    expect(Object.keys(phone.body.result!).sort()).toEqual(Object.keys(password.body.result!).sort());
    const userInfo = phone.body.result!.userInfo as Record<string, unknown>;
    expect(Object.keys(userInfo).sort()).toEqual(
      Object.keys(password.body.result!.userInfo as object).sort(),
    );
    expect(userInfo).toMatchObject({ username: 'phone_ok', phone: '13900000001' });

    // The token works, and the login log has the entry.
    const menu = await t.app.inject({
      method: 'GET',
      url: '/sys/permission/getCustomerMenu',
      headers: { 'x-access-token': String(phone.body.result!.token) },
    });
    expect(menu.statusCode).toBe(200);
    const log = await t.app.db
      .selectFrom('sys_login_log')
      .select(['success', 'message'])
      .where('user_id', '=', user.id)
      .orderBy('create_time')
      .execute();
    expect(log[0]).toEqual({ success: true, message: 'success' });

    // Used once: the same code again is refused.
    const again = await post('/sys/phoneLogin', { mobile: user.phone!, captcha: code });
    expect(again.status).toBe(401);
  });

  it('shows the texts in the outbox to administrators, and refuses customers', async () => {
    const user = await withPhone('phone_outbox', '13900000002');
    await post('/sys/sms', { mobile: user.phone! });
    const code = await smsCode(user.phone!);
    const list = await t.admin.get(`/sys/outbox/list?to=${user.phone!}`);
    expect(list.status).toBe(200);
    expect(list.body.result.records).toHaveLength(1);
    expect(list.body.result.records[0]).toMatchObject({ to: '13900000002', channel: 'sms', subject: null });
    expect(list.body.result.records[0].text).toContain(code);
    expect(list.body.result.records[0].createTime).toBeTruthy();
    expect(list.body.result).toMatchObject({ total: 1, current: 1 });

    const customer = await t.as(t.seed.customer.username, t.seed.customer.password);
    expect((await customer.get('/sys/outbox/list')).status).toBe(403);
    // Read-only: no add, edit or delete routes.
    expect((await t.admin.send('POST', '/sys/outbox/add', { to: 'x', text: 'y' })).status).toBe(404);
    expect(
      (await t.admin.send('DELETE', `/sys/outbox/delete?id=${list.body.result.records[0].id as string}`))
        .status,
    ).toBe(404);
  });

  it('gives an unknown number and a wrong code one message', async () => {
    const user = await withPhone('phone_wrong', '13900000003');
    await post('/sys/sms', { mobile: user.phone! });
    const code = await smsCode(user.phone!);
    const wrongCode = await post('/sys/phoneLogin', {
      mobile: user.phone!,
      captcha: code === '000000' ? '111111' : '000000',
    });
    const unknown = await post('/sys/phoneLogin', { mobile: '13999999999', captcha: code });
    expect(wrongCode.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongCode.body.message).toBe('手机号或验证码错误');
    expect({ ...unknown.body, timestamp: 0 }).toEqual({ ...wrongCode.body, timestamp: 0 });
    const en = await post('/sys/phoneLogin', { mobile: '13999999999', captcha: '123456' }, 'en-US');
    expect(en.body.message).toBe('Incorrect mobile number or verification code');
    // An unknown number is answered like a known one when asking for a code, and no code is texted.
    const unknownSms = await post('/sys/sms', { mobile: '13999999998' });
    expect(unknownSms.status).toBe(200);
    expect(unknownSms.body.message).toBe('如果该手机号已注册，验证码已发送，5分钟内有效');
  });

  it('checks the mobile rule of SPEC §5', async () => {
    const bad = await post('/sys/sms', { mobile: '12345' });
    expect(bad.status).toBe(422);
    expect(bad.body.result).toEqual([{ field: 'mobile', message: '请输入正确的手机号码!' }]);
  });

  it('refuses a second code within 60 seconds for the same number, known or not', async () => {
    const user = await withPhone('phone_resend', '13900000004');
    for (const mobile of [user.phone!, '13900000099']) {
      expect((await post('/sys/sms', { mobile })).status).toBe(200);
      const second = await post('/sys/sms', { mobile });
      expect(second.status).toBe(429);
      expect(second.body.message).toBe('验证码发送过于频繁，请稍后再试');
    }
  });

  it('ends the code after 5 wrong tries', async () => {
    const user = await withPhone('phone_tries', '13900000005');
    await post('/sys/sms', { mobile: user.phone! });
    const code = await smsCode(user.phone!);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await post('/sys/phoneLogin', { mobile: user.phone!, captcha: wrong })).status).toBe(401);
    expect((await post('/sys/phoneLogin', { mobile: user.phone!, captcha: code })).status).toBe(401);
  });

  it('refuses a frozen account like /sys/login, after the code was right', async () => {
    const user = await withPhone('phone_frozen', '13900000006', '2');
    await post('/sys/sms', { mobile: user.phone! });
    const code = await smsCode(user.phone!);
    const frozen = await post('/sys/phoneLogin', { mobile: user.phone!, captcha: code });
    expect(frozen.status).toBe(403);
    expect(frozen.body.message).toBe('该用户已冻结');
    const log = await t.app.db
      .selectFrom('sys_login_log')
      .select(['success', 'message'])
      .where('user_id', '=', user.id)
      .execute();
    expect(log).toEqual([{ success: false, message: 'frozen' }]);
  });
});
