/**
 * A scheduled job in Chromium, on the server as `npm start` runs it (its scheduler starts
 * in main.ts): on /system/quartz an admin adds a job from the allow-list, builds "every second" in
 * the cron editor's tabs and sees its next runs, saves it paused and starts it; its runs log shows a
 * run on its tick; paused, no further run is logged; 执行一次 adds a run by hand with its result and
 * duration. axe on the list, the form, the cron editor and the runs.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminPage, poll, selectTab, visibleTab, type AdminPage } from './helpers/admin-page';
import { expectNoSeriousViolations } from './helpers/axe';
import { screenshot } from './helpers/browser';
import { pickFromSelect } from './helpers/select';
import { confirmPopover } from './helpers/signed-in';
import { clickRowAction } from './helpers/row-action';

const DESCRIPTION = '端到端每秒清理';

interface JobRow {
  id: string;
  status: string;
  cronExpression: string;
  jobName: string;
}
interface RunRow {
  id: string;
  trigger: string;
  status: string;
  durationMs: number | null;
  tickTime: string | null;
}

let admin: AdminPage;
let page: Page;
let jobId = '';

const api = <T>(path: string) => admin.get<T>(path);

const runs = async (): Promise<RunRow[]> =>
  (await api<RunRow[]>(`/sys/quartzJob/logs?jobId=${jobId}&limit=100`)).result;

const tabPage = (): Locator => visibleTab(page);
const jobRow = (): Locator => tabPage().locator('tr[data-row-key]').filter({ hasText: DESCRIPTION });
const okButton = (scope: Locator): Locator => scope.getByRole('button', { name: /^(确\s*定|提\s*交)$/ });

/** The antd select of a labelled field. */
const selectOf = (scope: Locator, label: string): Locator =>
  scope.locator('.ant-select', { has: page.getByLabel(label, { exact: true }) }).last();

/** Picks an option of an antd Select and sees the select show it. */
async function pick(select: Locator, title: string): Promise<void> {
  await pickFromSelect(page, select, title);
  await poll(() => select.locator('.ant-select-content').first().getAttribute('title')).toBe(title);
  await poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
}

/** A row action with a confirmation popover (启动, 暂停, 执行一次). */
async function confirmRowAction(label: string, question: string): Promise<void> {
  await clickRowAction(jobRow(), label);
  await confirmPopover(page, question);
}

