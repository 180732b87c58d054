import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_PATTERN } from '../../shared/validation/password';
import { generatePassword } from './passwords';
import { passwordPolicyProblem } from './password-policy';
import { isCommonPassword } from './common-passwords';

describe('password policy', () => {
  it.each([
    'Password1!',
    'P@ssw0rd',
    'Admin@123',
    'Qwerty123!',
    '1qaz@WSX',
    'Aa123456!',
    'PASSWORD1!',
    'Iloveyou2024!',
    'Dragon#99',
  ])('refuses the common password %s although it passes the format rule', (password) => {
    expect(NEW_PASSWORD_PATTERN.test(password)).toBe(true);
    expect(passwordPolicyProblem(password, {})?.['zh-CN']).toBe('该密码过于常见，容易被猜中，请换一个!');
  });

  it('accepts passwords that are not common', () => {
    for (const password of ['Kq7#vLm2pZ', 'Trellis-Orbit-42?', 'zx8!Wmbq-Tr4'])
      expect(passwordPolicyProblem(password, { username: 'alice' })).toBeNull();
    // The generator of one-time passwords never produces a refused one in practice.
    for (let i = 0; i < 50; i++) expect(isCommonPassword(generatePassword())).toBe(false);
  });

  it('refuses the username inside the password in any case', () => {
    expect(passwordPolicyProblem('xX-AliceSmith-9!', { username: 'alicesmith' })?.['en-US']).toBe(
      'The password must not contain the username!',
    );
    expect(passwordPolicyProblem('Zq9!zq9!BOB', { username: 'bob' })?.['zh-CN']).toBe('密码不能包含用户名!');
  });

  it('refuses the current password as the new one', () => {
    expect(passwordPolicyProblem('Kq7#vLm2pZ', { oldPassword: 'Kq7#vLm2pZ' })?.['zh-CN']).toBe(
      '新密码不能与旧密码相同!',
    );
    expect(passwordPolicyProblem('Kq7#vLm2pZ', { oldPassword: 'kq7#vLm2pZ' })).toBeNull();
  });
});
