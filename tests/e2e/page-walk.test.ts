/**
 * Every schema page of each demo account's menu, walked in Chromium in zh-CN and en-US: the login
 * page, the home page, each list, and its add, edit and detail dialogs open and close without a
 * page error, an error boundary or a field that names an unknown widget, and axe-core (WCAG 2.2 A
 * and AA) finds no critical or serious violation on any of them. A list page in several accounts'
 * menus is walked with the first account that has it (admin, then staff, then customer). The pages come from the server's
 * menu, so a new page is covered without a new test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './helpers/axe';
import { failureScreenshot, launchBrowser, screenshot } from './helpers/browser';
import { sharedServer, type RunningServer } from './helpers/server';
import { apiLogin, loginInBrowser, type Envelope } from './helpers/session';
import { HOME_PATH, NOT_FOUND_PATH } from '../../src/client/router/paths';

interface MenuItem {
  path: string;
  component: string;
  hidden?: boolean;
  meta: { title: string };
  children?: MenuItem[];
}

type Locale = 'zh-CN' | 'en-US';

/** What the walk clicks and waits for, in the language of the walk. */
const TEXTS: Record<
  Locale,
  {
    add: RegExp;
    edit: string;
    detail: string;
    loaded: RegExp;
    /** The name of the renderer's loading status (renderers/Loading.tsx). */
    loading: RegExp;
    toolbarDialogs: RegExp[];
    changePassword: RegExp;
  }
> = {
  'zh-CN': {
    add: /新\s*增$/,
    edit: '编辑',
    detail: '详情',
    loaded: /^共 \d+ 条$|^暂无数据$/,
    loading: /^加载中$/,
    toolbarDialogs: [/导\s*入$/, /高级查询$/],
    changePassword: /修改密码/,
  },
  'en-US': {
    add: /^Add$/,
    edit: 'Edit',
    detail: 'Details',
    loaded: /^Total \d+$|^No data$/,
    loading: /^Loading$/,
    toolbarDialogs: [/Import$/, /Advanced query$/],
    changePassword: /Change password/,
  },
};

const ACCOUNTS = ['admin', 'demostaff', 'democustomer'] as const;
const LOCALES: Locale[] = ['zh-CN', 'en-US'];
/** The key the shell keeps the language under (src/client/i18n/locale.ts). */
const LOCALE_STORAGE_KEY = 'certdesk.locale';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The list pages walked so far, per language. */
const listsWalked = new Map<Locale, Set<string>>();
/** Problems seen on the page since the last take(): uncaught errors and React's crash reports. */
let problems: string[] = [];

/** Texts that only show when something broke: the error boundary and the unknown-widget field. */
const BROKEN = /服务器出错|未知的组件|No widget|Server error/;

/** The menu's pages: every visible entry with a component of its own (not a parent's RouteView). */
function menuPages(items: MenuItem[]): MenuItem[] {
  return items.flatMap((m) => [
    ...(m.component !== 'layouts/RouteView' && !m.hidden ? [m] : []),
    ...menuPages(m.children ?? []),
  ]);
}

const PAGES_DIR = fileURLToPath(new URL('../../schemas/pages', import.meta.url));

const isSchemaPage = (m: MenuItem): boolean => m.component.startsWith('schema/');

