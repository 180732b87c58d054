/**
 * page.form.columns 3 and 4 (an online form's formTemplate): the form's fields in a grid of that
 * many columns, which shows fewer when a column would get narrower than its minimum (the dialog is
 * responsive), with the wide fields (a text area, a sub table) each across the whole row. jsdom
 * lays nothing out, so the grid is read from the styles the browser would apply.
 */
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntitySchema, FieldSchema, PageSchema } from '../../src/shared/schema/types';
import { renderForm } from '../test-support/render-form';
import { BUILTIN_WIDGETS } from '../widgets/builtins';
import { preloadWidgets } from '../widgets/lazy-widgets';

const text = (zh: string): FieldSchema => ({
  type: 'string',
  title: { 'zh-CN': zh, 'en-US': zh },
  maxLength: 32,
});

const entity: EntitySchema = {
  $id: 'demo_device',
  type: 'object',
  title: { 'zh-CN': '检验设备', 'en-US': 'Device' },
  'x-table': 'demo_device',
  'x-api': '/demo/device',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:device:list', add: 'demo:device:add' },
  properties: {
    deviceNo: text('设备编号'),
    deviceName: text('设备名称'),
    model: text('型号'),
    maker: text('厂家'),
    remark: { type: 'string', title: { 'zh-CN': '备注', 'en-US': 'Remark' }, 'x-widget': 'textarea' },
    parts: {
      type: 'array',
      title: { 'zh-CN': '配件', 'en-US': 'Parts' },
      'x-virtual': true,
      'x-widget': 'editableTable',
      'x-widget-options': {
        columns: [{ key: 'partName', title: { 'zh-CN': '配件名称', 'en-US': 'Part' }, type: 'input' }],
      },
    } as unknown as FieldSchema, // an editable table's options, beyond FieldSchema's plain items
  },
  additionalProperties: false,
};

const pageWith = (columns: 3 | 4): PageSchema => ({
  $id: 'demo-device-list',
  kind: 'list',
  title: { 'zh-CN': '检验设备', 'en-US': 'Devices' },
  entity: 'demo_device',
  api: { add: '/demo/device/add' },
  form: {
    container: 'modal',
    width: 1200,
    columns,
    fields: ['deviceNo', 'deviceName', 'model', 'remark', 'maker', 'parts'],
  },
});

function cellOf(field: string): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (!cell) throw new Error(`no form cell for ${field}`);
  return cell;
}

/** The grid holding the form's fields. */
function formGrid(): HTMLElement {
  const grid = cellOf('deviceNo').parentElement;
  if (!grid) throw new Error('no form grid');
  return grid;
}

describe.each([3, 4] as const)('a form of %i columns', (columns) => {
  beforeAll(() => preloadWidgets(['editableTable', 'textarea'], BUILTIN_WIDGETS), 180_000);

  it('lays the fields out in that many columns at most, a narrow dialog falling back to fewer', async () => {
    renderForm({ page: pageWith(columns), entity });
    expect(await screen.findByLabelText(/设备编号/, {}, { timeout: 15000 })).toBeTruthy();
    const grid = formGrid();
    expect(grid.style.display).toBe('grid');
    const template = grid.style.gridTemplateColumns;
    // A column is at least the 1/n share of the width (so no more than n fit), at least 200px
    // (so fewer fit in a narrow dialog), and never wider than the dialog (no sideways overflow).
    expect(template).toContain('auto-fill');
    expect(template).toContain(`/ ${columns})`);
    expect(template).toContain(`${(columns - 1) * 24}px`);
    expect(template).toMatch(/min\(100%, max\(200px,/);
    // Every field is a cell of that one grid, in the form's order.
    expect([...grid.children].map((c) => c.getAttribute('data-field'))).toEqual([
      'deviceNo',
      'deviceName',
      'model',
      'remark',
      'maker',
      'parts',
    ]);
  }, 60_000);

  it('gives a text area and a sub table a whole row each, the other fields one column', async () => {
    renderForm({ page: pageWith(columns), entity });
    await screen.findByLabelText(/设备编号/, {}, { timeout: 15000 });
    expect(cellOf('remark').style.gridColumn).toBe('1 / -1');
    expect(cellOf('parts').style.gridColumn).toBe('1 / -1');
    for (const field of ['deviceNo', 'deviceName', 'model', 'maker'])
      expect(cellOf(field).style.gridColumn).toBe('');
    // The wide fields are still there to use.
    expect(within(cellOf('remark')).getByRole('textbox', { name: /备注/ })).toBeTruthy();
    expect(
      await within(cellOf('parts')).findByRole('button', { name: /新\s*增$/ }, { timeout: 15000 }),
    ).toBeTruthy();
  }, 60_000);
});
