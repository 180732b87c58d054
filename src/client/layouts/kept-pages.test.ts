import { describe, expect, it } from 'vitest';
import { keptPages } from './kept-pages';

const HOME = '/dashboard/analysis';

describe('kept pages', () => {
  it('keeps every open tab and shows only the current one', () => {
    expect(keptPages([HOME, '/a', '/b'], '/a', {})).toEqual([
      { path: HOME, key: `${HOME}#0`, visible: false },
      { path: '/a', key: '/a#0', visible: true },
      { path: '/b', key: '/b#0', visible: false },
    ]);
  });

  it('shows the current page before its tab is opened, after the others', () => {
    expect(keptPages([HOME], '/new', {}).map((p) => [p.path, p.visible])).toEqual([
      [HOME, false],
      ['/new', true],
    ]);
  });

  it('drops the page of a closed tab once the location has left it', () => {
    expect(keptPages([HOME, '/b'], '/b', {}).map((p) => p.path)).toEqual([HOME, '/b']);
  });

  it('keys a page on its refresh count so a refresh remounts only that page', () => {
    const before = keptPages([HOME, '/a'], '/a', { '/a': 1 });
    const after = keptPages([HOME, '/a'], '/a', { '/a': 2 });
    expect(before.map((p) => p.key)).toEqual([`${HOME}#0`, '/a#1']);
    expect(after.map((p) => p.key)).toEqual([`${HOME}#0`, '/a#2']);
  });

  it('shows nothing when no page is current, keeping the open tabs', () => {
    expect(keptPages([HOME, '/a'], undefined, {}).every((p) => !p.visible)).toBe(true);
  });

  it('drops a hidden page whose menu says keepAlive false, so it remounts on the next visit', () => {
    const keep = (path: string) => path !== '/plain';
    expect(keptPages([HOME, '/plain', '/kept'], '/kept', {}, keep).map((p) => p.path)).toEqual([
      HOME,
      '/kept',
    ]);
    expect(keptPages([HOME, '/plain', '/kept'], '/plain', {}, keep).map((p) => [p.path, p.visible])).toEqual([
      [HOME, false],
      ['/plain', true],
      ['/kept', false],
    ]);
  });
});
