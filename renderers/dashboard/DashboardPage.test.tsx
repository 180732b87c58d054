/**
 * The workplace and task dashboards as schema pages (schemas/pages/dashboard-*.json) over the work
 * answer: headings, counts per kind, the waiting items with their next step and link, staff's recent
 * steps, the empty texts, the failed read, and both languages.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { DashboardPage } from '../../src/shared/schema/dashboard-page';
import type { WorkDashboard } from '../../src/shared/dashboard/dashboard-types';
import workplaceFile from '../../schemas/pages/dashboard-workplace.json';
import taskFile from '../../schemas/pages/dashboard-task.json';
import { checkDashboardDocument } from '../../src/shared/schema/meta-check';
import { RendererProvider } from '../context';
import { memoryServices, type TestRendererOptions } from '../test-support/render-with-provider';
import { refusal } from '../test-support/memory-provider';
import { SchemaPage } from '../page/SchemaPage';

const workplace = checkDashboardDocument('dashboard-workplace.json', workplaceFile);
const task = checkDashboardDocument('dashboard-task.json', taskFile);
const WORK = '/sys/dashboard/work';

const staffWork: WorkDashboard = {
  role: 'staff',
  items: [
    {
      kind: 'application',
      id: 'a1',
      title: 'SQ-001',
      state: '已提交',
      next: '受理或驳回申请',
      path: '/isps/apply/review',
      time: null,
    },
    {
      kind: 'application',
      id: 'a2',
      title: 'SQ-002',
      state: '已提交',
      next: '受理或驳回申请',
      path: '/isps/apply/review',
      time: null,
    },
    {
      kind: 'company',
      id: 'c1',
      title: '甲公司',
      state: '待审核',
      next: '审核企业资料',
      path: '/isps/company',
      time: null,
    },
    {
      kind: 'project',
      id: 'p1',
      title: '甲一阶段项目',
      state: '进行中',
      next: '推进到下一阶段',
      path: '/isps/project',
      time: null,
    },
  ],
  history: [
    {
      id: 'h1',
      entity: 'isps_apply',
      entityText: '在线申请',
      recordId: 'a0',
      transitionText: '驳回',
      fromStateText: '已提交',
      toStateText: '已驳回',
      note: '资料不全',
      time: '2026-11-02T08:30:00.000Z',
    },
    {
      id: 'h2',
      entity: 'isps_company',
      entityText: '企业',
      recordId: 'c0',
      transitionText: '审核通过',
      fromStateText: '待审核',
      toStateText: '已激活',
      note: null,
      time: '2026-11-01T08:30:00.000Z',
    },
  ],
};

const customerWork: WorkDashboard = {
  role: 'customer',
  items: [
    {
      kind: 'application',
      id: 'a9',
      title: 'SQ-009',
      state: '草稿',
      next: '完善并提交申请',
      path: '/apply/my',
      time: null,
    },
  ],
  history: [],
};

function renderPage(
  page: DashboardPage,
  options: TestRendererOptions & { locale?: 'zh-CN' | 'en-US'; navigate?: (path: string) => void },
) {
  const setup = memoryServices({ ...options, pages: { [page.$id]: { page } } });
  const locale = options.locale ?? 'zh-CN';
  const services = {
    ...setup.services,
    locale,
    t: (text: Parameters<typeof setup.services.t>[0]) =>
      text === undefined ? '' : typeof text === 'string' ? text : text[locale],
  };
  const wrap = (children: ReactNode) => <RendererProvider services={services}>{children}</RendererProvider>;
  return { ...setup, ...render(wrap(<SchemaPage pageId={page.$id} navigate={options.navigate} />)) };
}

/** The count a figure card shows under its title. */
function figure(title: string): string {
  const card = screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic');
  return card!.querySelector('.ant-statistic-content-value')!.textContent!;
}

