import { describe, expect, it } from 'vitest';
import { isDictionaryLookup, needsTimestamp, sessionHeaders, timestampSeconds } from './request-options';

describe('_t cache-buster', () => {
  it('is added to GET calls', () => {
    expect(needsTimestamp('get', '/sys/user/list')).toBe(true);
    expect(needsTimestamp('GET', '/sys/permission/getCustomerMenu')).toBe(true);
    expect(needsTimestamp(undefined, '/sys/user/list')).toBe(true);
  });

  it('is not added to other methods', () => {
    for (const m of ['post', 'put', 'delete', 'PATCH'])
      expect(needsTimestamp(m, '/sys/user/list')).toBe(false);
  });

  it('is not added to dictionary look-ups', () => {
    for (const url of [
      '/sys/dict/getDictItems/sex',
      '/sys/dict/queryAllDictItems',
      '/sys/dict/loadDict/sys_user,realname,id',
      '/sys/dict/loadDictItem/sys_user,realname,id',
      'sys/dict/getDictItems/status',
    ]) {
      expect(isDictionaryLookup(url)).toBe(true);
      expect(needsTimestamp('get', url)).toBe(false);
    }
    expect(needsTimestamp('get', '/sys/dict/refleshCache')).toBe(true);
    expect(needsTimestamp('get', '/sys/dict/loadTreeData')).toBe(true);
  });

  it('is in seconds', () => {
    expect(timestampSeconds(1_700_000_000_999)).toBe(1_700_000_000);
  });
});

describe('session headers', () => {
  it('carry token, tenant and language', () => {
    expect(sessionHeaders({ token: 'tok', tenantId: 7, locale: 'en-US' })).toEqual({
      'X-Access-Token': 'tok',
      'tenant-id': '7',
      'Accept-Language': 'en-US',
    });
  });

  it('send tenant 0 when unset and no token header without a token', () => {
    expect(sessionHeaders({ token: null, tenantId: null, locale: 'zh-CN' })).toEqual({
      'tenant-id': '0',
      'Accept-Language': 'zh-CN',
    });
  });
});
