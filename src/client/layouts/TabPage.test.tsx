import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import { setLocale } from '../i18n';
import type { RouteEntry, RouteTable } from '../router/menu-types';
import { HOME_PATH } from '../router/paths';
import { useMenuStore } from '../stores/menu';
import { useTabsStore } from '../stores/tabs';
import { TabPages } from './TabPages';
import { useCurrentRoute } from './use-current-route';
import { useOpenCurrentTab } from './use-open-current-tab';
import { useTabActions } from './use-tab-actions';
import { ChunkLoadError } from '../../../renderers/lazy-chunk';

function entry(path: string, title: string): RouteEntry {
  const base = { component: 'test/Page', hidden: false, internalOrExternal: false, keepAlive: true };
  return { ...base, path, name: title, title, titleEn: title, parents: [], menuKey: path };
}

const ROUTES: RouteTable = new Map(
  [
    entry(HOME_PATH, 'Home'),
    entry('/users', 'Users'),
    entry('/roles', 'Roles'),
    entry('/broken', 'Broken'),
  ].map((e) => [e.path, e]),
);

/** Whether the pages show a field that appears later (a list's "expand", a late answer). */
const useLateField = create<{ shown: boolean }>(() => ({ shown: false }));

/** Stands in for a schema list page: its query inputs take the field names as ids. */
function QueryPage({ entry: page }: { entry: RouteEntry }) {
  const late = useLateField((s) => s.shown);
  return (
    <form aria-label={page.title}>
      <label htmlFor="username">{`${page.title} username`}</label>
      <input id="username" />
      <label htmlFor="createTime">{`${page.title} createTime`}</label>
      <input id="createTime" />
      {late && <input id="status" aria-label={`${page.title} status`} />}
    </form>
  );
}

let throwing = true;
/** What the broken page throws: a bug, or the load error of a chunk that did not arrive. */
let thrown: Error = new Error('page bug');
function Broken() {
  if (throwing) throw thrown;
  return <p>Broken page works now</p>;
}

function Page({ entry: page }: { entry: RouteEntry }) {
  return page.path === '/broken' ? <Broken /> : <QueryPage entry={page} />;
}

function Shell() {
  useOpenCurrentTab(useCurrentRoute());
  const { activate, close } = useTabActions();
  return (
    <>
      <button onClick={() => activate('/users')}>tab users</button>
      <button onClick={() => activate('/roles')}>tab roles</button>
      <button onClick={() => activate('/broken')}>tab broken</button>
      <button onClick={() => close('/users')}>close users</button>
      <button onClick={() => close('/roles')}>close roles</button>
      <TabPages page={Page} />
    </>
  );
}

function duplicateIds(): string[] {
  const seen = new Map<string, number>();
  for (const element of document.querySelectorAll('[id]'))
    seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
}

const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

beforeEach(async () => {
  await setLocale('zh-CN');
  throwing = true;
  thrown = new Error('page bug');
  useLateField.setState({ shown: false });
  useMenuStore.setState({ routes: ROUTES });
  useTabsStore.getState().reset();
  render(
    <MemoryRouter initialEntries={['/users']}>
      <Shell />
    </MemoryRouter>,
  );
  await screen.findByLabelText('Users username');
});

afterEach(() => vi.restoreAllMocks());

describe('kept-alive tab pages', () => {
  it('never put the same id on the document twice, and labels find the visible page’s inputs', async () => {
    click('tab roles');
    await screen.findByLabelText('Roles username');
    expect(screen.getByText('Users username', { selector: 'label' })).toBeTruthy();
    expect(duplicateIds()).toEqual([]);
    expect(screen.getByLabelText('Roles username')).toBe(document.getElementById('username'));

    click('tab users');
    expect(duplicateIds()).toEqual([]);
    expect(screen.getByLabelText('Users username')).toBe(document.getElementById('username'));
    expect(screen.getByLabelText('Users createTime')).toBe(document.getElementById('createTime'));
  });

  it('keep the ids of what a hidden page renders meanwhile aside too', async () => {
    click('tab roles');
    await screen.findByLabelText('Roles username');
    act(() => useLateField.setState({ shown: true }));
    await screen.findByLabelText('Roles status');
    await vi.waitFor(() => expect(duplicateIds()).toEqual([]));
    expect(document.getElementById('status')).toBe(screen.getByLabelText('Roles status'));

    click('tab users');
    expect(duplicateIds()).toEqual([]);
    expect(document.getElementById('status')).toBe(screen.getByLabelText('Users status'));
  });
});

/** Types into a page's query input as a user would, leaving state that only that page holds. */
function type(label: string, text: string) {
  act(() => fireEvent.change(screen.getByLabelText(label), { target: { value: text } }));
}

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
/** Every input value on the document, hidden pages included. */
const allValues = () => [...document.querySelectorAll('input')].map((input) => input.value);

describe('a closed tab', () => {
  it('drops its kept page, leaves the other pages as they were, and starts fresh when reopened', async () => {
    type('Users username', 'alice');
    click('tab roles');
    await screen.findByLabelText('Roles username');
    type('Roles username', 'bob');

    click('close users');
    // Nothing of the closed page stays on the document, hidden or not.
    expect(screen.queryByText('Users username', { selector: 'label' })).toBeNull();
    expect(document.querySelectorAll('[data-tab-page="/users"]')).toHaveLength(0);
    expect(allValues()).not.toContain('alice');
    // The open page keeps its own state.
    expect(valueOf('Roles username')).toBe('bob');

    click('tab users');
    await screen.findByLabelText('Users username');
    expect(valueOf('Users username')).toBe('');
    expect(allValues()).not.toContain('alice');
    expect(screen.getByText('Roles username', { selector: 'label' })).toBeTruthy();
    expect(duplicateIds()).toEqual([]);
  });

  it('that is the current one shows its neighbour and is fresh when reopened', async () => {
    click('tab roles');
    await screen.findByLabelText('Roles username');
    type('Roles username', 'carol');
    click('close roles');
    expect(await screen.findByLabelText('Users username')).toBeTruthy();
    expect(document.querySelectorAll('[data-tab-page="/roles"]')).toHaveLength(0);
    expect(allValues()).not.toContain('carol');

    click('tab roles');
    await screen.findByLabelText('Roles username');
    expect(valueOf('Roles username')).toBe('');
  });
});

describe('a page that throws while rendering', () => {
  it('shows the 500 message with 重新加载 in its tab, and 重新加载 mounts it afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    click('tab broken');
    expect(await screen.findByText('抱歉，服务器出错了')).toBeTruthy();
    // The rest of the shell still works: another tab can be opened.
    expect(screen.getByRole('button', { name: 'tab users' })).toBeTruthy();
    throwing = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('Broken page works now')).toBeTruthy();
    expect(screen.queryByText('抱歉，服务器出错了')).toBeNull();
  });

  it('shows the load error for a page whose code did not load (a reload of the document fetches it again)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    thrown = new ChunkLoadError('chunk not loaded within 120000 ms');
    click('tab broken');
    expect(await screen.findByText('页面加载失败，请检查网络后重新加载')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
    expect(screen.queryByText('抱歉，服务器出错了')).toBeNull();
  });

  it('says Reload in English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => setLocale('en-US'));
    click('tab broken');
    expect(await screen.findByText('Sorry, something went wrong on the server')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
