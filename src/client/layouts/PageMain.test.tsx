import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n';
import type { RouteEntry, RouteTable } from '../router/menu-types';
import { HOME_PATH } from '../router/paths';
import { useMenuStore } from '../stores/menu';
import { useTabsStore } from '../stores/tabs';
import { PageMain } from './PageMain';
import { useCurrentRoute } from './use-current-route';
import { useOpenCurrentTab } from './use-open-current-tab';

function entry(path: string, title: string, titleEn: string): RouteEntry {
  const base = { component: 'test/Page', hidden: false, internalOrExternal: false, keepAlive: true };
  return { ...base, path, name: title, title, titleEn, parents: [], menuKey: path };
}

const ROUTES: RouteTable = new Map(
  [
    entry(HOME_PATH, '首页', 'Home'),
    entry('/a', '在线申请', 'Apply online'),
    entry('/b', '我的申请', 'My applications'),
  ].map((e) => [e.path, e]),
);

/** A page whose button opens another page, as a home section opens apply online. */
function Page({ entry: page }: { entry: RouteEntry }) {
  const navigate = useNavigate();
  return (
    <div>
      <input aria-label={`${page.title} 字段`} />
      <button onClick={() => navigate(page.path === '/a' ? '/b' : '/a')}>{`${page.title} 打开下一页`}</button>
    </div>
  );
}

/** The parts of BasicLayout around the page: a tab bar (a button standing in for a tab) and the page part. */
function Shell() {
  const current = useCurrentRoute();
  useOpenCurrentTab(current);
  const navigate = useNavigate();
  const tabBar = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={tabBar}>
        <button onClick={() => navigate('/b')}>标签 我的申请</button>
      </div>
      <button onClick={() => navigate('/b')}>菜单 我的申请</button>
      <main>
        <PageMain current={current} keepTabs tabBar={tabBar} page={Page} />
      </main>
    </>
  );
}

const press = (button: HTMLElement) =>
  act(() => {
    button.focus();
    fireEvent.click(button);
  });

beforeEach(async () => {
  await setLocale('zh-CN');
  useMenuStore.setState({ routes: ROUTES });
  useTabsStore.getState().reset();
  render(
    <MemoryRouter initialEntries={['/a']}>
      <Shell />
    </MemoryRouter>,
  );
});

describe('the page part of the shell', () => {
  it('names the page in one h1, its title as the menu names it, and adds no second main landmark', async () => {
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['在线申请']);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    // The skip link's target.
    expect(document.getElementById('main-content')?.contains(screen.getByRole('heading', { level: 1 }))).toBe(
      true,
    );
    await act(() => setLocale('en-US'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Apply online');
  });

  it('gives the focus to the new page’s heading when the control that opened it went with its page', async () => {
    await press(screen.getByRole('button', { name: '在线申请 打开下一页' }));
    const heading = await screen.findByRole('heading', { level: 1, name: '我的申请' });
    expect(document.activeElement).toBe(heading);
    // Still one h1: the hidden tab's page has none of its own.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('moves the focus from the menu to the page it opened', async () => {
    await press(screen.getByRole('button', { name: '菜单 我的申请' }));
    expect(document.activeElement).toBe(await screen.findByRole('heading', { level: 1, name: '我的申请' }));
  });

  it('leaves the focus in the tab bar while the user moves between tabs there', async () => {
    const tab = screen.getByRole('button', { name: '标签 我的申请' });
    await press(tab);
    await screen.findByRole('heading', { level: 1, name: '我的申请' });
    expect(document.activeElement).toBe(tab);
  });
});
