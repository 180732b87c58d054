/** The answers of password reset and phone login, zh-CN with their en-US twins. */
export const MSG = {
  resetCodeSent: {
    'zh-CN': '如果该账号存在并已绑定邮箱，验证码已发送到该邮箱，10分钟内有效',
    'en-US':
      'If the account exists and has an email address, a code valid for 10 minutes has been sent to it',
  },
  codeWrong: { 'zh-CN': '验证码错误或已失效', 'en-US': 'The verification code is wrong or no longer valid' },
  codeOk: { 'zh-CN': '验证通过', 'en-US': 'Verified' },
  resetTokenInvalid: {
    'zh-CN': '重置凭证无效或已过期，请重新获取验证码',
    'en-US': 'The reset has expired or was already used; request a new code',
  },
  passwordReset: {
    'zh-CN': '密码重置成功，请使用新密码登录',
    'en-US': 'The password was reset; log in with the new password',
  },
  tooOften: {
    'zh-CN': '验证码发送过于频繁，请稍后再试',
    'en-US': 'Codes were requested too often; please try again later',
  },
  smsSent: {
    'zh-CN': '如果该手机号已注册，验证码已发送，5分钟内有效',
    'en-US': 'If the number is registered, a code valid for 5 minutes has been sent to it',
  },
  phoneLoginFailed: {
    'zh-CN': '手机号或验证码错误',
    'en-US': 'Incorrect mobile number or verification code',
  },
  frozen: { 'zh-CN': '该用户已冻结', 'en-US': 'This account is frozen' },
  loginOk: { 'zh-CN': '登录成功', 'en-US': 'Login succeeded' },
  resetMailSubject: { 'zh-CN': '密码重置验证码', 'en-US': 'Password reset code' },
  resetMailText: {
    'zh-CN':
      '您正在重置账号 {username} 的密码。验证码：{code}，10分钟内有效，仅可使用一次。如非本人操作，请忽略本邮件。',
    'en-US':
      'You asked to reset the password of the account {username}. Code: {code}. It is valid for 10 minutes and can be used once. If this was not you, ignore this mail.',
  },
  loginSms: {
    'zh-CN': '您的登录验证码：{code}，5分钟内有效。如非本人操作，请忽略本短信。',
    'en-US': 'Your login code: {code}. It is valid for 5 minutes. If this was not you, ignore this message.',
  },
};

/** Fills `{name}` placeholders (the values are ours: a username and digits). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
