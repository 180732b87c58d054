/**
 * The editable table's remaining SPEC §3/§4/§6 options, as a schema sets them on a form's
 * `x-widget-options` (or the owner passes them): the toolbar hidden by permission (authPre), the
 * column options allowInput, allowSearch, allowDownload, sorter, isOrder and the upload settings
 * (accept, maxSize, fieldExtendJson.uploadnum), and the added / inserted row events.
 */
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../src/shared/envelope';
import { envelope } from '../test-support/memory-provider';
import { renderWithProvider } from '../test-support/render-with-provider';
import { StandaloneForm } from '../form/StandaloneForm';
import type { StandaloneFormSchema } from '../form/standalone-form';
import { BUILTIN_WIDGETS } from '../widgets/builtins';
import { preloadWidgets } from '../widgets/lazy-widgets';
import { normaliseColumns } from './columns';
import { EditableTable, type RowsAddedEvent } from './EditableTable';
import type { ColumnSpec, Row } from './types';

/** A form with one editable table field whose widget options are `options`. */
function formWith(options: Record<string, unknown>): StandaloneFormSchema {
  return {
    $id: 'lines-form',
    title: { 'zh-CN': '订单', 'en-US': 'Order' },
    properties: {
      lines: {
        type: 'array',
        title: { 'zh-CN': '明细', 'en-US': 'Lines' },
        items: { type: 'object' },
        'x-widget': 'editableTable',
        'x-widget-options': options,
      },
    },
  } as unknown as StandaloneFormSchema;
}

function renderForm(
  options: Record<string, unknown>,
  rows: Row[],
  extra: Parameters<typeof renderWithProvider>[1] = {},
) {
  const submit = vi.fn((_data: Record<string, unknown>): Promise<Envelope<unknown>> =>
    Promise.resolve(envelope(null)),
  );
  const rendered = renderWithProvider(
    <StandaloneForm
      form={formWith(options)}
      submit={submit}
      onDone={() => undefined}
      initialData={{ lines: rows }}
    />,
    extra,
  );
  return { ...rendered, submit };
}

const submitted = async (submit: ReturnType<typeof renderForm>['submit']) => {
  await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
  await waitFor(() => expect(submit).toHaveBeenCalled());
  return submit.mock.lastCall?.[0].lines as Row[];
};

const ID = (c: string) => c.repeat(32);
/** The options a select's open list shows (found through the list its input controls). */
function shownOptions(select: HTMLElement): HTMLElement[] {
  const list = document.getElementById(select.getAttribute('aria-controls') ?? '');
  const popup = list?.closest('.ant-select-dropdown');
  return popup ? [...popup.querySelectorAll<HTMLElement>('.ant-select-item-option')] : [];
}
// The system's list: the table's two codes are enabled, permission-controlled buttons (type 1, status 1).
const ALL_AUTH = [
  { action: 'demo:lines:add', type: '1', status: '1' },
  { action: 'demo:lines:batch_delete', type: '1', status: '1' },
];
const NAME_COLUMN = [{ key: 'item', title: '物品', type: 'input' }];

