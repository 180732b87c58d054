/**
 * The named formats of SPEC §5 (JeecgBoot's validateRules codes and the generic rules), the one
 * definition used by the server's write validation (registered on its ajv, register-formats.ts)
 * and by the browser's form validator (renderers/form/validator). Each is a pure predicate over a
 * non-empty string plus its message pair; emptiness is `required`'s business, so callers never
 * ask a format about an empty value.
 */
import type { FormatName, Locale } from '../schema/types';
import { isValidDate, isValidDateTime, isValidTime } from './dates';
import { isValidIdCard } from './id-card';
import { NEW_PASSWORD_PATTERN } from './password';

export type MessagePair = { 'zh-CN': string; 'en-US': string };

export interface FormatRule {
  test: (value: string) => boolean;
  message: MessagePair;
}

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const MOBILE = /^1[3-9]\d{9}$/;
// A landline: optional area code (0 plus 2-3 digits, bare, hyphenated or in brackets), a 7-8
// digit number not starting with 0 or 1, optional extension.
const TELEPHONE = /^(?:0\d{2,3}-?|\(0\d{2,3}\))?[2-9]\d{6,7}(?:-\d{1,6})?$/;

const matches = (pattern: RegExp) => (value: string) => pattern.test(value);
// Two linear tests rather than one pattern that would backtrack on long near-misses.
const matchesAll =
  (...patterns: RegExp[]) =>
  (value: string) =>
    patterns.every((pattern) => pattern.test(value));

const EMAIL_MESSAGE = { 'zh-CN': '请输入正确的电子邮件!', 'en-US': 'Please enter a valid email address!' };
const MOBILE_MESSAGE = { 'zh-CN': '请输入正确的手机号码!', 'en-US': 'Please enter a valid mobile number!' };

