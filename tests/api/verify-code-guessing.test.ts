/**
 * A verification code dies after five wrong tries however many guesses arrive at once, from however
 * many addresses: a reset code (trades for a password reset) and an SMS login code (signs in with no
 * password at all). Each burst comes from a hundred addresses, so the per-address limit is not what
 * stops it; on PostgreSQL the guesses really overlap.
 */
import { expect, it } from 'vitest';
import { issueCode, MAX_WRONG_TRIES, type CodePurpose } from '../../src/server/modules/recovery/verify-codes';
import { describeOnOneBackend } from './helpers/suite';
import { addCustomer } from './helpers/recovery-users';

const BURST = 100;

describeOnOneBackend('verification code guessing', (t) => {
  function otherCode(code: string): (i: number) => string {
    return (i) => {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      return guess === code ? String((Number(code) + 500_000) % 1_000_000).padStart(6, '0') : guess;
    };
  }

  async function burst(
    url: string,
    payload: (guess: string) => object,
    guesses: (i: number) => string,
  ): Promise<number[]> {
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url,
          payload: payload(guesses(i)),
          remoteAddress: `10.20.${i >> 8}.${i & 255}`,
        }),
      ),
    );
    return answers.map((r) => r.statusCode);
  }

  async function triesSpent(purpose: CodePurpose, target: string): Promise<number> {
    const row = await t.app.db
      .selectFrom('sys_reset_code')
      .select('failed_tries')
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .executeTakeFirstOrThrow();
    return row.failed_tries;
  }

  it(`compares at most ${MAX_WRONG_TRIES} of ${BURST} concurrent wrong reset-code guesses, and the right code is dead after`, async () => {
    const user = await addCustomer(t.app.db, 'guess_reset', { email: 'guess_reset@example.com' });
    const code = await issueCode(t.app, 'password_reset', user.id);
    const statuses = await burst(
      '/sys/user/checkResetCode',
      (guess) => ({ account: user.username, code: guess }),
      otherCode(code),
    );
    expect(new Set(statuses)).toEqual(new Set([422]));
    expect(await triesSpent('password_reset', user.id)).toBe(MAX_WRONG_TRIES);
    const right = await t.app.inject({
      method: 'POST',
      url: '/sys/user/checkResetCode',
      payload: { account: user.username, code },
    });
    expect(right.statusCode).toBe(422);
    expect(right.json().message).toBe('验证码错误或已失效');
  });

  it(`compares at most ${MAX_WRONG_TRIES} of ${BURST} concurrent wrong SMS-login guesses, and the right code cannot sign in after`, async () => {
    const mobile = '13900009901';
    await addCustomer(t.app.db, 'guess_phone', { phone: mobile });
    const code = await issueCode(t.app, 'phone_login', mobile);
    const statuses = await burst('/sys/phoneLogin', (guess) => ({ mobile, captcha: guess }), otherCode(code));
    expect(new Set(statuses)).toEqual(new Set([401]));
    expect(await triesSpent('phone_login', mobile)).toBe(MAX_WRONG_TRIES);
    const right = await t.app.inject({
      method: 'POST',
      url: '/sys/phoneLogin',
      payload: { mobile, captcha: code },
    });
    expect(right.statusCode).toBe(401);
    expect(right.json().message).toBe('手机号或验证码错误');
  });

  it('still signs in with the right code after four wrong ones sent together', async () => {
    const mobile = '13900009902';
    await addCustomer(t.app.db, 'guess_phone_ok', { phone: mobile });
    const code = await issueCode(t.app, 'phone_login', mobile);
    const wrong = otherCode(code);
    const answers = await Promise.all(
      Array.from({ length: MAX_WRONG_TRIES - 1 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/sys/phoneLogin',
          payload: { mobile, captcha: wrong(i) },
          remoteAddress: `10.21.0.${i}`,
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(MAX_WRONG_TRIES - 1).fill(401));
    const right = await t.app.inject({
      method: 'POST',
      url: '/sys/phoneLogin',
      payload: { mobile, captcha: code },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().message).toBe('登录成功');
  });
});
