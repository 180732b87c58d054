/** Messages of the named formats, zh-CN from JeecgBoot's validateRules, en-US alongside. */
import type { Locale } from '../schema/types';

type Pair = { 'zh-CN': string; 'en-US': string };

export const FORMAT_MESSAGES: Record<string, Pair> = {
  'n6-16': { 'zh-CN': '请输入6到16位数字!', 'en-US': 'Please enter 6 to 16 digits!' },
  '*6-16': { 'zh-CN': '请输入6到16位任意字符!', 'en-US': 'Please enter 6 to 16 characters!' },
  's6-18': { 'zh-CN': '请输入6到18位字母!', 'en-US': 'Please enter 6 to 18 letters!' },
  url: { 'zh-CN': '请输入正确的网址!', 'en-US': 'Please enter a valid URL!' },
  e: { 'zh-CN': '请输入正确的电子邮件!', 'en-US': 'Please enter a valid email address!' },
  email: { 'zh-CN': '请输入正确的电子邮件!', 'en-US': 'Please enter a valid email address!' },
  m: { 'zh-CN': '请输入正确的手机号码!', 'en-US': 'Please enter a valid mobile number!' },
  mobile: { 'zh-CN': '请输入正确的手机号码!', 'en-US': 'Please enter a valid mobile number!' },
  p: { 'zh-CN': '请输入正确的邮政编码!', 'en-US': 'Please enter a valid postal code!' },
  s: { 'zh-CN': '请输入字母!', 'en-US': 'Please enter letters only!' },
  n: { 'zh-CN': '请输入数字!', 'en-US': 'Please enter a number!' },
  z: { 'zh-CN': '请输入整数!', 'en-US': 'Please enter an integer!' },
  '*': { 'zh-CN': '该字段不能为空!', 'en-US': 'This field cannot be empty!' },
  money: { 'zh-CN': '请输入正确的金额!', 'en-US': 'Please enter a valid amount!' },
  username: {
    'zh-CN': '用户名由4到18位字母、数字或下划线组成!',
    'en-US': 'The username has 4 to 18 letters, digits or underscores!',
  },
  password: {
    'zh-CN': '密码由8位数字、大小写字母和特殊符号组成!',
    'en-US': 'The password needs at least 8 characters with letters, digits and special symbols!',
  },
  date: { 'zh-CN': '请输入正确的日期!', 'en-US': 'Please enter a valid date!' },
  'date-time': { 'zh-CN': '请输入正确的时间!', 'en-US': 'Please enter a valid date and time!' },
  time: { 'zh-CN': '请输入正确的时间!', 'en-US': 'Please enter a valid time!' },
};

/** The message for a failed format, or null for a format this module does not know. */
export function formatMessage(format: string, locale: Locale): string | null {
  const pair = Object.prototype.hasOwnProperty.call(FORMAT_MESSAGES, format)
    ? FORMAT_MESSAGES[format]
    : undefined;
  return pair ? pair[locale] : null;
}

/** Message of a required field (JeecgBoot style: 请输入<title>!). */
export function requiredMessage(title: string, locale: Locale): string {
  return locale === 'en-US' ? `Please enter ${title}!` : `请输入${title}!`;
}
