/**
 * Dashboards in Chromium, on the demo install: the customer's home shows its applications
 * by status, and the chart's table view lists the same figures as the application list; staff see
 * their review queue with the number of submitted applications the list holds, and their workplace
 * and tasks; the admin's monitor shows the database healthy and the requests per minute. axe on
 * every page.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './helpers/axe';
import { launchBrowser, screenshot } from './helpers/browser';
import { sharedServer, type RunningServer } from './helpers/server';
import { apiLogin, type Envelope } from './helpers/session';
import { signedInPage, tabPage } from './helpers/signed-in';

let server: RunningServer;
let browser: Browser;

async function signedIn(username: string): Promise<{ page: Page; token: string }> {
  const page = await signedInPage(browser, server, username);
  return { page, token: await apiLogin(server.baseUrl, username, server.accounts[username]!) };
}

/** The applications a user's list page holds, counted by status (the figures' independent source). */
async function applicationsByStatus(token: string): Promise<Map<string, number>> {
  const res = await fetch(`${server.baseUrl}/isps/apply/list?pageNo=1&pageSize=200`, {
    headers: { 'x-access-token': token },
  });
  const answer = (await res.json()) as Envelope<{
    records: Array<{ status: string; status_dictText?: string }>;
  }>;
  const counts = new Map<string, number>();
  for (const r of answer.result.records) {
    const label = r.status_dictText ?? r.status;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return counts;
}

/** The rows of a chart panel's table view, as [category, ...figures]. */
async function tableOf(panel: Locator): Promise<string[][]> {
  await panel.getByText('表格', { exact: true }).click();
  const table = panel.getByRole('table');
  await expect.poll(() => table.count(), { timeout: 20_000 }).toBe(1);
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
}

const panelTitled = (page: Page, title: string): Locator =>
  tabPage(page).locator('.rf-chart-panel', { hasText: title });

describe('dashboards', () => {
  beforeAll(async () => {
    server = await sharedServer();
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the customer its applications by status, the same figures as its list, also as a table', async () => {
    const { page, token } = await signedIn('democustomer');
    const chart = tabPage(page).getByRole('img', { name: /^申请状态分布：/ });
    await expect.poll(() => chart.count(), { timeout: 60_000 }).toBe(1);
    // The chart drew (its lazily loaded ECharts chunk arrived).
    await expect.poll(() => chart.locator('svg').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const expected = await applicationsByStatus(token);
    expect(expected.size).toBeGreaterThan(0);
    await expectNoSeriousViolations(page, 'customer home with figures');
    await screenshot(page, 'dashboard-customer-zh');
    const rows = await tableOf(panelTitled(page, '申请状态分布'));
    for (const [label, count] of expected) expect(rows, label).toContainEqual([label, String(count)]);
    await expectNoSeriousViolations(page, 'customer home, table view');
    await expect
      .poll(() =>
        tabPage(page)
          .getByRole('link', { name: /^未读消息\s*\d+$/ })
          .count(),
      )
      .toBe(1);
  });

  it('shows staff their review queue as the list holds it, and their workplace and tasks', async () => {
    const { page, token } = await signedIn('demostaff');
    const submitted = (await applicationsByStatus(token)).get('已提交') ?? 0;
    const queue = tabPage(page).getByRole('link', { name: new RegExp(`^待受理申请\\s*${submitted}$`) });
    await expect.poll(() => queue.count(), { timeout: 60_000 }).toBe(1);
    await expect
      .poll(() => panelTitled(page, '近 12 个月业务量').getByRole('img').count(), { timeout: 30_000 })
      .toBe(1);
    await expectNoSeriousViolations(page, 'staff home with figures');
    await screenshot(page, 'dashboard-staff-zh');

    await page.goto(`${server.baseUrl}/dashboard/workplace`);
    await expect
      .poll(() => tabPage(page).getByRole('heading', { name: '工作台' }).count(), { timeout: 60_000 })
      .toBe(1);
    await expect
      .poll(() => tabPage(page).getByRole('heading', { name: '我最近的操作' }).count(), { timeout: 30_000 })
      .toBe(1);
    await expectNoSeriousViolations(page, 'staff workplace');

    await page.goto(`${server.baseUrl}/dashboard/task`);
    await expect
      .poll(() => tabPage(page).getByRole('heading', { name: '我的任务' }).count(), { timeout: 60_000 })
      .toBe(1);
    // Every submitted application waits on staff: one item each with its next step.
    await expect
      .poll(() => tabPage(page).getByText('受理或驳回申请', { exact: true }).count(), { timeout: 30_000 })
      .toBe(submitted);
    await expectNoSeriousViolations(page, 'staff tasks');
  });

  it('shows the admin the monitor: database healthy, requests per minute as a table', async () => {
    const { page } = await signedIn('admin');
    await page.goto(`${server.baseUrl}/dashboard/monitor`);
    await expect
      .poll(() => tabPage(page).getByRole('heading', { name: '系统监控' }).count(), { timeout: 60_000 })
      .toBe(1);
    const database = tabPage(page).locator('.ant-card', { hasText: '数据库' });
    await expect.poll(() => database.getByText('正常', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    await expect
      .poll(() => panelTitled(page, '近 15 分钟请求数').locator('[role="img"] svg').count(), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    await screenshot(page, 'dashboard-monitor-zh');
    await expectNoSeriousViolations(page, 'monitor');
    const rows = await tableOf(panelTitled(page, '近 15 分钟请求数'));
    expect(rows).toHaveLength(15);
    // This browser's own requests were counted in the last minutes.
    expect(rows.reduce((sum, row) => sum + Number(row[1]), 0)).toBeGreaterThan(0);
    await expectNoSeriousViolations(page, 'monitor, table view');
  });
});
