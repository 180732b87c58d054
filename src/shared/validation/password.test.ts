import { describe, expect, it } from 'vitest';
import { checkNewPassword, passwordContainsUsername, validateChangePassword } from './password';

describe('change password rules (SPEC §5)', () => {
  it('accepts a password with a letter, a digit and a symbol, 8 or more long', () => {
    expect(checkNewPassword('abcd123!')).toBeNull();
    expect(checkNewPassword('Zz9@zzzzzz')).toBeNull();
  });
  it.each(['abc12!', 'abcdefgh', '12345678', 'abcd1234', '!!!!!!!!', 'abcdefg!'])('refuses %s', (pw) => {
    expect(checkNewPassword(pw)?.['zh-CN']).toBe('密码由8位数字、大小写字母和特殊符号组成!');
  });
  it('reports every missing field with the spec text', () => {
    expect(validateChangePassword({}).map((p) => p.message['zh-CN'])).toEqual([
      '请输入旧密码!',
      '请输入新密码!',
      '请确认新密码!',
    ]);
  });
  it('reports a mismatch', () => {
    const problems = validateChangePassword({
      oldpassword: 'x',
      password: 'abcd123!',
      confirmpassword: 'abcd123?',
    });
    expect(problems).toEqual([
      { field: 'confirmpassword', message: expect.objectContaining({ 'zh-CN': '两次输入的密码不一样！' }) },
    ]);
  });
  it('is happy with a complete, matching form', () => {
    expect(
      validateChangePassword({ oldpassword: 'x', password: 'abcd123!', confirmpassword: 'abcd123!' }),
    ).toEqual([]);
  });

  it('finds the username inside a password in any case, ignoring very short usernames', () => {
    expect(passwordContainsUsername('My-ADMIN-pass1!', 'admin')).toBe(true);
    expect(passwordContainsUsername('My-pass1!', 'admin')).toBe(false);
    expect(passwordContainsUsername('ab-pass1!', 'ab')).toBe(false);
    expect(passwordContainsUsername('ab-pass1!', null)).toBe(false);
  });
});
