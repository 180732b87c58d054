import { describe, expect, it } from 'vitest';
import { closeLeft, closeOthers, closeRight, closeTab, openTab, type TabState } from './tab-rules';

const HOME = '/dashboard/analysis';
const state = (tabs: string[], active: string): TabState => ({ tabs, active });
const four = state([HOME, '/a', '/b', '/c'], '/b');

describe('tab rules', () => {
  it('opening a route adds a tab once and activates it', () => {
    const s1 = openTab(state([HOME], HOME), '/a');
    expect(s1).toEqual({ tabs: [HOME, '/a'], active: '/a' });
    expect(openTab(s1, HOME)).toEqual({ tabs: [HOME, '/a'], active: HOME });
  });

  it('refuses to close the home tab', () => {
    expect(closeTab(four, HOME, HOME)).toEqual({ ok: false, reason: 'home' });
  });

  it('refuses to close the last tab', () => {
    expect(closeTab(state(['/a'], '/a'), '/a', HOME)).toEqual({ ok: false, reason: 'last' });
  });

  it('closing the active tab shows its left neighbour', () => {
    expect(closeTab(four, '/b', HOME)).toEqual({
      ok: true,
      state: { tabs: [HOME, '/a', '/c'], active: '/a' },
    });
    expect(closeTab(four, '/c', HOME)).toEqual({
      ok: true,
      state: { tabs: [HOME, '/a', '/b'], active: '/b' },
    });
  });

  it('closes the tabs to the left, keeping home', () => {
    expect(closeLeft(four, '/b', HOME)).toEqual({ tabs: [HOME, '/b', '/c'], active: '/b' });
    expect(closeLeft(state([HOME, '/a', '/b', '/c'], '/a'), '/c', HOME)).toEqual({
      tabs: [HOME, '/c'],
      active: '/c',
    });
  });

  it('closes the tabs to the right, keeping home', () => {
    expect(closeRight(four, '/a', HOME)).toEqual({ tabs: [HOME, '/a'], active: '/a' });
    expect(closeRight(state(['/a', HOME, '/b'], '/a'), '/a', HOME)).toEqual({
      tabs: ['/a', HOME],
      active: '/a',
    });
  });

  it('closes the others, keeping home and the chosen tab', () => {
    expect(closeOthers(four, '/c', HOME)).toEqual({ tabs: [HOME, '/c'], active: '/c' });
    expect(closeOthers(four, HOME, HOME)).toEqual({ tabs: [HOME], active: HOME });
  });
});
