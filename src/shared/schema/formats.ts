/**
 * The named formats of SPEC §5 (built-in pattern codes and generic rules), shared by the browser
 * (rjsf + ajv) and the server (ajv) so both refuse the same input with the same words.
 */
import type { FormatName } from './types';
import { NEW_PASSWORD_PATTERN } from '../validation/password';

export interface FormatRule {
  test: (value: string) => boolean;
  message: { 'zh-CN': string; 'en-US': string };
}

function isCalendarDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

function testDate(value: string): boolean {
  const m = DATE.exec(value);
  return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

function testDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  if (!m || !isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))) return false;
  return Number(m[4]) < 24 && Number(m[5]) < 60 && (m[6] === undefined || Number(m[6]) < 60);
}

const re = (pattern: RegExp) => (value: string) => pattern.test(value);

export const FORMATS: Record<FormatName, FormatRule> = {
  date: { test: testDate, message: { 'zh-CN': '请输入正确的日期(YYYY-MM-DD)!', 'en-US': 'Please enter a valid date (YYYY-MM-DD)!' } },
  'date-time': {
    test: testDateTime,
    message: { 'zh-CN': '请输入正确的日期时间!', 'en-US': 'Please enter a valid date and time!' },
  },
  time: { test: re(TIME), message: { 'zh-CN': '请输入正确的时间!', 'en-US': 'Please enter a valid time!' } },
  'n6-16': { test: re(/^\d{6,16}$/), message: { 'zh-CN': '请输入6-16位数字!', 'en-US': 'Please enter 6 to 16 digits!' } },
  '*6-16': { test: re(/^.{6,16}$/su), message: { 'zh-CN': '请输入6-16位任意字符!', 'en-US': 'Please enter 6 to 16 characters!' } },
  's6-18': { test: re(/^[A-Za-z]{6,18}$/), message: { 'zh-CN': '请输入6-18位字母!', 'en-US': 'Please enter 6 to 18 letters!' } },
  url: { test: re(/^https?:\/\/[^\s/$.?#][^\s]*$/i), message: { 'zh-CN': '请输入正确的网址!', 'en-US': 'Please enter a valid URL!' } },
  e: { test: re(/^[^\s@]+@[^\s@]+\.[^\s@]+$/), message: { 'zh-CN': '请输入正确的电子邮件!', 'en-US': 'Please enter a valid email address!' } },
  email: { test: re(/^[^\s@]+@[^\s@]+\.[^\s@]+$/), message: { 'zh-CN': '请输入正确的电子邮件!', 'en-US': 'Please enter a valid email address!' } },
  m: { test: re(/^1[3-9]\d{9}$/), message: { 'zh-CN': '请输入正确的手机号码!', 'en-US': 'Please enter a valid mobile number!' } },
  mobile: { test: re(/^1[3-9]\d{9}$/), message: { 'zh-CN': '请输入正确的手机号码!', 'en-US': 'Please enter a valid mobile number!' } },
  p: { test: re(/^\d{6}$/), message: { 'zh-CN': '请输入正确的邮政编码!', 'en-US': 'Please enter a valid 6-digit postal code!' } },
  s: { test: re(/^[A-Za-z]+$/), message: { 'zh-CN': '请输入字母!', 'en-US': 'Please enter letters only!' } },
  n: { test: re(/^-?\d+(\.\d+)?$/), message: { 'zh-CN': '请输入数字!', 'en-US': 'Please enter a number!' } },
  z: { test: re(/^-?\d+$/), message: { 'zh-CN': '请输入整数!', 'en-US': 'Please enter an integer!' } },
  '*': { test: (v) => v.trim().length > 0, message: { 'zh-CN': '该字段不能为空!', 'en-US': 'This field is required!' } },
  money: {
    test: re(/^(0|[1-9]\d*)(\.\d{1,2})?$/),
    message: { 'zh-CN': '请输入正确的金额!', 'en-US': 'Please enter a valid amount (at most 2 decimals)!' },
  },
  username: {
    test: re(/^[A-Za-z0-9_]{4,18}$/),
    message: { 'zh-CN': '用户名由4到18位字母、数字或下划线组成!', 'en-US': 'The username has 4 to 18 letters, digits or underscores!' },
  },
  password: {
    test: re(NEW_PASSWORD_PATTERN),
    message: {
      'zh-CN': '密码由8位数字、大小写字母和特殊符号组成!',
      'en-US': 'The password needs at least 8 characters with letters, digits and special symbols!',
    },
  },
};

export function isFormatName(name: string): name is FormatName {
  return Object.prototype.hasOwnProperty.call(FORMATS, name);
}

/** Registers every named format on an ajv instance (browser and server). */
export function addFormats(ajv: { addFormat(name: string, format: { type: 'string'; validate: (v: string) => boolean }): unknown }): void {
  for (const [name, rule] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate: rule.test });
}