/** A schema list page (its toolbar, rows and dialogs are walked); detail and form pages are not lists. */
function isListPage(m: MenuItem): boolean {
  if (!isSchemaPage(m)) return false;
  const file = join(PAGES_DIR, `${m.component.slice('schema/'.length)}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { kind: string }).kind === 'list';
}

async function menuOf(username: string): Promise<MenuItem[]> {
  const token = await apiLogin(server.baseUrl, username, server.accounts[username]!);
  const res = await fetch(`${server.baseUrl}/sys/permission/getCustomerMenu`, {
    headers: { 'x-access-token': token },
  });
  return menuPages(((await res.json()) as Envelope<{ menu: MenuItem[] }>).result.menu);
}

const shown = (): Locator => page.locator('[data-tab-page]:not([hidden])');
/** The tab of `path`, once it is the one shown (the tab shown before stays in the document, hidden). */
const shownAt = (path: string): Locator => page.locator(`[data-tab-page="${path}"]:not([hidden])`);

/**
 * Opens `path` inside the running app, as the menu and the browser's history do: the router follows
 * the location, the document stays. (A page load per page made Chromium parse the whole app and
 * evaluate axe again every time: most of the walk's time beside axe's own checks.)
 */
async function visit(path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Closes the shown tab with Delete, as a keyboard user does, and waits until its page has left the
 * document: each page is checked with only the shell and itself in the document, as after a page load.
 */
async function closeTab(path: string): Promise<void> {
  // The home page's tab has no close (SPEC §2); it is the tab the others fall back to.
  if (path === HOME_PATH) return;
  await page.getByTestId('tab-bar').getByRole('tab', { selected: true }).press('Delete');
  await expect.poll(() => page.locator(`[data-tab-page="${path}"]`).count()).toBe(0);
}
/** The form dialog or drawer that is open (antd keeps closed ones in the DOM, hidden). */
const openDialog = (): Locator => page.locator('[role="dialog"]:visible');

async function expectNothingBroken(where: string): Promise<void> {
  const seen = problems;
  problems = [];
  const brokenTexts = await page.getByText(BROKEN).count();
  if (seen.length > 0 || brokenTexts > 0)
    await failureScreenshot(page, `walk-broken-${where.replace(/\W+/g, '-')}`);
  expect(seen, `page errors on ${where}`).toEqual([]);
  expect(brokenTexts, `error texts on ${where}`).toBe(0);
}

/** Opens a form with `open`, checks it (axe included), closes it with Escape as a keyboard user would. */
async function openAndClose(where: string, open: () => Promise<void>): Promise<void> {
  await open();
  await expect.poll(() => openDialog().count()).toBe(1);
  // The form's fields have rendered (or the detail's values): the dialog has a body with content.
  await expect.poll(async () => ((await openDialog().innerText()).trim().length > 0 ? 1 : 0)).toBe(1);
  await expectNothingBroken(where);
  // The page beneath was checked when it was shown; the dialog is what is new.
  await expectNoSeriousViolations(page, where, 'open dialog');
  await page.keyboard.press('Escape');
  await expect.poll(() => openDialog().count()).toBe(0);
}

async function newPage(locale: Locale): Promise<void> {
  await context?.close();
  context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  // The language a returning user chose, as the language switch stores it.
  await context.addInitScript(
    ([key, value]) => {
      // axe's own blank pages have no storage.
      if (location.protocol.startsWith('http')) localStorage.setItem(key, value);
    },
    [LOCALE_STORAGE_KEY, locale] as const,
  );
  page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /No widget|The above error occurred|Uncaught/.test(m.text()))
      problems.push(m.text());
  });
}

async function walk(username: string, locale: Locale, pages: MenuItem[]): Promise<void> {
  const texts = TEXTS[locale];
  await newPage(locale);
  await loginInBrowser(page, server.baseUrl, username, server.accounts[username]!);
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(locale);
  await expectNoSeriousViolations(page, `${username} ${locale} home`);
  // The shell's own dialog: change password, from the user menu.
  await openAndClose(`${username} ${locale} change password`, async () => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: texts.changePassword }).click();
  });

  // The hand-written views and the schema pages that are not lists (personal info…).
  for (const item of pages.filter((m) => !isListPage(m))) {
    const where = `${username} ${locale} ${item.meta.title} (${item.path})`;
    await visit(item.path);
    // Shown: its tab has content and nothing is loading any more.
    await expect.poll(async () => (await shownAt(item.path).innerText()).trim().length).toBeGreaterThan(0);
    await expect.poll(() => loadingShown(page, texts.loading)).toBe(0);
    await expectNothingBroken(where);
    await expectNoSeriousViolations(page, where);
    await closeTab(item.path);
  }

  const walkedDialogs = new Set<string>();
  const walkedLists = listsWalked.get(locale) ?? new Set<string>();
  listsWalked.set(locale, walkedLists);
  // A list an earlier account walked in this language is the same schema, renderer and dialogs (its
  // rows and buttons are scoped, which the API tests check): walked once per language, the walk
  // stays within CI's 30 minutes as screens are added.
  for (const item of pages.filter((m) => isListPage(m) && !walkedLists.has(m.path))) {
    walkedLists.add(item.path);
    const where = `${username} ${locale} ${item.meta.title} (${item.path})`;
    await visit(item.path);
    await expect.poll(() => shownAt(item.path).locator('.renderer-list-page').count()).toBe(1);
    // Loaded: the total is shown or the table says it is empty.
    await expect.poll(() => shown().getByText(texts.loaded).count()).toBeGreaterThan(0);
    await expectNothingBroken(where);
    await expectNoSeriousViolations(page, where);
    // Screenshots for review in the first language only (each costs a full-page capture).
    if (locale === LOCALES[0])
      await screenshot(page, `walk-${username}-${locale}-${item.path.replace(/\W+/g, '-')}`);

    // The forms are walked in the first language: a dialog's markup, roles and colours are the same
    // in both, and its English labels are the schema's (the DOM tests render them); the English walk
    // checks each page as shown, with the toolbar dialogs below.
    const add = shown().locator('.renderer-list-toolbar').getByRole('button', { name: texts.add });
    if (locale === LOCALES[0] && (await add.count()) > 0)
      await openAndClose(`${where} add`, () => add.first().click());
    // The list's other dialogs, the Excel import and the advanced query, are the renderer's own and
    // the same on every list: checked on the first list that has each (the walk's time grows with
    // every screen, and CI has 30 minutes).
    for (const name of texts.toolbarDialogs) {
      if (walkedDialogs.has(name.source)) continue;
      const button = shown().locator('.renderer-list-toolbar').getByRole('button', { name });
      if ((await button.count()) === 0) continue;
      await openAndClose(`${where} ${name.source}`, () => button.first().click());
      walkedDialogs.add(name.source);
    }

    // The edit form is the add form with values, and the detail view reads the same schema.
    if (locale === LOCALES[0]) await walkRowDialogs(where, texts);
    await closeTab(item.path);
  }

  // The not-found page, outside the shell.
  const where = `${username} ${locale} 404 (${NOT_FOUND_PATH})`;
  await visit(NOT_FOUND_PATH);
  await expect.poll(async () => (await page.locator('body').innerText()).trim().length).toBeGreaterThan(0);
  await expect.poll(() => page.locator('[data-tab-page]').count()).toBe(0);
  await expect.poll(() => loadingShown(page, texts.loading)).toBe(0);
  await expectNothingBroken(where);
  await expectNoSeriousViolations(page, where);
}

/**
 * How many loading indicators are on screen: the renderer's, statuses named as loading, and
 * antd's own Spin inside its components (a Table's loading state).
 */
async function loadingShown(page: Page, name: RegExp): Promise<number> {
  return (
    (await page.getByRole('status', { name }).count()) +
    (await page.locator('.ant-spin-spinning:visible').count())
  );
}

/** The first row's edit and detail dialogs, each opened and closed (a protected row's are disabled). */
async function walkRowDialogs(where: string, texts: (typeof TEXTS)[Locale]): Promise<void> {
  const firstRow = shown().locator('tr[data-row-key]').first();
  if ((await firstRow.count()) === 0) return;
  for (const label of [texts.edit, texts.detail]) {
    const action = firstRow
      .locator('.renderer-row-actions')
      .getByRole('button', { name: label, exact: true });
    // A protected row (the admin account) shows a disabled action: skip it, it opens nothing.
    if ((await action.count()) === 0 || (await action.isDisabled())) continue;
    await openAndClose(`${where} ${label}`, () => action.click());
  }
}

describe('every schema page and its dialogs, for each account and language', () => {
  const menus = new Map<string, MenuItem[]>();

  beforeAll(async () => {
    server = await sharedServer();
    for (const username of ACCOUNTS) {
      expect(server.accounts[username], `password of ${username}`).toBeTruthy();
      menus.set(username, await menuOf(username));
    }
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('finds the schema pages in the menus', () => {
    // Users, roles, dictionaries, departments and the login log at least for the admin.
    expect(menus.get('admin')!.filter(isSchemaPage).length).toBeGreaterThanOrEqual(5);
    // Everyone has their own login log at least.
    for (const username of ACCOUNTS) expect(menus.get(username)!.length, username).toBeGreaterThanOrEqual(1);
  });

  for (const locale of LOCALES) {
    it(`shows the login page without serious accessibility violations in ${locale}`, async () => {
      await newPage(locale);
      await page.goto(`${server.baseUrl}/user/login`);
      await expect.poll(() => page.getByLabel(/用户名|Username/).count()).toBe(1);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(locale);
      await expectNoSeriousViolations(page, `login ${locale}`);
    });
  }

  for (const username of ACCOUNTS) {
    for (const locale of LOCALES) {
      it(`walks ${username}'s pages${locale === LOCALES[0] ? ', then their add, edit and detail forms,' : ''} in ${locale}`, async () => {
        await walk(username, locale, menus.get(username)!);
        // One walk opens every page and about five dialogs per page, each checked by axe: on a
        // 2-core machine running other suites it took over 300 s, so the limit is for a crowded
        // machine, not a measure of speed.
      }, 900_000);
    }
  }
});