describe('the workplace dashboard (schema page)', () => {
  it('shows staff the counts per kind, what waits with its link, and their recent steps', async () => {
    const navigate = vi.fn();
    renderPage(workplace, { sources: { [WORK]: staffWork }, navigate });
    expect(await screen.findByRole('heading', { level: 3, name: '工作台' })).toBeTruthy();
    expect(screen.getByText('与您有关的事项和您最近的操作。')).toBeTruthy();
    await screen.findByRole('heading', { name: '待办事项' });
    expect(figure('申请')).toBe('2');
    expect(figure('项目')).toBe('1');
    expect(figure('企业')).toBe('1');
    expect(figure('证书')).toBe('0');
    // Each waiting item: its kind, title, state, next step and a link named after it.
    expect(screen.getAllByText('受理或驳回申请')).toHaveLength(2);
    const link = screen.getByRole('link', { name: '去处理：SQ-001' });
    expect(link.getAttribute('href')).toBe('/isps/apply/review');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/isps/apply/review');
    expect(screen.getByRole('link', { name: '去处理：甲公司' }).getAttribute('href')).toBe('/isps/company');
    // Staff's recent steps, a step without a note leaving the note out.
    expect(screen.getByRole('heading', { name: '我最近的操作' })).toBeTruthy();
    expect(screen.getByText('在线申请 · 驳回')).toBeTruthy();
    expect(
      screen.getByText(
        `已提交 → 已驳回 · 资料不全 · ${new Date('2026-11-02T08:30:00.000Z').toLocaleString('zh-CN')}`,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(`待审核 → 已激活 · ${new Date('2026-11-01T08:30:00.000Z').toLocaleString('zh-CN')}`),
    ).toBeTruthy();
  });

  it("shows a customer's answer without staff's kinds and recent steps", async () => {
    renderPage(workplace, { sources: { [WORK]: customerWork } });
    await screen.findByRole('heading', { name: '待办事项' });
    expect(figure('申请')).toBe('1');
    expect(screen.queryByText('企业', { selector: '.ant-statistic-title' })).toBeNull();
    expect(screen.queryByText('证书', { selector: '.ant-statistic-title' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '我最近的操作' })).toBeNull();
    expect(screen.getByText('完善并提交申请')).toBeTruthy();
  });

  it('says when nothing waits and no step was taken', async () => {
    renderPage(workplace, { sources: { [WORK]: { role: 'staff', items: [], history: [] } } });
    expect(await screen.findByText('暂无待办事项')).toBeTruthy();
    expect(screen.getByText('暂无操作记录')).toBeTruthy();
  });

  it('says so in place when the figures cannot be read', async () => {
    renderPage(workplace, { override: { loadSource: () => Promise.resolve(refusal('服务器错误', 500)) } });
    expect(await screen.findByText('数据暂时无法读取，请稍后刷新页面')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '工作台' })).toBeTruthy();
  });

  it('speaks English in en-US', async () => {
    renderPage(workplace, { sources: { [WORK]: staffWork }, locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Workplace' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'To do' });
    expect(screen.getByRole('heading', { name: 'My recent steps' })).toBeTruthy();
    expect(figure('Application')).toBe('2');
    expect(screen.getByRole('link', { name: 'Open：SQ-002' })).toBeTruthy();
  });
});

describe('the task dashboard (schema page)', () => {
  it('lists what waits, labelled by the page title, with the next step of each', async () => {
    renderPage(task, { sources: { [WORK]: staffWork } });
    const heading = await screen.findByRole('heading', { level: 3, name: '我的任务' });
    expect(screen.getByText('等待您处理的事项。')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('受理或驳回申请')).toHaveLength(2));
    const list = screen.getByRole('list', { name: '我的任务' });
    expect(list.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(within(list).getAllByRole('link', { name: /^去处理：/ })).toHaveLength(4);
    // The task page shows no counts and no recent steps.
    expect(document.querySelector('.ant-statistic')).toBeNull();
    expect(screen.queryByRole('heading', { name: '我最近的操作' })).toBeNull();
  });

  it('speaks English in en-US', async () => {
    renderPage(task, { sources: { [WORK]: customerWork }, locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 3, name: 'My tasks' })).toBeTruthy();
    expect(await screen.findByText('What waits for you.')).toBeTruthy();
    expect(screen.getByText('Application')).toBeTruthy();
  });
});
