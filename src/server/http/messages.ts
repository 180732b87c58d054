/** Messages of the HTTP layer; SPEC §8 gives the Chinese side where it names one. */
import { CATALOGUE } from '../../shared/messages/catalogue';
import type { MessagePair } from './i18n';

export const MSG = {
  tokenInvalid: {
    'zh-CN': 'Token失效，请重新登录',
    'en-US': 'The token is no longer valid, please log in again',
  },
  forbidden: CATALOGUE.forbidden,
  notFound: CATALOGUE.notFound,
  validation: { 'zh-CN': '参数校验失败', 'en-US': 'Validation failed' },
  tooLarge: { 'zh-CN': '请求内容过大', 'en-US': 'The request is too large' },
  tooManyRequests: {
    'zh-CN': '请求过于频繁，请稍后再试',
    'en-US': 'Too many requests, please try again later',
  },
  badRequest: { 'zh-CN': '请求格式错误', 'en-US': 'The request is malformed' },
  passwordMustChange: {
    'zh-CN': '您的密码由他人设置，请先修改密码后再继续使用系统',
    'en-US': 'Your password was set by someone else: change it before you go on',
  },
  notReady: { 'zh-CN': '服务尚未就绪', 'en-US': 'The service is not ready' },
  busy: { 'zh-CN': '服务器繁忙，请稍后重试', 'en-US': 'The server is busy, please try again shortly' },
  databaseUnavailable: {
    'zh-CN': '数据库暂时无法连接，请稍后重试',
    'en-US': 'The database cannot be reached right now, please try again shortly',
  },
  storageUnavailable: {
    'zh-CN': '文件存储暂时无法连接，请稍后重试',
    'en-US': 'The file storage cannot be reached right now, please try again shortly',
  },
  internal: { 'zh-CN': '系统出错了，请稍后重试', 'en-US': 'An error occurred, please try again later' },
} satisfies Record<string, MessagePair>;
