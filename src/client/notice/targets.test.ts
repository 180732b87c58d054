import { describe, expect, it } from 'vitest';
import { buildRouteTable } from '../router/route-table';
import { componentPage, handleTarget, inAppPath } from './targets';

describe('where an announcement may send the user', () => {
  it('accepts in-app paths only', () => {
    expect(inAppPath('/isps/company/my')).toBe('/isps/company/my');
    expect(inAppPath(' /a?b=1 ')).toBe('/a?b=1');
    for (const bad of [
      '//evil.example.com',
      '/\\evil.example.com',
      'javascript:alert(1)',
      'isps/x',
      '/a\tb',
      '',
      null,
      undefined,
    ]) {
      expect(inAppPath(bad), String(bad)).toBeUndefined();
    }
  });

  it("'go handle' takes an in-app path or an http(s) address, never a script", () => {
    expect(handleTarget('/isps/company/my')).toEqual({ kind: 'app', path: '/isps/company/my' });
    expect(handleTarget('https://example.com/form?x=1')).toEqual({
      kind: 'external',
      url: 'https://example.com/form?x=1',
    });
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'mailto:a@b.c',
      'https:/x',
      '//x.com',
    ]) {
      expect(handleTarget(bad), bad).toBeUndefined();
    }
  });

  it("a 'component' item opens its page with the business id", () => {
    expect(componentPage('/account/company', 'c9')).toBe('/account/company?busId=c9');
    expect(componentPage('/p?tab=2', 'a&b')).toBe('/p?tab=2&busId=a%26b');
    expect(componentPage('/p#top', 'x')).toBe('/p?busId=x#top');
    expect(componentPage('/p', null)).toBe('/p');
    expect(componentPage('javascript:alert(1)', 'x')).toBeUndefined();
  });
});

describe('the route of the user list', () => {
  it('exists for every signed-in user even when no menu names it, and a menu entry may replace it', () => {
    const bare = buildRouteTable([], { apiBase: '', origin: 'https://p' });
    expect(bare.get('/isps/userAnnouncement')).toMatchObject({
      component: 'isps/UserAnnouncement',
      title: '我的消息',
      titleEn: 'My messages',
      hidden: true,
    });
    const withMenu = buildRouteTable(
      [
        {
          id: 'x',
          path: '/isps/userAnnouncement',
          name: 'mine',
          component: 'schema/x',
          meta: { title: '我的通知' },
        },
      ],
      { apiBase: '', origin: 'https://p' },
    );
    expect(withMenu.get('/isps/userAnnouncement')?.component).toBe('schema/x');
  });
});