export const FORMATS: Record<FormatName, FormatRule> = {
  'n6-16': {
    test: matches(/^\d{6,16}$/),
    message: { 'zh-CN': '请输入6到16位数字!', 'en-US': 'Please enter 6 to 16 digits!' },
  },
  // Code points, not UTF-16 units: 'u' makes [\s\S] match a whole astral character.
  '*6-16': {
    test: matches(/^[\s\S]{6,16}$/u),
    message: { 'zh-CN': '请输入6到16位任意字符!', 'en-US': 'Please enter 6 to 16 characters!' },
  },
  's6-18': {
    test: matches(/^[A-Za-z]{6,18}$/),
    message: { 'zh-CN': '请输入6到18位字母!', 'en-US': 'Please enter 6 to 18 letters!' },
  },
  url: {
    test: matches(/^https?:\/\/[^\s/?#]+\.[^\s]*$|^https?:\/\/localhost(:\d+)?(\/[^\s]*)?$/i),
    message: { 'zh-CN': '请输入正确的网址!', 'en-US': 'Please enter a valid URL!' },
  },
  e: { test: matches(EMAIL), message: EMAIL_MESSAGE },
  email: { test: matches(EMAIL), message: EMAIL_MESSAGE },
  m: { test: matches(MOBILE), message: MOBILE_MESSAGE },
  mobile: { test: matches(MOBILE), message: MOBILE_MESSAGE },
  telephone: {
    test: matches(TELEPHONE),
    message: { 'zh-CN': '请输入正确的电话号码!', 'en-US': 'Please enter a valid telephone number!' },
  },
  phone: {
    test: (value) => MOBILE.test(value) || TELEPHONE.test(value),
    message: {
      'zh-CN': '请输入正确的手机号码或电话号码!',
      'en-US': 'Please enter a valid mobile or telephone number!',
    },
  },
  'id-card': {
    test: isValidIdCard,
    message: { 'zh-CN': '请输入正确的身份证号码!', 'en-US': 'Please enter a valid ID card number!' },
  },
  'bank-card': {
    test: matches(/^\d{10,20}$/),
    message: {
      'zh-CN': '请输入10到20位数字的银行卡号!',
      'en-US': 'Please enter a bank card number of 10 to 20 digits!',
    },
  },
  qq: {
    test: matches(/^[1-9]\d{4,10}$/),
    message: { 'zh-CN': '请输入正确的QQ号码!', 'en-US': 'Please enter a valid QQ number!' },
  },
  // Spaces alone are not a name.
  'zh-en-text': {
    test: matchesAll(/^[\p{Script=Han}A-Za-z ]{2,100}$/u, /\S/),
    message: {
      'zh-CN': '请输入2到100位中文、英文或空格!',
      'en-US': 'Please enter 2 to 100 Chinese or English letters or spaces!',
    },
  },
  'en-digits': {
    test: matches(/^[A-Za-z0-9]{1,20}$/),
    message: {
      'zh-CN': '请输入不超过20位英文或数字!',
      'en-US': 'Please enter at most 20 English letters or digits!',
    },
  },
  'digit-lines': {
    test: matchesAll(/^[\d\r\n]+$/, /\d/),
    message: { 'zh-CN': '只能输入数字和换行!', 'en-US': 'Please enter digits and line breaks only!' },
  },
  p: {
    test: matches(/^[1-9]\d{5}$/),
    message: { 'zh-CN': '请输入正确的邮政编码!', 'en-US': 'Please enter a valid postal code!' },
  },
  s: {
    test: matches(/^[A-Za-z]+$/),
    message: { 'zh-CN': '请输入字母!', 'en-US': 'Please enter letters only!' },
  },
  n: {
    test: matches(/^-?\d+(\.\d+)?$/),
    message: { 'zh-CN': '请输入数字!', 'en-US': 'Please enter a number!' },
  },
  z: { test: matches(/^-?\d+$/), message: { 'zh-CN': '请输入整数!', 'en-US': 'Please enter an integer!' } },
  '*': {
    test: matches(/\S/),
    message: { 'zh-CN': '该字段不能为空!', 'en-US': 'This field cannot be empty!' },
  },
  // SPEC §5 "money" readings differ; this one is "at most 2 decimals, no leading zeros".
  money: {
    test: matches(/^(0|[1-9]\d*)(\.\d{1,2})?$/),
    message: { 'zh-CN': '请输入正确的金额!', 'en-US': 'Please enter a valid amount!' },
  },
  username: {
    test: matches(/^[A-Za-z0-9_]{4,18}$/),
    message: {
      'zh-CN': '用户名由4到18位字母、数字或下划线组成!',
      'en-US': 'The username has 4 to 18 letters, digits or underscores!',
    },
  },
  password: {
    test: matches(NEW_PASSWORD_PATTERN),
    message: {
      'zh-CN': '密码由8位数字、大小写字母和特殊符号组成!',
      'en-US': 'The password needs at least 8 characters with letters, digits and special symbols!',
    },
  },
  date: {
    test: isValidDate,
    message: { 'zh-CN': '请输入正确的日期!', 'en-US': 'Please enter a valid date!' },
  },
  'date-time': {
    test: isValidDateTime,
    message: { 'zh-CN': '请输入正确的日期时间!', 'en-US': 'Please enter a valid date and time!' },
  },
  time: {
    test: isValidTime,
    message: { 'zh-CN': '请输入正确的时间!', 'en-US': 'Please enter a valid time!' },
  },
};

export const FORMAT_NAMES = Object.keys(FORMATS) as FormatName[];

/** Own keys only: a schema's `format: "__proto__"` must not reach Object.prototype. */
export function isFormatName(name: string): name is FormatName {
  return Object.prototype.hasOwnProperty.call(FORMATS, name);
}

/** The message of a failed format in a locale, or null for a name this module does not define. */
export function formatMessage(format: string, locale: Locale): string | null {
  return isFormatName(format) ? FORMATS[format].message[locale] : null;
}
