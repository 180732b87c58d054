/**
 * A dashboard list over a list endpoint: the page of rows it asks for, the open ones it keeps, at
 * most its limit, texts from fields with underscores and fallbacks, a day cut from a date-time, a list
 * named by its heading with a "view all" described by it, and its own loading and failure that hold
 * up no other block.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { Envelope } from '../../src/shared/envelope';
import type { DashboardBlock, DashboardListBlock } from '../../src/shared/schema/dashboard-page';
import { RendererProvider } from '../context';
import { memoryServices } from '../test-support/render-with-provider';
import { DashboardPage } from './DashboardPage';

const rows = [
  { id: '1', no: 'N-3', status: 'open', status_dictText: '待处理', validUntil: '2029-05-01 00:00:00' },
  { id: '2', no: 'N-2', status: 'closed', status_dictText: '已关闭', validUntil: '2028-01-01' },
  { id: '3', no: 'N-1', status: 'open', grade: 'minor' },
  { id: '4', no: 'N-0', status: 'open' },
];

const openRows: DashboardListBlock = {
  kind: 'list',
  heading: { 'zh-CN': '概览', 'en-US': 'At a glance' },
  source: '/rows/list',
  params: { pageNo: 1, pageSize: 20, order: 'desc' },
  span: 12,
  title: { 'zh-CN': '待处理', 'en-US': 'Open' },
  items: 'records',
  filter: { '!=': [{ var: 'status' }, 'closed'] },
  limit: 2,
  empty: { 'zh-CN': '暂无待处理', 'en-US': 'Nothing open' },
  failed: { 'zh-CN': '暂时无法读取', 'en-US': 'Could not be read' },
  primary: ['{no}'],
  description: [
    '{grade_dictText ?? grade}',
    { 'zh-CN': '有效期至 {validUntil|date}', 'en-US': 'Valid until {validUntil|date}' },
  ],
  tags: [{ text: '{status_dictText ?? status}' }],
  more: { path: '/rows', label: { 'zh-CN': '查看全部', 'en-US': 'View all' } },
};

const counts: DashboardBlock = {
  kind: 'statistics',
  source: '/counts',
  numbers: [{ title: '总数', value: 'n' }],
};

type LoadSource = (path: string) => Promise<Envelope<unknown>>;

function renderBoard(blocks: DashboardBlock[], loadSource?: LoadSource, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  const setup = memoryServices({ sources: { '/rows/list': { records: rows }, '/counts': { n: 4 } } });
  const data = loadSource ? { ...setup.services.data, loadSource } : setup.services.data;
  const services = {
    ...setup.services,
    data,
    locale,
    t: (text: Parameters<typeof setup.services.t>[0]) =>
      text === undefined ? '' : typeof text === 'string' ? text : text[locale],
  };
  render(
    <RendererProvider services={services}>
      <DashboardPage
        page={{ $id: 'b', kind: 'dashboard', title: '看板', permission: 'b:view:all', blocks }}
        headingLevel={3}
      />
    </RendererProvider>,
  );
  return { calls: () => setup.callsOf('loadSource').map((call) => call.args) };
}

describe('a list block over a list endpoint', () => {
  it('asks for its page of rows and shows the ones its filter keeps, at most its limit, in a list named by its heading', async () => {
    const { calls } = renderBoard([openRows]);
    const list = await screen.findByRole('list', { name: '待处理' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^N-/).textContent)).toEqual(['N-3', 'N-1']);
    // A dictionary text, else the value; a date-time cut to its day; a part with nothing in it left out.
    expect(within(items[0]!).getByText('待处理', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(items[0]!).getByText('有效期至 2029-05-01')).toBeTruthy();
    expect(within(items[1]!).getByText('open', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(items[1]!).getByText('minor')).toBeTruthy();
    expect(calls()).toEqual([['/rows/list', { pageNo: 1, pageSize: 20, order: 'desc' }]]);
    expect(screen.getByRole('heading', { level: 4, name: '概览' })).toBeTruthy();
  });

  it('links to the full page, the link described by the heading, and speaks English', async () => {
    renderBoard([openRows], undefined, 'en-US');
    await screen.findByRole('list', { name: 'Open' });
    const link = screen.getByRole('link', { name: 'View all' });
    expect(link.getAttribute('href')).toBe('/rows');
    expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Open');
    expect(screen.getByText('Valid until 2029-05-01')).toBeTruthy();
  });

  it('says what to do when nothing is left after its filter', async () => {
    renderBoard([{ ...openRows, filter: { '==': [{ var: 'status' }, 'gone'] } }]);
    expect(await screen.findByText('暂无待处理')).toBeTruthy();
    expect(screen.queryByRole('list', { name: '待处理' })).toBeNull();
  });

  it('says in place while its source loads and when it cannot be read, holding up no other block', async () => {
    let refuse: (answer: Envelope<unknown>) => void = () => undefined;
    const pending = new Promise<Envelope<unknown>>((resolve) => (refuse = resolve));
    renderBoard([openRows, counts], (path) =>
      path === '/counts'
        ? Promise.resolve({ success: true, code: 200, message: '', result: { n: 4 }, timestamp: 0 })
        : pending,
    );
    const card = (await screen.findByRole('heading', { name: '待处理' })).closest('.ant-card') as HTMLElement;
    expect(within(card).getByRole('status', { name: '加载中' })).toBeTruthy();
    expect(await screen.findByText('总数')).toBeTruthy();
    refuse({ success: false, code: 403, message: '没有权限', result: null, timestamp: 0 });
    expect(await within(card).findByText('暂时无法读取')).toBeTruthy();
    expect(within(card).queryByRole('list')).toBeNull();
    expect(screen.getByText('总数')).toBeTruthy();
  });

  it('without its own failure text leaves the saying to the page', async () => {
    const { failed: _, ...plain } = openRows;
    renderBoard([plain], () =>
      Promise.resolve({ success: false, code: 500, message: '服务器错误', result: null, timestamp: 0 }),
    );
    expect(await screen.findByText('数据暂时无法读取，请稍后刷新页面')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '待处理' })).toBeNull();
  });
});
