import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../i18n';
import { enUS } from '../i18n/en-US';
import { zhCN } from '../i18n/zh-CN';
import { mapRequestError, reactionText, type ErrorFacts } from './error-map';

const zh = i18n.getFixedT('zh-CN');
const en = i18n.getFixedT('en-US');
beforeAll(() => loadLanguage('en-US'));
const facts = (over: Partial<ErrorFacts>): ErrorFacts => ({ timedOut: false, hasToken: true, ...over });
const textOf = (over: Partial<ErrorFacts>, t = zh) => reactionText(mapRequestError(facts(over)), (k) => t(k));

describe('request error catalogue (SPEC §8)', () => {
  it('403 is 拒绝访问', () => {
    expect(textOf({ status: 403, serverMessage: 'no permission' })).toBe('拒绝访问');
    expect(textOf({ status: 403 }, en)).toBe('Access denied');
  });

  it('404 is 很抱歉，资源未找到!', () => {
    expect(textOf({ status: 404, serverMessage: 'whatever' })).toBe('很抱歉，资源未找到!');
  });

  it('504 and a client time-out are 网络超时', () => {
    expect(textOf({ status: 504 })).toBe('网络超时');
    expect(textOf({ timedOut: true })).toBe('网络超时');
    expect(textOf({ timedOut: true }, en)).toBe('Network timeout');
  });

  it('401 says the login expired and logs out only when a token was held', () => {
    expect(mapRequestError(facts({ status: 401 }))).toEqual({
      kind: 'expired',
      messageKey: 'request.expired',
      logout: true,
    });
    expect(mapRequestError(facts({ status: 401, hasToken: false }))).toMatchObject({
      kind: 'expired',
      logout: false,
    });
    expect(textOf({ status: 401 })).toBe('很抱歉，登录已过期，请重新登录');
  });

  it('500 with Token失效 while holding a token opens the re-login modal', () => {
    expect(mapRequestError(facts({ status: 500, serverMessage: 'Token失效，请重新登录!' }))).toEqual({
      kind: 'token-invalid-modal',
    });
    expect(zh('request.tokenInvalidTitle')).toBe('登录已过期');
    expect(zh('request.relogin')).toBe('重新登录');
  });

  it('500 with Token失效 but no token, or another 500, shows the server message', () => {
    expect(textOf({ status: 500, serverMessage: 'Token失效', hasToken: false })).toBe('Token失效');
    expect(textOf({ status: 500, serverMessage: '操作失败' })).toBe('操作失败');
  });

  it('other statuses show the server message', () => {
    for (const status of [400, 409, 413, 422, 429]) {
      expect(textOf({ status, serverMessage: `message ${status}` })).toBe(`message ${status}`);
    }
  });

  it('without any message the generic text is shown', () => {
    expect(textOf({ status: 502 })).toBe('请求出现错误，请稍后再试');
    expect(textOf({}, en)).toBe('An error occurred, please try again later');
  });

  it('every notification is titled 系统提示', () => {
    expect(zhCN.request.title).toBe('系统提示');
    expect(enUS.request.title).toBe('System notice');
  });
});
