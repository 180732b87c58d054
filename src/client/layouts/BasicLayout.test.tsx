/**
 * The logged-in layout's landmarks and headings (axe landmark rules): exactly one main landmark (antd's
 * Layout.Content) holding the skip link's target, and one h1, the page's title as the menu names it.
 */
import { act, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../AppProviders';
import { setLocale } from '../i18n';
import type { RouteEntry, RouteTable } from '../router/menu-types';
import { HOME_PATH } from '../router/paths';
import { useMenuStore } from '../stores/menu';
import { useTabsStore } from '../stores/tabs';
import { useUserStore } from '../stores/user';
import BasicLayout from './BasicLayout';

function entry(path: string, title: string): RouteEntry {
  const base = { component: 'test/none', hidden: false, internalOrExternal: false, keepAlive: true };
  return { ...base, path, name: title, title, titleEn: title, parents: [], menuKey: path };
}

const ROUTES: RouteTable = new Map(
  [entry(HOME_PATH, '首页'), entry('/a', '用户管理')].map((e) => [e.path, e]),
);

beforeEach(async () => {
  await act(() => setLocale('zh-CN'));
  useMenuStore.setState({ routes: ROUTES, menu: [] });
  useTabsStore.getState().reset();
  useUserStore.setState({ userInfo: { id: '1', username: 'alice', realname: '张三' } });
});

describe('the logged-in layout', () => {
  it('has one main landmark and one h1, the page’s title', async () => {
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/a']}>
          <BasicLayout />
        </MemoryRouter>
      </AppProviders>,
    );
    expect((await screen.findAllByRole('heading', { level: 1 })).map((h) => h.textContent)).toEqual([
      '用户管理',
    ]);
    const main = screen.getByRole('main');
    expect(main.contains(document.getElementById('main-content'))).toBe(true);
    const results = await axe.run(document.body, {
      runOnly: ['landmark-no-duplicate-main', 'landmark-main-is-top-level', 'page-has-heading-one'],
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
