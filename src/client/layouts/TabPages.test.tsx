import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RouteEntry, RouteTable } from '../router/menu-types';
import { HOME_PATH } from '../router/paths';
import { useMenuStore } from '../stores/menu';
// The shell's i18next instance, which useTabActions translates with.
import '../i18n';
import { useTabsStore } from '../stores/tabs';
import { TabPages } from './TabPages';
import { useCurrentRoute } from './use-current-route';
import { useOpenCurrentTab } from './use-open-current-tab';
import { useTabActions } from './use-tab-actions';

function entry(path: string, title: string, keepAlive = true): RouteEntry {
  const base = { component: 'test/Counter', hidden: false, internalOrExternal: false, keepAlive };
  return { ...base, path, name: title, title, titleEn: title, parents: [], menuKey: path };
}

const ROUTES: RouteTable = new Map(
  [entry(HOME_PATH, 'Home'), entry('/a', 'A'), entry('/b', 'B'), entry('/c', 'C', false)].map((e) => [
    e.path,
    e,
  ]),
);

/** A page with local state, standing in for a list page's query and page number. */
function Counter({ entry: page }: { entry: RouteEntry }) {
  const [count, setCount] = useState(0);
  const { pathname } = useLocation();
  return (
    <div>
      <button onClick={() => setCount(count + 1)}>{`${page.title}: ${count}`}</button>
      <span>{`${page.title} sees ${pathname}`}</span>
    </div>
  );
}

/** The parts of BasicLayout that drive the tabs, with buttons in place of the tab bar. */
function Shell() {
  useOpenCurrentTab(useCurrentRoute());
  const { activate, close, run } = useTabActions();
  return (
    <>
      <button onClick={() => activate('/a')}>tab A</button>
      <button onClick={() => activate('/b')}>tab B</button>
      <button onClick={() => activate('/c')}>tab C</button>
      <button onClick={() => close('/a')}>close A</button>
      <button onClick={() => run('refresh', '/a')}>refresh A</button>
      <TabPages page={Counter} />
    </>
  );
}

const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

beforeEach(() => {
  useMenuStore.setState({ routes: ROUTES });
  useTabsStore.getState().reset();
  render(
    <MemoryRouter initialEntries={['/a']}>
      <Shell />
    </MemoryRouter>,
  );
  click('A: 0');
});

describe('tab pages', () => {
  it('keep a page and its state while another tab is shown', () => {
    click('tab B');
    expect(screen.queryByRole('button', { name: 'A: 1' })).toBeNull();
    const hiddenA = screen.getByRole('button', { name: 'A: 1', hidden: true });
    expect(hiddenA.closest('[data-tab-page]')?.getAttribute('aria-hidden')).toBe('true');
    // The hidden page keeps its own location instead of following the active tab.
    expect(screen.getByText('A sees /a')).toBeTruthy();
    expect(screen.getByText('B sees /b')).toBeTruthy();

    click('tab A');
    expect(screen.getByRole('button', { name: 'A: 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'B: 0' })).toBeNull();
  });

  it('remount only the refreshed page', () => {
    click('tab B');
    click('B: 0');
    click('tab A');
    click('refresh A');
    expect(screen.getByRole('button', { name: 'A: 0' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'B: 1', hidden: true })).toBeTruthy();
  });

  it('drop the page of a closed tab', () => {
    click('tab B');
    click('close A');
    expect(screen.queryByRole('button', { name: /^A:/, hidden: true })).toBeNull();
    click('tab A');
    expect(screen.getByRole('button', { name: 'A: 0' })).toBeTruthy();
  });

  it('drop every page but home when the tabs are reset at logout', () => {
    act(() => useTabsStore.getState().reset());
    click('tab B');
    expect(screen.queryByRole('button', { name: /^A:/, hidden: true })).toBeNull();
    expect(screen.getByRole('button', { name: 'Home: 0', hidden: true })).toBeTruthy();
  });

  it('remount on every visit a page whose menu says keepAlive false', () => {
    click('tab C');
    click('C: 0');
    click('tab A');
    expect(screen.queryByRole('button', { name: /^C:/, hidden: true })).toBeNull();
    expect(screen.getByRole('button', { name: 'A: 1' })).toBeTruthy();
    click('tab C');
    expect(screen.getByRole('button', { name: 'C: 0' })).toBeTruthy();
  });
});
