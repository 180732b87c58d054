/**
 * The registration rules of SPEC §5 ("Registration"), one definition for the server's check of
 * POST /sys/user/register and the texts both sides show. The register form's schema
 * (schemas/forms/user-register.json) states the same patterns for the browser; its test
 * (register-rules.test.ts) fails when the two part.
 */
import { PASSWORD_MESSAGES } from '../validation/password';
import { FORMATS } from '../validation/formats';
import type { MessagePair } from '../messages/message-pair';

export const COMPANY_NAME_MAX = 50;
/** Letters or digits, at least one letter, 2 to 18 characters. */
export const REGISTER_USERNAME_PATTERN = '^(?=.*[A-Za-z])[A-Za-z0-9]{2,18}$';
/** At least 8, a digit, an upper- and a lower-case letter, a special symbol, no white space. */
export const REGISTER_PASSWORD_PATTERN =
  '^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[~!@#$%^&*()_+`\\-={}:";\'<>?,./[\\]\\\\|])\\S{8,}$';
const SYMBOL = /[~!@#$%^&*()_+`\-={}:";'<>?,./[\]\\|]/;

export const REGISTER_MESSAGES = {
  companyRequired: { 'zh-CN': '请输入公司名称!', 'en-US': 'Please enter the company name!' },
  companyTooLong: {
    'zh-CN': '公司名称不能超过50个字符!',
    'en-US': 'The company name can have at most 50 characters!',
  },
  usernameRequired: { 'zh-CN': '请输入用户名!', 'en-US': 'Please enter your username!' },
  usernameRule: {
    'zh-CN': '用户名由2到18位字母或数字组成，且必须包含字母!',
    'en-US': 'The username has 2 to 18 letters or digits and must include a letter!',
  },
  emailRequired: { 'zh-CN': '请输入邮箱!', 'en-US': 'Please enter the email address!' },
  email: FORMATS.email.message,
  phoneRequired: { 'zh-CN': '请输入手机号码!', 'en-US': 'Please enter the mobile number!' },
  phone: FORMATS.mobile.message,
  passwordRequired: PASSWORD_MESSAGES.newRequired,
  passwordRule: {
    'zh-CN': '密码至少8位，须包含数字、大小写字母和特殊符号，且不能有空格!',
    'en-US':
      'The password needs at least 8 characters with digits, upper- and lower-case letters and a special symbol, and no spaces!',
  },
  passwordShort: { 'zh-CN': '密码至少8位!', 'en-US': 'The password needs at least 8 characters!' },
  passwordNoDigit: { 'zh-CN': '密码须包含数字!', 'en-US': 'The password must contain a digit!' },
  passwordNoUpper: {
    'zh-CN': '密码须包含大写字母!',
    'en-US': 'The password must contain an upper-case letter!',
  },
  passwordNoLower: {
    'zh-CN': '密码须包含小写字母!',
    'en-US': 'The password must contain a lower-case letter!',
  },
  passwordNoSymbol: {
    'zh-CN': '密码须包含特殊符号!',
    'en-US': 'The password must contain a special symbol!',
  },
  passwordSpace: { 'zh-CN': '密码不能包含空格!', 'en-US': 'The password must not contain spaces!' },
  confirmRequired: PASSWORD_MESSAGES.confirmRequired,
  mismatch: PASSWORD_MESSAGES.mismatch,
  sliderRequired: { 'zh-CN': '请先完成滑块验证!', 'en-US': 'Please complete the slider verification first!' },
  sliderInvalid: {
    'zh-CN': '滑块验证已失效，请重新验证!',
    'en-US': 'The slider verification has expired, please verify again!',
  },
  registered: { 'zh-CN': '注册成功！', 'en-US': 'Registered!' },
} satisfies Record<string, MessagePair>;

export interface RegisterInput {
  companyName?: string;
  username?: string;
  email?: string;
  phone?: string;
  password?: string;
  confirmPassword?: string;
  sliderToken?: string;
}

export type RegisterField = keyof RegisterInput;

export interface RegisterProblem {
  field: RegisterField;
  message: MessagePair;
}

/** The first reason the password breaks the format rule, or null (the policy is the server's). */
export function registerPasswordProblem(password: string): MessagePair | null {
  if (/\s/.test(password)) return REGISTER_MESSAGES.passwordSpace;
  if ([...password].length < 8) return REGISTER_MESSAGES.passwordShort;
  if (!/\d/.test(password)) return REGISTER_MESSAGES.passwordNoDigit;
  if (!/[A-Z]/.test(password)) return REGISTER_MESSAGES.passwordNoUpper;
  if (!/[a-z]/.test(password)) return REGISTER_MESSAGES.passwordNoLower;
  if (!SYMBOL.test(password)) return REGISTER_MESSAGES.passwordNoSymbol;
  return null;
}

function blank(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

/** Every field's first problem, in form order (the slider token's validity is checked apart). */
export function validateRegister(input: RegisterInput): RegisterProblem[] {
  const problems: RegisterProblem[] = [];
  const add = (field: RegisterField, message: MessagePair) => problems.push({ field, message });
  if (blank(input.companyName)) add('companyName', REGISTER_MESSAGES.companyRequired);
  else if ([...input.companyName!.trim()].length > COMPANY_NAME_MAX)
    add('companyName', REGISTER_MESSAGES.companyTooLong);
  if (blank(input.username)) add('username', REGISTER_MESSAGES.usernameRequired);
  else if (!new RegExp(REGISTER_USERNAME_PATTERN).test(input.username!))
    add('username', REGISTER_MESSAGES.usernameRule);
  if (blank(input.email)) add('email', REGISTER_MESSAGES.emailRequired);
  else if (input.email!.length > 100 || !FORMATS.email.test(input.email!))
    add('email', REGISTER_MESSAGES.email);
  if (blank(input.phone)) add('phone', REGISTER_MESSAGES.phoneRequired);
  else if (!FORMATS.mobile.test(input.phone!)) add('phone', REGISTER_MESSAGES.phone);
  if (!input.password) add('password', REGISTER_MESSAGES.passwordRequired);
  else {
    const weak = registerPasswordProblem(input.password);
    if (weak) add('password', weak);
  }
  if (!input.confirmPassword) add('confirmPassword', REGISTER_MESSAGES.confirmRequired);
  else if (input.confirmPassword !== input.password) add('confirmPassword', REGISTER_MESSAGES.mismatch);
  if (blank(input.sliderToken)) add('sliderToken', REGISTER_MESSAGES.sliderRequired);
  return problems;
}
