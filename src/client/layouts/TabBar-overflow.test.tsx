/**
 * The tab bar when the open tabs do not fit (11 open tabs in en-US at 1440 px): antd's
 * "…" button is outside the tablist, and neither the bar nor the "…" popup leaves axe anything to
 * report (aria-required-children, nested-interactive…); the popup's list is named in the UI
 * language, its options hold no × button, and the keyboard still opens the popup and picks a tab.
 * jsdom lays nothing out, so the boxes rc-tabs measures are given here: a 1,184 px bar (1,440 px
 * minus the side menu and padding) and 120 px tabs, as in a browser.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../AppProviders';
import { setLocale } from '../i18n';
import type { RouteEntry, RouteTable } from '../router/menu-types';
import { HOME_PATH } from '../router/paths';
import { useMenuStore } from '../stores/menu';
import { useTabsStore } from '../stores/tabs';
import { TabBar } from './TabBar';

function entry(path: string, title: string): RouteEntry {
  const base = { component: 'test/Page', hidden: false, internalOrExternal: false, keepAlive: true };
  return {
    ...base,
    path,
    name: title,
    title: `页面${title}`,
    titleEn: `Page ${title}`,
    parents: [],
    menuKey: path,
  };
}
const PAGES = Array.from({ length: 10 }, (_, i) => entry(`/page${i + 1}`, String(i + 1)));
const ROUTES: RouteTable = new Map([entry(HOME_PATH, 'home'), ...PAGES].map((e) => [e.path, e]));

const TAB_WIDTH = 120;
const BAR_WIDTH = 1440 - 208 - 48;
const OPERATIONS_WIDTH = 32;

/** The box rc-tabs measures of an element of the bar (everything else has none, as in jsdom). */
function box(el: HTMLElement): { width: number; left: number } {
  if (el.classList.contains('ant-tabs-nav')) return { width: BAR_WIDTH, left: 0 };
  if (el.classList.contains('ant-tabs-nav-list')) return { width: TAB_WIDTH * 11, left: 0 };
  if (el.classList.contains('ant-tabs-nav-operations'))
    return { width: OPERATIONS_WIDTH, left: BAR_WIDTH - OPERATIONS_WIDTH };
  if (el.classList.contains('ant-tabs-tab')) {
    const index = [...(el.parentElement?.querySelectorAll(':scope > .ant-tabs-tab') ?? [])].indexOf(el);
    return { width: TAB_WIDTH, left: index * TAB_WIDTH };
  }
  return { width: 0, left: 0 };
}

const original = {
  rect: HTMLElement.prototype.getBoundingClientRect,
  width: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!,
  height: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!,
};

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** jsdom cannot compute colours, and a bar alone is no page (landmarks): the other rules all run. */
const AXE_OPTIONS: axe.RunOptions = {
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
};
const violations = async (node: Element) =>
  (await axe.run(node, AXE_OPTIONS)).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`,
  );

beforeEach(async () => {
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const { width, left } = box(this);
    return {
      width,
      height: 32,
      left,
      top: 0,
      right: left + width,
      bottom: 32,
      x: left,
      y: 0,
      toJSON: () => ({}),
    } as DOMRect;
  };
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return box(this).width;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 32 });
  await setLocale('en-US');
  useMenuStore.setState({ routes: ROUTES });
  useTabsStore.getState().reset();
  for (const page of PAGES) useTabsStore.getState().open(page.path, page.path);
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/page10']}>
        <TabBar />
        <Location />
      </MemoryRouter>
    </AppProviders>,
  );
});

afterEach(() => {
  HTMLElement.prototype.getBoundingClientRect = original.rect;
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', original.width);
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', original.height);
});

describe('the tab bar with more tabs than fit', () => {
  it('leaves axe nothing to report in the bar or the "…" popup, and the keyboard picks a hidden tab', async () => {
    expect(useTabsStore.getState().tabs).toHaveLength(11);
    // rc-tabs shows the operations (the "…") once it has measured that the tabs overflow.
    const more = await waitFor(() => {
      const shown = document.querySelector<HTMLElement>(
        '.ant-tabs-nav-operations:not(.ant-tabs-nav-operations-hidden) .ant-tabs-nav-more',
      );
      expect(shown).not.toBeNull();
      return shown!;
    });
    const bar = screen.getByTestId('tab-bar');
    const tablist = within(bar).getByRole('tablist');
    expect(tablist.contains(more)).toBe(false);
    expect(within(bar).getByRole('button', { name: 'More tabs' })).toBe(more);
    expect(await violations(bar)).toEqual([]);

    act(() => more.focus());
    act(() => {
      fireEvent.keyDown(more, { key: 'ArrowDown', keyCode: 40, which: 40 });
    });
    const popup = await screen.findByRole('listbox', { name: 'More tabs' });
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const options = within(popup).getAllByRole('option');
    // The tabs scrolled out of view (the active one, Page 10, is the last and stays in view).
    expect(options.map((o) => o.textContent)).toContain('Page home');
    expect(options.map((o) => o.textContent)).not.toContain('Page 10');
    // The options hold the titles alone: a control inside an option is nested-interactive.
    expect(popup.querySelectorAll('button')).toHaveLength(0);
    expect(await violations(document.body)).toEqual([]);

    // ArrowDown marks the first hidden tab (aria-activedescendant), Enter opens it.
    act(() => {
      fireEvent.keyDown(more, { key: 'ArrowDown', keyCode: 40, which: 40 });
    });
    await waitFor(() => expect(popup.getAttribute('aria-activedescendant')).toBe(options[0]!.id));
    act(() => {
      fireEvent.keyDown(more, { key: 'Enter', keyCode: 13, which: 13 });
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(HOME_PATH));
  });
});
