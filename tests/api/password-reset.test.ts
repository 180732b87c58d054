/**
 * Forgot password against a real SMTP server on loopback: the code is read from the mail
 * it received. Reset end to end (open sessions end), single use, expiry, the 5-try limit, the same
 * answer for unknown and frozen accounts, the password rules, and the limits per account and address.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeOnOneBackend, useTestApp } from './helpers/suite';
import { backends } from './helpers/test-app';
import { addCustomer, type TestUser } from './helpers/recovery-users';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox';

const inbox: SmtpInbox = await startSmtpInbox();
afterAll(() => inbox.close());

const NEW_PASSWORD = 'Fresh#Pass2026';
// One inbox serves the suites of every backend: each user gets an address no other suite mails, or a
// suite would read the code another backend's suite was sent.
let mailboxSeq = 0;

interface Answer {
  status: number;
  body: { success: boolean; code: number; message: string; result: unknown };
}

describeOnOneBackend(
  'password reset by mail',
  (t) => {
    async function post(url: string, payload: object, lang = 'zh-CN'): Promise<Answer> {
      const r = await t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': lang } });
      return { status: r.statusCode, body: r.json() };
    }

    /** The code of the newest mail to `email`, waiting until `count` mails have arrived for it. */
    async function mailedCode(email: string, count = 1): Promise<string> {
      const mail = await vi.waitFor(
        () => {
          const mails = inbox.to(email);
          if (mails.length < count) throw new Error(`no mail to ${email} yet`);
          return mails[count - 1]!;
        },
        { timeout: 15_000, interval: 50 },
      );
      const code = /(\d{6})/.exec(mail.text)?.[1];
      if (!code) throw new Error(`no code in the mail: ${mail.text}`);
      return code;
    }

    async function userWithMail(name: string): Promise<TestUser> {
      return addCustomer(t.app.db, name, { email: `${name}.${++mailboxSeq}@example.com` });
    }

    async function resetToken(user: TestUser): Promise<string> {
      expect((await post('/sys/user/sendResetCode', { account: user.username })).status).toBe(200);
      const code = await mailedCode(user.email!);
      const checked = await post('/sys/user/checkResetCode', { account: user.username, code });
      expect(checked.status, checked.body.message).toBe(200);
      return (checked.body.result as { resetToken: string }).resetToken;
    }

    it('mails a code, trades it for a reset token, sets the new password and ends every open session', async () => {
      const user = await userWithMail('reset_flow');
      const oldToken = await t.login(user.username, user.password);
      const before = await t.app.inject({
        method: 'GET',
        url: '/sys/permission/getCustomerMenu',
        headers: { 'x-access-token': oldToken },
      });
      expect(before.statusCode).toBe(200);

      const sent = await post('/sys/user/sendResetCode', { account: user.username });
      expect(sent.status).toBe(200);
      expect(sent.body.message).toBe('如果该账号存在并已绑定邮箱，验证码已发送到该邮箱，10分钟内有效');
      const code = await mailedCode(user.email!);
      const mail = inbox.to(user.email!)[0]!;
      expect(mail.text).toContain(`验证码：${code}`);
      expect(mail.text).toContain(user.username);
      // The stored row holds a hash, never the code itself.
      const row = await t.app.db
        .selectFrom('sys_reset_code')
        .selectAll()
        .where('target', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.code_hash).not.toContain(code);
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);

      const checked = await post('/sys/user/checkResetCode', { account: user.username, code });
      expect(checked.status).toBe(200);
      const { resetToken } = checked.body.result as { resetToken: string };
      expect(resetToken.length).toBeGreaterThanOrEqual(40);

      const changed = await post('/sys/user/passwordChange', {
        resetToken,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(changed.status, changed.body.message).toBe(200);
      expect(changed.body.message).toBe('密码重置成功，请使用新密码登录');

      const after = await t.app.inject({
        method: 'GET',
        url: '/sys/permission/getCustomerMenu',
        headers: { 'x-access-token': oldToken },
      });
      expect(after.statusCode).toBe(401);
      await expect(t.login(user.username, user.password)).rejects.toThrow(/401/);
      expect(await t.login(user.username, NEW_PASSWORD)).toBeTruthy();

      // The reset token is spent.
      const again = await post('/sys/user/passwordChange', {
        resetToken,
        password: 'Other#Pass2026',
        confirmPassword: 'Other#Pass2026',
      });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('重置凭证无效或已过期，请重新获取验证码');
    });

    it('takes the email address (any letter case) as the account too', async () => {
      const user = await userWithMail('reset_by_mail');
      const shouted = user
        .email!.replace('reset_by_mail', 'Reset_By_Mail')
        .replace('example.com', 'Example.com');
      expect((await post('/sys/user/sendResetCode', { account: shouted })).status).toBe(200);
      const code = await mailedCode(user.email!);
      const checked = await post('/sys/user/checkResetCode', { account: user.email!, code });
      expect(checked.status).toBe(200);
    });

    it('refuses a code used once already', async () => {
      const user = await userWithMail('reset_reuse');
      await post('/sys/user/sendResetCode', { account: user.username });
      const code = await mailedCode(user.email!);
      expect((await post('/sys/user/checkResetCode', { account: user.username, code })).status).toBe(200);
      const reused = await post('/sys/user/checkResetCode', { account: user.username, code });
      expect(reused.status).toBe(422);
      expect(reused.body.message).toBe('验证码错误或已失效');
      expect(reused.body.result).toEqual([{ field: 'code', message: '验证码错误或已失效' }]);
    });

    it('refuses an expired code', async () => {
      const user = await userWithMail('reset_expired');
      await post('/sys/user/sendResetCode', { account: user.username });
      const code = await mailedCode(user.email!);
      await t.app.db
        .updateTable('sys_reset_code')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('target', '=', user.id)
        .execute();
      const late = await post('/sys/user/checkResetCode', { account: user.username, code }, 'en-US');
      expect(late.status).toBe(422);
      expect(late.body.message).toBe('The verification code is wrong or no longer valid');
    });

    it('kills the code after 5 wrong tries, even for the right code afterwards', async () => {
      const user = await userWithMail('reset_tries');
      await post('/sys/user/sendResetCode', { account: user.username });
      const code = await mailedCode(user.email!);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++)
        expect((await post('/sys/user/checkResetCode', { account: user.username, code: wrong })).status).toBe(
          422,
        );
      const row = await t.app.db
        .selectFrom('sys_reset_code')
        .select('failed_tries')
        .where('target', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.failed_tries).toBe(4);
      // Four wrong tries leave the right code working; the fifth wrong one ends it.
      expect((await post('/sys/user/checkResetCode', { account: user.username, code: wrong })).status).toBe(
        422,
      );
      const right = await post('/sys/user/checkResetCode', { account: user.username, code });
      expect(right.status).toBe(422);
      expect(right.body.message).toBe('验证码错误或已失效');
    });

    it('answers an unknown, a mail-less and a frozen account exactly as a real one, and mails none of them', async () => {
      const real = await userWithMail('reset_same');
      const frozen = await addCustomer(t.app.db, 'reset_frozen', {
        email: 'reset_frozen@example.com',
        status: '2',
      });
      const noMail = await addCustomer(t.app.db, 'reset_nomail');
      const answers = [];
      for (const account of [
        'nobody_here',
        'nobody@example.com',
        frozen.username,
        noMail.username,
        real.username,
      ]) {
        const { status, body } = await post('/sys/user/sendResetCode', { account });
        answers.push({
          status,
          success: body.success,
          code: body.code,
          message: body.message,
          result: body.result,
        });
      }
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      await mailedCode(real.email!);
      // The others were looked at before the real one's mail went (one background queue per request, in order).
      await vi.waitFor(async () => {
        const codes = await t.app.db
          .selectFrom('sys_reset_code')
          .select('target')
          .where('target', 'in', [frozen.id, noMail.id])
          .execute();
        expect(codes).toEqual([]);
      });
      expect(inbox.to(frozen.email!)).toEqual([]);
      // A code for an unknown account cannot be checked either, with the one message.
      const unknown = await post('/sys/user/checkResetCode', { account: 'nobody_here', code: '123456' });
      expect(unknown.status).toBe(422);
      expect(unknown.body.message).toBe('验证码错误或已失效');
    });

    it('mails nothing to an email its account never verified, by username or by that email, with the same answer', async () => {
      const email = `reset_unverified.${++mailboxSeq}@example.com`;
      const unverified = await addCustomer(t.app.db, 'reset_unverified', { email, emailVerified: false });
      const real = await userWithMail('reset_verified');
      const answers = [];
      for (const account of [unverified.username, email.toUpperCase(), real.username]) {
        const { status, body } = await post('/sys/user/sendResetCode', { account });
        answers.push({
          status,
          success: body.success,
          code: body.code,
          message: body.message,
          result: body.result,
        });
      }
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      await mailedCode(real.email!);
      await vi.waitFor(async () => {
        const codes = await t.app.db
          .selectFrom('sys_reset_code')
          .select('target')
          .where('target', '=', unverified.id)
          .execute();
        expect(codes).toEqual([]);
      });
      expect(inbox.to(email)).toEqual([]);
      const checked = await post('/sys/user/checkResetCode', { account: email, code: '123456' });
      expect(checked.status).toBe(422);
    });

    it('refuses a weak or mismatched new password with the rule text and keeps the token usable', async () => {
      const user = await userWithMail('reset_weak');
      const token = await resetToken(user);
      const weak = await post('/sys/user/passwordChange', {
        resetToken: token,
        password: 'abc12345',
        confirmPassword: 'abc12345',
      });
      expect(weak.status).toBe(422);
      expect(weak.body.message).toBe('密码由8位数字、大小写字母和特殊符号组成!');
      const named = await post('/sys/user/passwordChange', {
        resetToken: token,
        password: 'Reset_weak#2026',
        confirmPassword: 'Reset_weak#2026',
      });
      expect(named.status).toBe(422);
      expect(named.body.message).toBe('密码不能包含用户名!');
      const mismatch = await post('/sys/user/passwordChange', {
        resetToken: token,
        password: NEW_PASSWORD,
        confirmPassword: `${NEW_PASSWORD}x`,
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.result).toEqual([{ field: 'confirmPassword', message: '两次输入的密码不一样！' }]);
      const missing = await post('/sys/user/passwordChange', { resetToken: token }, 'en-US');
      expect(missing.body.result).toEqual([
        { field: 'password', message: 'Please enter the new password!' },
        { field: 'confirmPassword', message: 'Please confirm the new password!' },
      ]);
      const good = await post('/sys/user/passwordChange', {
        resetToken: token,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(good.status).toBe(200);
    });

    it('sends at most one code a minute per account, whether or not it exists', async () => {
      const user = await userWithMail('reset_limit');
      for (const account of [user.username, 'reset_limit_nobody']) {
        expect((await post('/sys/user/sendResetCode', { account })).status).toBe(200);
        const second = await post('/sys/user/sendResetCode', { account });
        expect(second.status).toBe(429);
        expect(second.body.message).toBe('验证码发送过于频繁，请稍后再试');
      }
      // Another account from the same address is not held up by it.
      const other = await userWithMail('reset_limit_other');
      expect((await post('/sys/user/sendResetCode', { account: other.username })).status).toBe(200);
    });
  },
  () => ({ config: { smtpUrl: inbox.url } }),
);

describe.each(backends('one'))('password reset limit per address (%s)', (backend) => {
  const t = useTestApp(backend, { config: { smtpUrl: inbox.url, loginRateLimit: 3 } });
  let answers: number[] = [];

  beforeAll(async () => {
    answers = [];
    for (let i = 0; i < 4; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/sys/user/sendResetCode',
        payload: { account: `someone_${i}` },
      });
      answers.push(r.statusCode);
    }
  });

  it('refuses the address after its limit, across accounts', () => {
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});
