import { Profiler, createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryServices, renderWithProvider } from '../test-support/render-with-provider';
import {
  committedRoot,
  renderedComponents,
  type RenderedComponent,
} from '../test-support/rendered-components';
import { render } from '@testing-library/react';
import { normaliseColumns } from './columns';
import { EditableTable, type EditableTableHandle } from './EditableTable';
import type { ColumnSpec, Row } from './types';
import type { WidgetProps } from '@rjsf/utils';
import { BUILTIN_WIDGETS } from '../widgets/builtins';
import { preloadWidgets } from '../widgets/lazy-widgets';

const COLUMNS: ColumnSpec[] = [
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true }, { unique: true }] },
  { key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum', 'average'] },
  { key: 'mail', title: '邮箱', type: 'input', validateRules: [{ pattern: 'e' }] },
];

interface HarnessProps {
  initial: Row[];
  columns?: ColumnSpec[];
  onRows?: (rows: Row[]) => void;
  onDeleted?: (ids: string[]) => void;
  tableRef?: React.Ref<EditableTableHandle>;
  disabledRows?: Record<string, unknown>;
  removeConfirm?: boolean;
}

function Harness({
  initial,
  columns = COLUMNS,
  onRows,
  onDeleted,
  tableRef,
  disabledRows,
  removeConfirm,
}: HarnessProps) {
  const [rows, setRows] = useState<Row[]>(initial);
  const [cols] = useState(() => normaliseColumns(columns));
  return (
    <EditableTable
      ref={tableRef}
      label="明细"
      value={rows}
      columns={cols}
      disabledRows={disabledRows}
      dragSort
      removeConfirm={removeConfirm}
      onDeleted={onDeleted}
      onChange={(next) => {
        setRows(next);
        onRows?.(next);
      }}
    />
  );
}

const persisted = (): Row[] => [
  { id: 'a'.repeat(32), name: '甲', qty: 1, orderNum: 1 },
  { id: 'b'.repeat(32), name: '乙', qty: 2, orderNum: 2 },
];

const rowOf = (n: number) =>
  screen.getAllByRole('row').find((r) => r.getAttribute('aria-rowindex') === String(n + 1))!;

