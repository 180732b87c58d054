import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import type { DataProvider } from '../data/data-provider';
import { envelope } from '../test-support/memory-provider';
import { renderWithProvider } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';

const entity: EntitySchema = {
  $id: 'demo_order',
  type: 'object',
  title: '订单',
  'x-table': 'demo_order',
  'x-api': '/demo/order',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:order:list' },
  'x-sub-tables': [
    { property: 'lines', entity: 'demo_order_line', foreignKey: 'orderId' },
    { property: 'payments', entity: 'demo_payment', foreignKey: 'orderId' },
  ],
  properties: {
    orderNo: { type: 'string', title: '订单号' },
    lines: {
      type: 'array',
      title: { 'zh-CN': '订单明细', 'en-US': 'Lines' },
      'x-virtual': true,
      'x-widget': 'editableTable',
      'x-widget-options': {
        columns: [
          { key: 'item', title: '物品', type: 'input' },
          { key: 'unit', title: '单位', type: 'select', dictCode: 'unit' },
          { key: 'qty', title: '数量', type: 'inputNumber' },
        ],
      },
    },
    payments: {
      type: 'array',
      title: { 'zh-CN': '付款记录', 'en-US': 'Payments' },
      'x-virtual': true,
      'x-widget': 'editableTable',
      'x-widget-options': { columns: [{ key: 'amount', title: '金额', type: 'inputNumber' }] },
    },
  },
  additionalProperties: false,
};

const pageOf = (subTableView: PageSchema['subTableView']) =>
  ({
    $id: 'demo-order-list',
    kind: 'list',
    title: '订单',
    entity: 'demo_order',
    api: { list: '/demo/order/list', queryById: '/demo/order/queryById' },
    columns: [{ field: 'orderNo' }],
    superQuery: false,
    subTableView,
  }) as PageSchema;

const orders = [
  { id: 'o1', orderNo: 'PO-001' },
  { id: 'o2', orderNo: 'PO-002' },
];

/** queryById as the CRUD answers it: the record with each sub table's rows under its property. */
const full: Record<string, Record<string, unknown>> = {
  o1: {
    ...orders[0],
    lines: [{ id: 'l1', item: '螺栓', unit: 'pc', qty: 12 }],
    payments: [{ id: 'p1', amount: 300 }],
  },
  o2: { ...orders[1], lines: [{ id: 'l2', item: '垫圈', unit: 'pc', qty: 40 }], payments: [] },
};

const getOne = ((_resource, id) => Promise.resolve(envelope(full[id] ?? null))) as DataProvider['getOne'];

const renderPage = (view: PageSchema['subTableView']) =>
  renderWithProvider(<ListPage page={pageOf(view)} entity={entity} />, {
    records: { '/demo/order': orders },
    dicts: { unit: [{ value: 'pc', text: '件', textEn: 'Piece' }] },
    override: { getOne },
  });

const WAIT = { timeout: 15000 };

describe('ListPage subTableView', () => {
  it("panel: a hint until a main row is chosen, then that record's sub rows in one tab per sub table", async () => {
    const { callsOf } = renderPage('panel');
    const first = await screen.findByText('PO-001', undefined, WAIT);
    const panel = screen.getByRole('region', { name: '子表' });
    expect(within(panel).getByText('请选择一条主表记录')).toBeTruthy();
    expect(callsOf('getOne')).toHaveLength(0);

    await userEvent.click(first);
    const chosen = await screen.findByRole('region', { name: 'PO-001 的子表' }, WAIT);
    expect(within(chosen).getByRole('tab', { name: '订单明细' })).toBeTruthy();
    expect(within(chosen).getByRole('tab', { name: '付款记录' })).toBeTruthy();
    expect(await within(chosen).findByText('螺栓', undefined, WAIT)).toBeTruthy();
    // The unit's dictionary text, not its code.
    expect(within(chosen).getByText('件')).toBeTruthy();
    expect(within(chosen).getByText('12')).toBeTruthy();
    expect(first.closest('tr')?.getAttribute('aria-current')).toBe('true');

    await userEvent.click(within(chosen).getByRole('tab', { name: '付款记录' }));
    expect(await within(chosen).findByText('300', undefined, WAIT)).toBeTruthy();
    expect(callsOf('getOne').map((c) => c.args[1])).toEqual(['o1']);
  });

  it('panel: a row is chosen from the keyboard with Enter', async () => {
    renderPage('panel');
    await screen.findByText('PO-002', undefined, WAIT);
    const row = screen.getByText('PO-002').closest('tr') as HTMLElement;
    expect(row.tabIndex).toBe(0);
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    const chosen = await screen.findByRole('region', { name: 'PO-002 的子表' }, WAIT);
    expect(await within(chosen).findByText('垫圈', undefined, WAIT)).toBeTruthy();
    expect(screen.queryByText('请选择一条主表记录')).toBeNull();
  });

  it('expand: a labelled button per row opens its sub tables, read when opened', async () => {
    const { callsOf } = renderPage('expand');
    await screen.findByText('PO-001', undefined, WAIT);
    expect(screen.queryByRole('region', { name: '子表' })).toBeNull();
    expect(callsOf('getOne')).toHaveLength(0);
    const open = screen.getByRole('button', { name: '展开 PO-002 的子表' });
    expect(open.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(open);
    expect(await screen.findByText('垫圈', undefined, WAIT)).toBeTruthy();
    const lines = screen.getByRole('region', { name: '订单明细' });
    expect(within(lines).getByText('40')).toBeTruthy();
    expect(screen.getByRole('region', { name: '付款记录' })).toBeTruthy();
    expect(screen.queryByText('螺栓')).toBeNull();
    expect(callsOf('getOne').map((c) => c.args[1])).toEqual(['o2']);

    const close = screen.getByRole('button', { name: '收起 PO-002 的子表' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
  });
});
