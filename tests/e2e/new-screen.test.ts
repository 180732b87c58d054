/**
 * A new bundled screen as data only, in Chromium: the server starts on a copy of schemas/ with one
 * more entity (named by its $id alone), list page and five-key menu entry (tests/fixtures/new-screen,
 * SCHEMAS_DIR); with no other file it makes the table, the routes, the codes and the menu, and the
 * administrator finds 培训课程 under 认证业务, adds a course and sees it listed. axe on the list and the
 * form. The start's refusals and the API answers are tested in tests/api/bundled-entity-at-start.test.ts.
 */
import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemasWithNewScreen } from '../fixtures/new-screen';
import { expectNoSeriousViolations } from './helpers/axe';
import { launchBrowser, screenshot } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';
import { loginInBrowser } from './helpers/session';
import { tabPage } from './helpers/signed-in';

let schemas: string;
let server: RunningServer;
let browser: Browser;
let page: Page;

describe('a new screen written as JSON only', () => {
  beforeAll(async () => {
    schemas = schemasWithNewScreen();
    server = await startServer({ SCHEMAS_DIR: schemas });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await loginInBrowser(page, server.baseUrl, 'admin', server.accounts.admin!);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (schemas) rmSync(schemas, { recursive: true, force: true });
  });

  it('shows the screen in the menu under its parent and lists no rows yet', async () => {
    const menu = page.getByTestId('side-menu');
    await menu.getByText('认证业务', { exact: true }).click();
    await menu.getByRole('menuitem', { name: '培训课程' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/isps/trainingCourse');
    const list = tabPage(page);
    await expect.poll(() => list.getByText('暂无数据').count()).toBeGreaterThan(0);
    await expect.poll(() => list.getByRole('columnheader', { name: '课程编码' }).count()).toBe(1);
    await expectNoSeriousViolations(page, "the new screen's list");
    await screenshot(page, 'new-screen-01-list');
  });

  it('adds a course through the generated form, and the list shows it', async () => {
    const list = tabPage(page);
    await list.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog', { name: '培训课程 · 新增' });
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByLabel('课程名称').fill('ISO 9001 内审员');
    await dialog.getByLabel('课程编码').fill('IA-9001');
    await expectNoSeriousViolations(page, "the new screen's form", 'open dialog');
    await dialog.getByRole('button', { name: /提\s*交|确\s*定/ }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => list.getByText('共 1 条', { exact: true }).count()).toBe(1);
    await expect.poll(() => list.getByRole('cell', { name: 'IA-9001', exact: true }).count()).toBe(1);
    await screenshot(page, 'new-screen-02-added');
  });
});
