import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../AppProviders';
import { setLocale } from '../i18n';
import type { RouteEntry, RouteTable } from '../router/menu-types';
import { HOME_PATH } from '../router/paths';
import { useMenuStore } from '../stores/menu';
import { useTabsStore } from '../stores/tabs';
import { TabBar } from './TabBar';

function entry(path: string, title: string): RouteEntry {
  const base = { component: 'test/Page', hidden: false, internalOrExternal: false, keepAlive: true };
  return { ...base, path, name: title, title, titleEn: title, parents: [], menuKey: path };
}

const ROUTES: RouteTable = new Map([entry(HOME_PATH, '首页'), entry('/a', '甲')].map((e) => [e.path, e]));

beforeEach(async () => {
  await setLocale('zh-CN');
  useMenuStore.setState({ routes: ROUTES });
  useTabsStore.getState().reset();
  useTabsStore.getState().open('/a', '/a');
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/a']}>
        <TabBar />
      </MemoryRouter>
    </AppProviders>,
  );
});

const tabOf = (path: string) => screen.getByTestId(`tab-${path}`).closest('[data-node-key]') as HTMLElement;

describe('tab bar', () => {
  it('offers no close button on the home tab, and one on other tabs', () => {
    expect(tabOf(HOME_PATH).querySelector('.ant-tabs-tab-remove')).toBeNull();
    expect(tabOf('/a').querySelector('.ant-tabs-tab-remove')).not.toBeNull();
  });

  it('keeps only tabs in the tablist for assistive technology: the × is for the mouse, Delete closes', async () => {
    const remove = tabOf('/a').querySelector('.ant-tabs-tab-remove') as HTMLElement;
    await waitFor(() => expect(remove.getAttribute('aria-hidden')).toBe('true'));
    expect(remove.getAttribute('tabindex')).toBe('-1');
    const tab = within(tabOf('/a')).getByRole('tab');
    expect(tab.getAttribute('aria-keyshortcuts')).toBe('Delete');
    act(() => tab.focus());
    act(() => {
      fireEvent.keyDown(tab, { key: 'Delete', code: 'Delete' });
    });
    await waitFor(() => expect(useTabsStore.getState().tabs).toEqual([HOME_PATH]));
  });

  it('keeps the "…" of the tabs that do not fit out of the tablist, as a named button beside it', async () => {
    const tablist = await waitFor(() => screen.getByRole('tablist'));
    // antd shows "…" (visibility) once the tabs overflow; jsdom lays nothing out, so it is shown here by hand.
    const more = document.querySelector<HTMLElement>('.ant-tabs-nav-more')!;
    more.style.visibility = 'visible';
    expect(tablist.contains(more)).toBe(false);
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['首页', '甲']);
    expect(screen.getByRole('button', { name: '更多页签' })).toBe(more);
    const results = await axe.run(screen.getByTestId('tab-bar'), {
      runOnly: ['aria-required-children', 'aria-required-parent', 'button-name', 'nested-interactive'],
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });

  it('offers 刷新 in the home tab’s right-click menu, which remounts the home page', async () => {
    act(() => {
      fireEvent.contextMenu(screen.getByTestId(`tab-${HOME_PATH}`));
    });
    const refresh = await screen.findByRole('menuitem', { name: '刷新' });
    act(() => fireEvent.click(refresh));
    expect(useTabsStore.getState().refreshKeys[HOME_PATH]).toBe(1);
    expect(useTabsStore.getState().tabs).toEqual([HOME_PATH, '/a']);
  });
});