describe('EditableTable', () => {
  it('types into a cell and reports the plain rows', async () => {
    const onRows = vi.fn();
    renderWithProvider(<Harness initial={persisted()} onRows={onRows} />);
    const cell = screen.getByRole('textbox', { name: '名称 1' });
    await userEvent.clear(cell);
    await userEvent.type(cell, '丙');
    expect((cell as HTMLInputElement).value).toBe('丙');
    const last = onRows.mock.lastCall?.[0] as Row[];
    expect(last[0]).toEqual({ id: 'a'.repeat(32), name: '丙', qty: 1, orderNum: 1 });
    expect(last[1]).toBe(onRows.mock.calls[0]?.[0][1]);
  });

  it('adds a row with a temporary 32-hex id and refuses a second click within 1500 ms', async () => {
    // The clock stands still between the clicks: on a busy machine two clicks in a row can be
    // further apart than the throttle's 1500 ms, and the second would then rightly be allowed.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const onRows = vi.fn();
      renderWithProvider(<Harness initial={persisted()} onRows={onRows} />);
      await userEvent.click(screen.getByRole('button', { name: /新增/ }));
      const rows = onRows.mock.lastCall?.[0] as Row[];
      expect(rows).toHaveLength(3);
      expect(rows[2]?.id).toMatch(/^[0-9a-f]{32}$/);
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '名称 3' }));
      await userEvent.click(screen.getByRole('button', { name: /新增/ }));
      expect(await screen.findByText('你点击的太快了，请慢点点击!')).toBeTruthy();
      expect(onRows.mock.lastCall?.[0]).toHaveLength(3);
      vi.setSystemTime(Date.now() + 1500);
      await userEvent.click(screen.getByRole('button', { name: /新增/ }));
      expect(onRows.mock.lastCall?.[0]).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds N rows at a position (1 = top)', async () => {
    const onRows = vi.fn();
    renderWithProvider(<Harness initial={persisted()} onRows={onRows} />);
    const count = screen.getByRole('spinbutton', { name: '新增行数' });
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    const position = screen.getByRole('spinbutton', { name: /插入位置/ });
    await userEvent.clear(position);
    await userEvent.type(position, '1');
    await userEvent.click(screen.getByRole('button', { name: /新增/ }));
    const rows = onRows.mock.lastCall?.[0] as Row[];
    expect(rows.map((r) => r.name)).toEqual([undefined, undefined, '甲', '乙']);
    expect(rows.map((r) => r.orderNum)).toEqual([1, 2, 3, 4]);
  });

  it('inserts below, moves rows renumbering orderNum, and collects only persisted removals', async () => {
    const onRows = vi.fn();
    const onDeleted = vi.fn();
    renderWithProvider(<Harness initial={persisted()} onRows={onRows} onDeleted={onDeleted} />);
    await userEvent.click(within(rowOf(1)).getByRole('button', { name: '在下方插入' }));
    let rows = onRows.mock.lastCall?.[0] as Row[];
    expect(rows.map((r) => r.name)).toEqual(['甲', undefined, '乙']);
    const fresh = rows[1]?.id;
    await userEvent.click(within(rowOf(3)).getByRole('button', { name: '上移' }));
    rows = onRows.mock.lastCall?.[0] as Row[];
    expect(rows.map((r) => [r.name, r.orderNum])).toEqual([
      ['甲', 1],
      ['乙', 2],
      [undefined, 3],
    ]);
    await userEvent.click(within(rowOf(3)).getByRole('button', { name: '删除此行' }));
    expect(onDeleted).not.toHaveBeenCalled();
    expect((onRows.mock.lastCall?.[0] as Row[]).some((r) => r.id === fresh)).toBe(false);
    await userEvent.click(within(rowOf(1)).getByRole('button', { name: '删除此行' }));
    expect(onDeleted).toHaveBeenLastCalledWith(['a'.repeat(32)]);
    expect((screen.getByRole('textbox', { name: '名称 1' }) as HTMLInputElement).value).toBe('乙');
  });

  it('asks before removing when removeConfirm is set', async () => {
    const onDeleted = vi.fn();
    renderWithProvider(<Harness initial={persisted()} onDeleted={onDeleted} removeConfirm />);
    await userEvent.click(within(rowOf(1)).getByRole('button', { name: '删除此行' }));
    expect(await screen.findByText('确定要删除这 1 行吗?')).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(['a'.repeat(32)]));
  });

  it('drag sort moves a row and renumbers', async () => {
    const onRows = vi.fn();
    renderWithProvider(<Harness initial={persisted()} onRows={onRows} />);
    fireEvent.dragStart(screen.getByRole('img', { name: '拖动排序，第 2 行' }));
    fireEvent.drop(rowOf(1));
    const rows = onRows.mock.lastCall?.[0] as Row[];
    expect(rows.map((r) => [r.name, r.orderNum])).toEqual([
      ['乙', 1],
      ['甲', 2],
    ]);
  });

  it('selects none, some or all rows; disabled rows stay unselectable; batch delete needs a selection', async () => {
    const onDeleted = vi.fn();
    renderWithProvider(
      <Harness
        initial={[...persisted(), { id: 'c'.repeat(32), name: '丙', locked: 'Y' }]}
        disabledRows={{ locked: 'Y' }}
        onDeleted={onDeleted}
      />,
    );
    const all = screen.getByRole('checkbox', { name: '全选' });
    expect((screen.getByRole('checkbox', { name: '选择第 3 行' }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /删除(\s*\(\d+\))?$/ }));
    expect(await screen.findByText('请选择一条记录！')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await userEvent.click(all);
    expect((all as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '选择第 2 行' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '选择第 3 行' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: /删除(\s*\(\d+\))?$/ }));
    expect(onDeleted).toHaveBeenLastCalledWith(['a'.repeat(32), 'b'.repeat(32)]);
    expect((screen.getByRole('textbox', { name: '名称 1' }) as HTMLInputElement).value).toBe('丙');
    expect((screen.getByRole('textbox', { name: '名称 1' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('shows the first failing rule per cell with aria-invalid and aria-describedby', async () => {
    renderWithProvider(<Harness initial={persisted()} />);
    const name2 = screen.getByRole('textbox', { name: '名称 2' });
    await userEvent.clear(name2);
    expect(await screen.findByText('名称不能为空')).toBeTruthy();
    expect(name2.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name2.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '名称不能为空',
    );
    await userEvent.type(name2, '甲');
    expect(screen.getAllByText('名称不能重复')).toHaveLength(2);
    await userEvent.type(name2, '乙');
    expect(screen.queryByText('名称不能重复')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: '邮箱 1' }), 'bad');
    expect(screen.getByText('请输入正确的电子邮件!')).toBeTruthy();
  });

  it('getValues() validates every cell, focuses the first error and returns rows and deleted ids', async () => {
    const ref = createRef<EditableTableHandle>();
    renderWithProvider(
      <Harness initial={[...persisted(), { id: 'c'.repeat(32), name: '' }]} tableRef={ref} />,
    );
    let result: Awaited<ReturnType<EditableTableHandle['getValues']>> | undefined;
    await act(async () => {
      result = await ref.current!.getValues();
    });
    expect(result?.error).toBe('名称不能为空');
    expect(result?.values).toHaveLength(3);
    expect(result?.deletedIds).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '名称 3' })));
    expect(screen.getByText('名称不能为空')).toBeTruthy();
  });

  it('runs an async check on blur', async () => {
    const cols: ColumnSpec[] = [
      { key: 'code', title: '编码', validateRules: [{ handler: 'taken', message: 'x' }] },
    ];
    const [columns] = [normaliseColumns(cols)];
    renderWithProvider(
      <EditableTable
        label="明细"
        value={[{ id: 'd'.repeat(32) }]}
        columns={columns}
        onChange={() => undefined}
        validators={{ taken: async (value) => (value === 'A1' ? '编码已存在' : undefined) }}
      />,
    );
    const code = screen.getByRole('textbox', { name: '编码 1' });
    await userEvent.type(code, 'A1');
    await userEvent.tab();
    expect(await screen.findByText('编码已存在')).toBeTruthy();
  });

  it('number cells keep to optional minus, digits and one point; a non-number is emptied on blur', async () => {
    const onRows = vi.fn();
    renderWithProvider(<Harness initial={persisted()} onRows={onRows} />);
    const qty = screen.getByRole('textbox', { name: '数量 1' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '-1a.5.');
    expect((qty as HTMLInputElement).value).toBe('-1.5');
    expect((onRows.mock.lastCall?.[0] as Row[])[0]?.qty).toBe(-1.5);
    await userEvent.clear(qty);
    await userEvent.type(qty, '-');
    fireEvent.blur(qty);
    expect((qty as HTMLInputElement).value).toBe('');
  });

  it('shows sum and average in the statistics row', async () => {
    renderWithProvider(<Harness initial={persisted()} />);
    expect(document.querySelector('[data-statistic="sum:qty"]')?.textContent).toBe('3');
    expect(document.querySelector('[data-statistic="average:qty"]')?.textContent).toBe('1.5');
    const qty = screen.getByRole('textbox', { name: '数量 2' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '5');
    expect(document.querySelector('[data-statistic="sum:qty"]')?.textContent).toBe('6');
  });

  it('moves between cells with arrows, Tab and Enter', async () => {
    renderWithProvider(<Harness initial={persisted()} />);
    await userEvent.click(screen.getByRole('textbox', { name: '名称 1' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '名称 2' }));
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '数量 2' }));
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '名称 2' }));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '名称 1' }));
    // The caret is at the end of 甲: ArrowRight leaves the text for the next cell.
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '数量 1' }));
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '数量 2' }));
    expect(screen.getByRole('grid', { name: '明细' })).toBeTruthy();
  });

  it('pastes a block copied from a spreadsheet at the focused cell, adding rows', async () => {
    const onRows = vi.fn();
    renderWithProvider(<Harness initial={persisted()} onRows={onRows} />);
    const start = screen.getByRole('textbox', { name: '名称 2' });
    fireEvent.paste(start, { clipboardData: { getData: () => '丁\t4\n戊\t5\ta@b.cn\n' } });
    const rows = onRows.mock.lastCall?.[0] as Row[];
    expect(rows.map((r) => [r.name, r.qty, r.mail])).toEqual([
      ['甲', 1, undefined],
      ['丁', 4, undefined],
      ['戊', 5, 'a@b.cn'],
    ]);
    expect(rows[2]?.id).toMatch(/^[0-9a-f]{32}$/);
    expect(((await screen.findByRole('textbox', { name: '名称 3' })) as HTMLInputElement).value).toBe('戊');
  });

  it('a popup column without a report code says it is not configured', async () => {
    // The popup picker is a built-in lazy widget: loaded first, as a form does before it renders.
    await preloadWidgets(['popup'], BUILTIN_WIDGETS);
    const columns = normaliseColumns([{ key: 'pick', title: '弹窗', type: 'popup', btnText: '选择' }]);
    renderWithProvider(
      <EditableTable
        label="明细"
        value={[{ id: 'e'.repeat(32) }]}
        columns={columns}
        onChange={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '弹窗 1' }));
    expect(await screen.findByText('popup参数未正确配置!')).toBeTruthy();
  });

  it('names a sel_search_async cell by its column and row, as axe asks of every cell', async () => {
    await preloadWidgets(['searchSelect'], BUILTIN_WIDGETS);
    const columns = normaliseColumns([
      {
        key: 'rule',
        title: '编码校验规则',
        type: 'sel_search_async',
        dictCode: 'sys_check_rule,rule_name,rule_code',
      },
    ]);
    renderWithProvider(
      <EditableTable
        label="明细"
        value={[{ id: 'e'.repeat(32) }]}
        columns={columns}
        onChange={() => undefined}
      />,
    );
    expect(await screen.findByRole('combobox', { name: '编码校验规则 1' })).toBeTruthy();
  });

  it('draws sel_user cells with the registry widget of that name and slot cells with the app renderer', async () => {
    const onRows = vi.fn();
    const columns = normaliseColumns([
      { key: 'owner', title: '负责人', type: 'sel_user' },
      { key: 'score', title: '评分', type: 'slot', slotName: 'stars' },
    ]);
    // The app's widget, registered by name as the app passes widgets to RendererProvider.
    const UserPick = (props: WidgetProps) => (
      <button type="button" aria-label={props.label} onClick={() => props.onChange('u-9')}>
        {String(props.value ?? '选人')}
      </button>
    );
    renderWithProvider(
      <EditableTable
        label="明细"
        value={[{ id: 'e'.repeat(32), score: 2 }]}
        columns={columns}
        onChange={onRows}
        slots={{
          stars: ({ value, onChange }) => (
            <button type="button" onClick={() => onChange(Number(value) + 1)}>{`★${String(value)}`}</button>
          ),
        }}
      />,
      { widgets: { userSelect: UserPick } },
    );
    await userEvent.click(screen.getByRole('button', { name: '负责人 1' }));
    expect((onRows.mock.lastCall?.[0] as Row[])[0]).toMatchObject({ owner: 'u-9' });
    await userEvent.click(screen.getByRole('button', { name: '★2' }));
    expect((onRows.mock.lastCall?.[0] as Row[])[0]).toMatchObject({ owner: 'u-9', score: 3 });
    expect(screen.getByRole('button', { name: '负责人 1' }).textContent).toBe('u-9');
  });

  it('renders only the rows in view of a long table', () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({
      id: i.toString(16).padStart(32, '0'),
      name: `n${i}`,
    }));
    renderWithProvider(<Harness initial={many} />);
    const rendered = screen.getAllByRole('row').filter((r) => r.hasAttribute('data-row-id'));
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(30);
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('1001');
  });
});

describe('a keystroke in the editable table', () => {
  it('re-renders the edited row and no other row', async () => {
    const { wrap } = memoryServices();
    const commits: RenderedComponent[][] = [];
    const host: { container?: HTMLElement } = {};
    const rows = Array.from({ length: 8 }, (_, i) => ({
      id: (i + 1).toString(16).padStart(32, '0'),
      name: `n${i}`,
    }));
    host.container = render(
      <Profiler
        id="table"
        onRender={() => {
          const root = host.container && committedRoot(host.container);
          if (root) commits.push(renderedComponents(root));
        }}
      >
        {wrap(<Harness initial={rows} />)}
      </Profiler>,
    ).container;
    const cell = screen.getByRole('textbox', { name: '名称 3' });
    await userEvent.click(cell);
    commits.length = 0;
    await userEvent.keyboard('x');
    expect((cell as HTMLInputElement).value).toBe('n2x');
    const renderedRows = new Set(
      commits
        .flat()
        .filter(({ name }) => name === 'TableRowView')
        .map(({ fiber }) => (fiber.memoizedProps as { id: string }).id),
    );
    expect([...renderedRows]).toEqual([rows[2]?.id]);
  });
});
