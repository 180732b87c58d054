/**
 * The dashboard block kinds that read single numbers, charts and tagged lists out of an answer: what
 * a reader sees (titles, numbers, links named by their text, charts readable as tables, tags in words),
 * what stays hidden (a null number, a block for another audience or permission) and what is never read.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardBlock, DashboardPage } from '../../src/shared/schema/dashboard-page';
import type { WorkflowUser } from '../../src/shared/workflow/types';
import { RendererProvider } from '../context';
import { memoryServices } from '../test-support/render-with-provider';
import { DashboardPage as DashboardPageView, type DashboardHeadingLevel } from './DashboardPage';

const CUSTOMER_ONLY = { '==': [{ var: 'user.userType' }, 'customer_main'] };

function pageOf(blocks: DashboardBlock[]): DashboardPage {
  return {
    $id: 'board',
    kind: 'dashboard',
    title: { 'zh-CN': '看板', 'en-US': 'Board' },
    permission: 'board:view:all',
    blocks,
  };
}

interface Options {
  sources: Record<string, unknown>;
  permissions?: string[];
  user?: WorkflowUser;
  navigate?: (path: string) => void;
  headingLevel?: DashboardHeadingLevel;
  locale?: 'zh-CN' | 'en-US';
}

function renderBoard(blocks: DashboardBlock[], options: Options) {
  const setup = memoryServices({ sources: options.sources, permissions: options.permissions });
  const locale = options.locale ?? 'zh-CN';
  const services = {
    ...setup.services,
    locale,
    user: options.user,
    t: (text: Parameters<typeof setup.services.t>[0]) =>
      text === undefined ? '' : typeof text === 'string' ? text : text[locale],
  };
  render(
    <RendererProvider services={services}>
      <DashboardPageView
        page={pageOf(blocks)}
        navigate={options.navigate}
        headingLevel={options.headingLevel}
      />
    </RendererProvider>,
  );
  return { readSources: () => setup.callsOf('loadSource').map((call) => call.args[0]) };
}

function statisticValue(title: string): string | null {
  const card = screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic');
  return card?.querySelector('.ant-statistic-content-value')?.textContent ?? null;
}

describe('statistics block', () => {
  const queues: DashboardBlock = {
    kind: 'statistics',
    source: '/q',
    title: { 'zh-CN': '队列（{window} 天）', 'en-US': 'Queues ({window} days)' },
    numbers: [
      { title: { 'zh-CN': '待受理', 'en-US': 'To review' }, value: 'queues.open', link: '/review' },
      { title: { 'zh-CN': '待审核企业', 'en-US': 'Companies' }, value: 'queues.companies' },
      { title: { 'zh-CN': '逾期', 'en-US': 'Overdue' }, value: 'overdue', emphasis: true },
      { title: { 'zh-CN': '未到期', 'en-US': 'Not due' }, value: 'notDue', emphasis: true },
    ],
  };
  const answer = { window: 90, queues: { open: 7, companies: null }, overdue: 2, notDue: 0 };

  it('shows each number under its title in a region named by its heading, one of null left out', async () => {
    renderBoard([queues], { sources: { '/q': answer }, headingLevel: 4 });
    const region = await screen.findByRole('region', { name: '队列（90 天）' });
    expect(within(region).getByRole('heading', { level: 5, name: '队列（90 天）' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: '看板' })).toBeTruthy();
    expect(statisticValue('逾期')).toBe('2');
    expect(statisticValue('未到期')).toBe('0');
    // A count the user may not see (null) is not shown as 0.
    expect(screen.queryByText('待审核企业')).toBeNull();
  });

  it('links a number to its screen, named by its visible title and number, through the app', async () => {
    const navigate = vi.fn();
    renderBoard([queues], { sources: { '/q': answer }, navigate });
    const link = await screen.findByRole('link', { name: /^待受理\s*7$/ });
    expect(link.getAttribute('href')).toBe('/review');
    expect(link.hasAttribute('aria-label')).toBe(false);
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/review');
  });

  it('draws an emphasised number in the error colour only above 0', async () => {
    renderBoard([queues], { sources: { '/q': answer } });
    await screen.findByText('逾期');
    const colour = (title: string) =>
      (
        screen
          .getByText(title, { selector: '.ant-statistic-title' })
          .closest('.ant-statistic')!
          .querySelector('.ant-statistic-content') as HTMLElement
      ).style.color;
    expect(colour('逾期')).not.toBe('');
    expect(colour('未到期')).toBe('');
  });
});

describe('chart block', () => {
  it('takes categories and series from fields of the items, only those the condition keeps', async () => {
    const user = userEvent.setup();
    renderBoard(
      [
        {
          kind: 'chart',
          source: '/c',
          title: { 'zh-CN': '状态', 'en-US': 'Status' },
          chart: 'pie',
          items: 'byStatus',
          category: 'text',
          where: { '>': [{ var: 'count' }, 0] },
          series: [{ name: { 'zh-CN': '证书', 'en-US': 'Certificates' }, field: 'count' }],
        },
      ],
      {
        sources: {
          '/c': {
            byStatus: [
              { text: '有效', count: 3 },
              { text: '暂停', count: 0 },
              { text: '撤销', count: 1 },
            ],
          },
        },
      },
    );
    const chart = await screen.findByRole('img', { name: /^状态：/ });
    expect(chart.getAttribute('aria-label')).toBe('状态：有效 3；撤销 1');
    const panel = chart.closest('.rf-chart-panel') as HTMLElement;
    await user.click(within(panel).getByText('表格'));
    const table = await within(panel).findByRole('table', { name: '状态' });
    expect([...table.querySelectorAll('tbody tr')].map((r) => r.textContent)).toEqual(['有效3', '撤销1']);
  });

  it('takes categories and series from arrays of the answer, and an answer that is the array itself', async () => {
    renderBoard(
      [
        {
          kind: 'chart',
          source: '/m',
          title: { 'zh-CN': '月度', 'en-US': 'Monthly' },
          chart: 'line',
          categories: 'months',
          series: [
            { name: { 'zh-CN': '提交', 'en-US': 'In' }, values: 'flow.in' },
            { name: { 'zh-CN': '完成', 'en-US': 'Out' }, values: 'flow.out' },
          ],
        },
        {
          kind: 'chart',
          source: '/d',
          title: { 'zh-CN': '每日', 'en-US': 'Daily' },
          chart: 'bar',
          category: 'day',
          series: [{ name: { 'zh-CN': '访问', 'en-US': 'Visits' }, field: 'visit' }],
        },
      ],
      {
        sources: {
          '/m': { months: ['2026-10', '2026-11'], flow: { in: [1, 6], out: [0, 2] } },
          '/d': [
            { day: '11-27', visit: 4 },
            { day: '11-28', visit: 12 },
          ],
        },
        locale: 'en-US',
      },
    );
    expect((await screen.findByRole('img', { name: /^Monthly:/ })).getAttribute('aria-label')).toBe(
      'Monthly: 2026-10 In 1, Out 0; 2026-11 In 6, Out 2',
    );
    expect(screen.getByRole('img', { name: /^Daily:/ }).getAttribute('aria-label')).toBe(
      'Daily: 11-27 4; 11-28 12',
    );
  });
});

describe('list block tags and header link', () => {
  const dues: DashboardBlock = {
    kind: 'list',
    source: '/dues',
    title: { 'zh-CN': '{days} 天内到期', 'en-US': 'Due within {days} days' },
    items: 'dues',
    empty: { 'zh-CN': '暂无', 'en-US': 'None' },
    primary: ['{no}'],
    secondary: ['{dueDate}'],
    tags: [
      {
        when: { '<': [{ var: 'daysLeft' }, 0] },
        text: { 'zh-CN': '已逾期 {daysLeft|abs} 天', 'en-US': 'Overdue by {daysLeft|abs} days' },
        color: 'error',
      },
      { text: { 'zh-CN': '剩余 {daysLeft} 天', 'en-US': '{daysLeft} days left' } },
    ],
    more: { path: '/certificates', label: { 'zh-CN': '证书', 'en-US': 'Certificates' } },
  };
  const answer = {
    days: 90,
    dues: [
      { id: 'a', no: 'C-1', dueDate: '2026-11-18', daysLeft: -10 },
      { id: 'b', no: 'C-2', dueDate: '2026-12-18', daysLeft: 20 },
    ],
  };

  it('tags each item by the first condition that holds, overdue said in words as well as red', async () => {
    renderBoard([dues], { sources: { '/dues': answer } });
    const heading = await screen.findByRole('heading', { name: '90 天内到期' });
    const items = within(heading.closest('.ant-card') as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'C-1 · 2026-11-18已逾期 10 天',
      'C-2 · 2026-12-18剩余 20 天',
    ]);
    expect(within(items[0]!).getByText('已逾期 10 天').classList.contains('ant-tag-error')).toBe(true);
    expect(within(items[1]!).getByText('剩余 20 天').classList.contains('ant-tag-error')).toBe(false);
  });

  it('links the header to the page holding all of it, named by its text, in English too', async () => {
    const navigate = vi.fn();
    renderBoard([dues], { sources: { '/dues': answer }, navigate, locale: 'en-US' });
    expect(await screen.findByText('Overdue by 10 days')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Certificates' });
    expect(link.getAttribute('href')).toBe('/certificates');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/certificates');
  });
});

describe('who sees a block', () => {
  const numberBlock = (source: string, title: string, extra: Partial<DashboardBlock>): DashboardBlock =>
    ({
      kind: 'statistics',
      source,
      numbers: [{ title: { 'zh-CN': title, 'en-US': title }, value: 'n' }],
      ...extra,
    }) as DashboardBlock;
  const blocks = [
    numberBlock('/mine', '我的', { audience: CUSTOMER_ONLY }),
    numberBlock('/queue', '队列', { audience: { '!': CUSTOMER_ONLY } }),
    numberBlock('/visits', '访问', { permission: 'visits:view:all' }),
  ];
  const sources = { '/mine': { n: 1 }, '/queue': { n: 2 }, '/visits': { n: 3 } };

  it("shows a block to its audience only, and reads no other block's source", async () => {
    const { readSources } = renderBoard(blocks, {
      sources,
      user: { userType: 'customer_main', companyId: 'c1', divisionId: null },
    });
    expect(await screen.findByText('我的')).toBeTruthy();
    expect(screen.queryByText('队列')).toBeNull();
    expect(screen.queryByText('访问')).toBeNull();
    expect(readSources()).toEqual(['/mine']);
  });

  it('shows a block to holders of its permission only', async () => {
    const { readSources } = renderBoard(blocks, {
      sources,
      permissions: ['visits:view:all'],
      user: { userType: 'staff', companyId: null, divisionId: 'd1' },
    });
    expect(await screen.findByText('访问')).toBeTruthy();
    expect(statisticValue('队列')).toBe('2');
    expect(screen.queryByText('我的')).toBeNull();
    expect([...readSources()].sort()).toEqual(['/queue', '/visits']);
  });
});