describe('scheduled job', () => {
  beforeAll(async () => {
    admin = await openAdminPage();
    page = admin.page;
  }, 300_000);

  afterAll(async () => {
    await admin?.close();
  });

  it('adds a job from the allow-list with "every second" built in the cron editor, paused', async () => {
    await page.goto(`${admin.server.baseUrl}/system/quartz`);
    await poll(() => tabPage().locator('.renderer-list-toolbar').count()).toBe(1);
    await expectNoSeriousViolations(page, 'scheduled jobs');
    await tabPage()
      .locator('.renderer-list-toolbar')
      .getByRole('button', { name: /新\s*增$/ })
      .click();
    const form = page.getByRole('dialog', { name: '定时任务 · 新增' });
    await poll(() => selectOf(form, '任务').count()).toBe(1);
    await pick(selectOf(form, '任务'), '清理过期会话');
    await form.getByLabel('描述').fill(DESCRIPTION);
    await pick(selectOf(form, '状态'), '已暂停');

    await form.getByRole('button', { name: '选择Cron表达式' }).click();
    const editor = page.getByRole('dialog', { name: 'Cron表达式' });
    const expression = editor.getByRole('textbox', { name: '表达式' });
    await poll(() => editor.getByRole('tab').count()).toBe(7);
    // Away from "every second" in the minute tab, then back to it in the second and minute tabs.
    await selectTab(editor, '分');
    await editor.getByRole('radio', { name: '周期：从第几分钟开始，每隔几分钟执行一次' }).click();
    await poll(() => expression.inputValue()).toBe('0 0/1 * * * ? *');
    await selectTab(editor, '秒');
    await editor.getByRole('radio', { name: '每秒' }).click();
    await selectTab(editor, '分');
    await editor.getByRole('radio', { name: '每分钟' }).click();
    await poll(() => expression.inputValue()).toBe('* * * * * ? *');
    // The next ten runs, one second apart (the preview follows the expression after its debounce).
    const preview = editor.getByRole('list', { name: '最近10次运行时间' });
    const gaps = async () => {
      const times = (await preview.getByRole('listitem').allTextContents()).map((text) =>
        new Date(text.replace(' ', 'T')).getTime(),
      );
      return times.slice(1).map((time, i) => time - times[i]!);
    };
    await poll(gaps).toEqual(Array(9).fill(1000));
    // The preview computes in the installation's zone (TIME_ZONE, default Asia/Shanghai) and says so.
    await poll(() => editor.getByText('按时区 Asia/Shanghai（UTC+08:00）计算', { exact: true }).count()).toBe(
      1,
    );
    await page.mouse.move(0, 0);
    await expectNoSeriousViolations(page, 'cron editor');
    await screenshot(page, 'quartz-01-cron-editor');
    await okButton(editor).click();
    await poll(() => editor.count()).toBe(0);
    await poll(() => form.getByRole('textbox', { name: /Cron表达式$/ }).inputValue()).toBe('* * * * * ? *');
    await expectNoSeriousViolations(page, 'scheduled job form');

    await okButton(form).click();
    await poll(() => form.count()).toBe(0);
    await poll(() => jobRow().count()).toBe(1);
    await poll(() => jobRow().getByText('已暂停', { exact: true }).count()).toBe(1);
    const jobs = await api<{ records: JobRow[] }>('/sys/quartzJob/list?pageSize=50');
    const job = jobs.result.records.find(
      (j) => j.jobName === 'clearExpiredSessions' && j.cronExpression === '* * * * * ? *',
    );
    expect(job?.status).toBe('paused');
    jobId = job!.id;
    // Paused from the start: nothing has run.
    expect(await runs()).toEqual([]);
  });

  it('starts it: the runs show a run on its tick', async () => {
    await confirmRowAction('启动', '确定启动该定时任务吗?');
    await poll(() => jobRow().getByText('运行中', { exact: true }).count()).toBe(1);
    await poll(
      async () => (await runs()).filter((r) => r.trigger === 'schedule' && r.status === 'ok').length,
    ).toBeGreaterThan(0);
    const ticked = (await runs()).find((r) => r.trigger === 'schedule')!;
    // A tick is a whole second (the schedule's time, not when the timer happened to fire).
    expect(new Date(ticked.tickTime!).getMilliseconds()).toBe(0);

    await clickRowAction(jobRow(), '执行记录');
    const drawer = page.getByRole('dialog', { name: '执行记录' });
    await poll(() =>
      drawer.locator('tr[data-row-key]').filter({ hasText: '按计划' }).filter({ hasText: '成功' }).count(),
    ).toBeGreaterThan(0);
    await page.mouse.move(0, 0);
    await expectNoSeriousViolations(page, 'job runs');
    await screenshot(page, 'quartz-02-runs');
    await drawer
      .getByRole('button', { name: /Close|关闭/ })
      .first()
      .click();
    await poll(() => drawer.count()).toBe(0);
  });

  it('pauses it: the row says so and its runs stand', async () => {
    await confirmRowAction('暂停', '确定暂停该定时任务吗?');
    await poll(() => jobRow().getByText('已暂停', { exact: true }).count()).toBe(1);
    // A run that had started when the pause arrived may still finish: read the count once it stands.
    let settled = -1;
    await poll(async () => {
      const list = await runs();
      const running = list.some((r) => r.status === 'running');
      const count = list.length;
      const same = count === settled && !running;
      settled = count;
      return same;
    }).toBe(true);
    // That no tick fires for a paused job is the scheduler's to prove, on its own clock, without
    // waiting here for ticks that must not come: tests/api/quartz-jobs.test.ts ("runs a tick once, and
    // not at all once the job is paused"). What the admin sees is the row paused with its runs standing.
    expect((await runs()).length).toBe(settled);
  });

  it('runs it once by hand: a run with its result and duration', async () => {
    const before = (await runs()).filter((r) => r.trigger === 'manual').length;
    expect(before).toBe(0);
    await confirmRowAction('执行一次', '确定立即执行一次该任务吗?');
    await poll(async () => (await runs()).filter((r) => r.trigger === 'manual')).toHaveLength(1);
    const manual = (await runs()).find((r) => r.trigger === 'manual')!;
    expect(manual.status).toBe('ok');
    expect(manual.durationMs).toEqual(expect.any(Number));
    expect(manual.durationMs).toBeGreaterThanOrEqual(0);

    await clickRowAction(jobRow(), '执行记录');
    const drawer = page.getByRole('dialog', { name: '执行记录' });
    const row = drawer.locator('tr[data-row-key]').filter({ hasText: '手动执行' });
    await poll(() => row.count()).toBe(1);
    expect(await row.getByText('成功', { exact: true }).count()).toBe(1);
    expect(await row.getByRole('cell', { name: String(manual.durationMs), exact: true }).count()).toBe(1);
    await page.mouse.move(0, 0);
    await expectNoSeriousViolations(page, 'job runs with a run by hand');
    await screenshot(page, 'quartz-03-run-once');
    // Still paused: running it by hand does not start the schedule.
    expect(
      (await api<{ records: JobRow[] }>('/sys/quartzJob/list?pageSize=50')).result.records.find(
        (j) => j.id === jobId,
      )?.status,
    ).toBe('paused');
  });
});
