/**
 * Proving an email is the account's: the signed-in owner has a code mailed (the outbox, SMTP being
 * unset), types it, and only then does the address count for password recovery. Codes are single
 * use, bound to the address they went to, and at most one account holds an address verified.
 */
import { expect, it, vi } from 'vitest';
import { api } from '../fixtures/crud-helpers';
import { addCustomer } from './helpers/recovery-users';
import { describeOnOneBackend } from './helpers/suite';

describeOnOneBackend('email verification', (t) => {
  /** The code of the newest outbox mail to `email`. */
  async function outboxCode(email: string): Promise<string> {
    const mail = await t.app.db
      .selectFrom('sys_outbox')
      .select(['text', 'subject'])
      .where('recipient', '=', email)
      .orderBy('create_time', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('邮箱验证码');
    const code = /(\d{6})/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in ${mail.text}`);
    return code;
  }

  async function verifiedAt(id: string) {
    const row = await t.app.db
      .selectFrom('sys_user')
      .select('email_verified_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.email_verified_at;
  }

  it('verifies the address with the mailed code, once, and recovery then mails it', async () => {
    const email = `verify.me.${Date.now()}@example.com`;
    const user = await addCustomer(t.app.db, 'verify_me', { email, emailVerified: false });
    const as = api(t.app, await t.login(user.username, user.password));
    expect((await as.get('/sys/user/emailStatus')).body.result).toEqual({ email, verified: false });

    const sent = await as.send('POST', '/sys/user/sendEmailCode');
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('验证码已发送到账号邮箱，30分钟内有效');
    const code = await outboxCode(email);
    const stored = await t.app.db
      .selectFrom('sys_email_code')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);

    const wrong = await as.send('POST', '/sys/user/verifyEmail', {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('验证码错误或已失效');
    expect(await verifiedAt(user.id)).toBeNull();

    const right = await as.send('POST', '/sys/user/verifyEmail', { code });
    expect(right.status).toBe(200);
    expect(right.body.message).toBe('邮箱验证成功');
    expect(await verifiedAt(user.id)).not.toBeNull();
    expect((await as.get('/sys/user/emailStatus')).body.result).toEqual({ email, verified: true });
    expect((await as.send('POST', '/sys/user/verifyEmail', { code })).status).toBe(422);

    // After: recovery by the verified address mails a reset code to it.
    expect((await as.send('POST', '/sys/user/sendResetCode', { account: email.toUpperCase() })).status).toBe(
      200,
    );
    // The answer comes before the work (the same answer for any account): the code is stored, then the
    // mail queued, each in its own step, so wait for both as the user would wait for the mail.
    await vi.waitFor(async () => {
      const reset = await t.app.db
        .selectFrom('sys_reset_code')
        .select('id')
        .where('target', '=', user.id)
        .execute();
      expect(reset).toHaveLength(1);
      const mails = await t.app.db
        .selectFrom('sys_outbox')
        .select('subject')
        .where('recipient', '=', email)
        .execute();
      expect(mails.map((m) => m.subject).sort()).toEqual(['密码重置验证码', '邮箱验证码']);
    });
  });

  it('does not verify an address the account changed after the code was mailed', async () => {
    const email = `changing.${Date.now()}@example.com`;
    const user = await addCustomer(t.app.db, 'verify_changing', { email, emailVerified: false });
    const as = api(t.app, await t.login(user.username, user.password));
    expect((await as.send('POST', '/sys/user/sendEmailCode')).status).toBe(200);
    const code = await outboxCode(email);
    await t.app.db
      .updateTable('sys_user')
      .set({ email: `other.${email}` })
      .where('id', '=', user.id)
      .execute();
    expect((await as.send('POST', '/sys/user/verifyEmail', { code })).status).toBe(422);
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('lets only one account hold an address verified (older rows may share one)', async () => {
    const email = `shared.${Date.now()}@example.com`;
    const first = await addCustomer(t.app.db, 'verify_shared1', { email, emailVerified: false });
    const second = await addCustomer(t.app.db, 'verify_shared2', {
      email: email.toUpperCase(),
      emailVerified: false,
    });
    const asFirst = api(t.app, await t.login(first.username, first.password));
    const asSecond = api(t.app, await t.login(second.username, second.password));
    expect((await asFirst.send('POST', '/sys/user/sendEmailCode')).status).toBe(200);
    expect(
      (await asFirst.send('POST', '/sys/user/verifyEmail', { code: await outboxCode(email) })).status,
    ).toBe(200);
    expect((await asSecond.send('POST', '/sys/user/sendEmailCode')).status).toBe(200);
    const refused = await asSecond.send('POST', '/sys/user/verifyEmail', {
      code: await outboxCode(email.toUpperCase()),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('该邮箱已被其他账号使用');
    expect(await verifiedAt(second.id)).toBeNull();
  });

  it('refuses an administrator giving a user an email another account holds, on add and on edit', async () => {
    const email = `held.${Date.now()}@example.com`;
    await addCustomer(t.app.db, 'verify_holder', { email, emailVerified: false });
    const admin = api(t.app, await t.adminToken());
    const user = { username: 'mailclash', realname: 'Mail clash', password: 'Clash#Pass2026' };
    const refused = await admin.send('POST', '/sys/user/add', { ...user, email: email.toUpperCase() });
    expect(refused.status).toBe(409);
    expect(refused.body.result).toEqual([{ field: 'email', message: '该邮箱已被其他账号使用' }]);
    const added = await admin.send('POST', '/sys/user/add', { ...user, email: `free.${email}` });
    expect(added.status).toBe(200);
    const id = (
      await t.app.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', 'mailclash')
        .executeTakeFirstOrThrow()
    ).id;
    const edited = await admin.send('PUT', '/sys/user/edit', { id, realname: 'Mail clash', email });
    expect(edited.status).toBe(409);
  });

  it('needs a signed-in user and an address', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/sys/user/sendEmailCode' })).statusCode).toBe(401);
    const user = await addCustomer(t.app.db, 'verify_nomail');
    const as = api(t.app, await t.login(user.username, user.password));
    const r = await as.send('POST', '/sys/user/sendEmailCode');
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('请先为账号填写邮箱');
  });
});