describe('editable table: add and batch delete by permission (SPEC §6 authPre)', () => {
  it('hides 新增 and 删除 without the codes under the prefix', async () => {
    await preloadWidgets(['editableTable'], BUILTIN_WIDGETS);
    renderForm({ authPre: 'demo:lines', columns: NAME_COLUMN }, [{ id: ID('a'), item: '螺丝' }], {
      allAuth: ALL_AUTH,
    });
    const grid = await screen.findByRole('grid', { name: '明细' });
    expect(within(grid).getByRole('textbox', { name: '物品 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: '新增行数' })).toBeNull();
    expect(screen.queryByRole('button', { name: /删除(\s*\(\d+\))?$/ })).toBeNull();
  });

  it('shows each button with its own code: add without batch_delete offers 新增 only', async () => {
    await preloadWidgets(['editableTable'], BUILTIN_WIDGETS);
    renderForm({ authPre: 'demo:lines:', columns: NAME_COLUMN }, [], {
      allAuth: ALL_AUTH,
      permissions: ['demo:lines:add'],
    });
    await screen.findByRole('grid', { name: '明细' });
    await userEvent.click(screen.getByRole('button', { name: /新增/ }));
    expect(await screen.findByRole('textbox', { name: '物品 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /删除(\s*\(\d+\))?$/ })).toBeNull();
  });

  it('without authPre both buttons show whatever the user holds', async () => {
    await preloadWidgets(['editableTable'], BUILTIN_WIDGETS);
    renderForm({ columns: NAME_COLUMN }, [], { allAuth: ALL_AUTH });
    await screen.findByRole('grid', { name: '明细' });
    expect(screen.getByRole('button', { name: /新增/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /删除(\s*\(\d+\))?$/ })).toBeTruthy();
  });
});

describe('editable table column options', () => {
  const UNITS = [
    { value: 'kg', text: '千克' },
    { value: 'm', text: '米' },
    { value: 'pc', text: '个' },
  ];

  it('allowInput takes a typed value that is no option; allowSearch filters the options by what is typed', async () => {
    await preloadWidgets(['editableTable'], BUILTIN_WIDGETS);
    const { submit } = renderForm(
      {
        columns: [
          { key: 'unit', title: '单位', type: 'select', options: UNITS, allowInput: true },
          { key: 'pack', title: '包装', type: 'select', options: UNITS, allowSearch: true },
        ],
      },
      [{ id: ID('a') }],
    );
    const grid = await screen.findByRole('grid', { name: '明细' });
    const unit = within(grid).getByRole('combobox', { name: '单位 1' });
    await userEvent.type(unit, '箱');
    // allowInput alone keeps every option and adds the typed text as one more.
    await waitFor(() =>
      expect(shownOptions(unit).map((o) => o.textContent)).toEqual(['千克', '米', '个', '箱']),
    );
    await userEvent.click(shownOptions(unit).find((o) => o.textContent === '箱')!);

    const pack = within(grid).getByRole('combobox', { name: '包装 1' });
    await userEvent.type(pack, '米');
    await waitFor(() => expect(shownOptions(pack).map((o) => o.textContent)).toEqual(['米']));
    await userEvent.click(shownOptions(pack)[0]!);
    const lines = await submitted(submit);
    expect(lines[0]).toMatchObject({ unit: '箱', pack: 'm' });
  });

  it('a select without allowInput or allowSearch offers no typing', async () => {
    await preloadWidgets(['editableTable'], BUILTIN_WIDGETS);
    renderForm({ columns: [{ key: 'unit', title: '单位', type: 'select', options: UNITS }] }, [
      { id: ID('a') },
    ]);
    const unit = await screen.findByRole('combobox', { name: '单位 1' });
    expect(unit.getAttribute('readonly')).not.toBeNull();
  });

  it('allowDownload: false leaves a file cell without its download; image cells offer one by default', async () => {
    await preloadWidgets(['editableTable', 'file', 'image'], BUILTIN_WIDGETS);
    const { downloads } = renderForm(
      {
        columns: [
          { key: 'doc', title: '附件', type: 'file' },
          { key: 'secret', title: '密件', type: 'file', allowDownload: false },
          { key: 'photo', title: '照片', type: 'image' },
        ],
      },
      [{ id: ID('a'), doc: 'temp/a.pdf', secret: 'temp/b.pdf', photo: 'temp/c.png' }],
    );
    const grid = await screen.findByRole('grid', { name: '明细' });
    // The file's name is its download button (title: the whole name); without download it is text.
    const named = (name: string) => grid.querySelector<HTMLElement>(`[title="${name}"]`);
    await waitFor(() => expect(named('a.pdf')?.tagName).toBe('BUTTON'));
    await userEvent.click(named('a.pdf')!);
    await waitFor(() => expect(downloads).toContainEqual({ what: 'temp/a.pdf', filename: 'a.pdf' }));
    expect(named('b.pdf')?.tagName).toBe('SPAN');
    expect(grid.querySelector('button [title="b.pdf"], button[title="b.pdf"]')).toBeNull();
    expect(grid.querySelector('[aria-label="下载 a.pdf"], [aria-label="下载 b.pdf"]')).toBeNull();
    await userEvent.click(within(grid).getByLabelText('下载 c.png'));
    await waitFor(() => expect(downloads).toContainEqual({ what: 'temp/c.png', filename: 'c.png' }));
  });

  it('upload settings: accepted types, size limit and number of files of a file cell', async () => {
    await preloadWidgets(['editableTable', 'file'], BUILTIN_WIDGETS);
    const { callsOf, submit } = renderForm(
      {
        columns: [
          {
            key: 'doc',
            title: '附件',
            type: 'file',
            accept: ['pdf'],
            maxSize: 8,
            fieldExtendJson: { uploadnum: 2 },
          },
        ],
      },
      [{ id: ID('a') }],
    );
    const grid = await screen.findByRole('grid', { name: '明细' });
    const input = () => grid.querySelector<HTMLInputElement>('input[type="file"]');
    // The input's accept attribute lists .pdf; a user can still choose another file (all files).
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input()!, new File(['x'], 'run.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText('请上传指定格式的文件！')).toBeTruthy();
    await user.upload(input()!, new File(['0123456789'], 'big.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('文件大小超出限制')).toBeTruthy();
    expect(callsOf('upload')).toHaveLength(0);
    await user.upload(input()!, new File(['1'], 'one.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(callsOf('upload')).toHaveLength(1));
    await user.upload(input()!, new File(['2'], 'two.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(callsOf('upload')).toHaveLength(2));
    // Two files are the column's number: the cell takes no third.
    await waitFor(() => expect(input()).toBeNull());
    const lines = await submitted(submit);
    expect(lines[0]?.doc).toBe('temp/one.pdf,temp/two.pdf');
  });

  it('sorter: clicking the header sorts the rows ascending, then descending', async () => {
    await preloadWidgets(['editableTable'], BUILTIN_WIDGETS);
    const { submit } = renderForm(
      {
        columns: [
          { key: 'item', title: '物品', type: 'input', sorter: true },
          { key: 'qty', title: '数量', type: 'inputNumber', sorter: true },
          { key: 'note', title: '备注', type: 'input' },
        ],
      },
      [
        { id: ID('a'), item: '乙', qty: 10 },
        { id: ID('b'), item: '甲', qty: 2 },
        { id: ID('c'), item: '丙', qty: 7 },
      ],
    );
    const grid = await screen.findByRole('grid', { name: '明细' });
    const header = (name: string) =>
      within(grid)
        .getAllByRole('columnheader')
        .find((h) => h.textContent === name)!;
    expect(header('数量').getAttribute('aria-sort')).toBe('none');
    expect(header('备注').getAttribute('aria-sort')).toBeNull();
    expect(within(header('备注')).queryByRole('button')).toBeNull();
    const items = () =>
      [1, 2, 3].map(
        (n) => (within(grid).getByRole('textbox', { name: `物品 ${n}` }) as HTMLInputElement).value,
      );

    await userEvent.click(within(header('数量')).getByRole('button', { name: '数量' }));
    expect(header('数量').getAttribute('aria-sort')).toBe('ascending');
    await waitFor(() => expect(items()).toEqual(['甲', '丙', '乙']));
    await userEvent.click(within(header('数量')).getByRole('button', { name: '数量' }));
    expect(header('数量').getAttribute('aria-sort')).toBe('descending');
    await waitFor(() => expect(items()).toEqual(['乙', '丙', '甲']));
    // Text sorts by pinyin: 丙 (bing), 甲 (jia), 乙 (yi).
    await userEvent.click(within(header('物品')).getByRole('button', { name: '物品' }));
    expect(header('数量').getAttribute('aria-sort')).toBe('none');
    await waitFor(() => expect(items()).toEqual(['丙', '甲', '乙']));
    const lines = await submitted(submit);
    expect(lines.map((l) => l.qty)).toEqual([7, 2, 10]);
  });

  it('isOrder: a new row takes the largest order plus one, rows added together number on', async () => {
    await preloadWidgets(['editableTable'], BUILTIN_WIDGETS);
    const { submit } = renderForm(
      {
        columns: [
          { key: 'item', title: '物品', type: 'input' },
          { key: 'sortNo', title: '排序', type: 'inputNumber', isOrder: true },
        ],
      },
      [
        { id: ID('a'), item: '甲', sortNo: 1 },
        { id: ID('b'), item: '乙', sortNo: 5 },
      ],
    );
    const grid = await screen.findByRole('grid', { name: '明细' });
    const count = screen.getByRole('spinbutton', { name: '新增行数' });
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await userEvent.click(screen.getByRole('button', { name: /新增/ }));
    await waitFor(() =>
      expect((within(grid).getByRole('textbox', { name: '排序 4' }) as HTMLInputElement).value).toBe('7'),
    );
    expect((within(grid).getByRole('textbox', { name: '排序 3' }) as HTMLInputElement).value).toBe('6');
    const lines = await submitted(submit);
    expect(lines.map((l) => l.sortNo)).toEqual([1, 5, 6, 7]);
  });
});

describe('editable table row events (SPEC §4 added, inserted)', () => {
  const COLUMNS: ColumnSpec[] = [{ key: 'item', title: '物品', type: 'input' }];

  function Owner(props: { onAdded: (e: RowsAddedEvent) => void; onInserted: (e: RowsAddedEvent) => void }) {
    const [rows, setRows] = useState<Row[]>([
      { id: ID('a'), item: '甲' },
      { id: ID('b'), item: '乙' },
    ]);
    const [columns] = useState(() => normaliseColumns(COLUMNS));
    return (
      <EditableTable
        label="明细"
        value={rows}
        columns={columns}
        onChange={setRows}
        onAdded={props.onAdded}
        onInserted={props.onInserted}
      />
    );
  }

  it('reports appended rows as added and rows put above others as inserted, with the rows and index', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const onAdded = vi.fn<(e: RowsAddedEvent) => void>();
      const onInserted = vi.fn<(e: RowsAddedEvent) => void>();
      renderWithProvider(<Owner onAdded={onAdded} onInserted={onInserted} />);
      const grid = screen.getByRole('grid', { name: '明细' });

      await userEvent.click(screen.getByRole('button', { name: /新增/ }));
      expect(onAdded).toHaveBeenCalledTimes(1);
      expect(onAdded.mock.calls[0]?.[0]).toMatchObject({
        index: 2,
        rows: [{ id: expect.stringMatching(/^[0-9a-f]{32}$/) }],
      });
      expect(onInserted).not.toHaveBeenCalled();

      const row1 = within(grid)
        .getAllByRole('row')
        .find((r) => r.getAttribute('aria-rowindex') === '2')!;
      await userEvent.click(within(row1).getByRole('button', { name: '在下方插入' }));
      expect(onInserted).toHaveBeenCalledTimes(1);
      const inserted = onInserted.mock.calls[0]?.[0] as RowsAddedEvent;
      expect(inserted.index).toBe(1);
      expect(inserted.rows).toHaveLength(1);
      await waitFor(() => expect(within(grid).getAllByRole('textbox', { name: /^物品 / })).toHaveLength(4));

      // 新增 at position 1 (before the first row) inserts too; the throttle lets one click through per 1.5 s.
      vi.setSystemTime(Date.now() + 2000);
      const position = screen.getByRole('spinbutton', { name: '插入位置（0 为末尾）' });
      await userEvent.clear(position);
      await userEvent.type(position, '1');
      await userEvent.click(screen.getByRole('button', { name: /新增/ }));
      expect(onInserted).toHaveBeenCalledTimes(2);
      expect(onInserted.mock.calls[1]?.[0]).toMatchObject({ index: 0 });
      expect(onAdded).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
