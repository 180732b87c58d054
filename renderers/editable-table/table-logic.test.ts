import { describe, expect, it } from 'vitest';
import { checkCellSync, valueCounts } from './cell-rules';
import { columnWidth, columnsFromItems, normaliseColumns } from './columns';
import { nextCell } from './keyboard';
import { isCellBlock, parseTsv, planPaste } from './paste';
import {
  addCount,
  blankRow,
  createThrottle,
  insertIndex,
  isRowId,
  moveRow,
  newRowId,
  removeRows,
  renumber,
  selectionState,
} from './row-ops';
import { RowStore } from './row-store';
import { columnStatistics } from './statistics';

const cols = normaliseColumns([
  { key: 'name', title: '名称', validateRules: [{ required: true }, { unique: true }] },
  { key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum', 'average'] },
  { key: 'ok', title: '启用', type: 'checkbox', customValue: ['Y', 'N'], defaultChecked: true },
  { key: 'mail', title: '邮箱', validateRules: [{ pattern: 'e' }] },
  { key: 'code', title: '编码', validateRules: [{ pattern: '^[A-Z]{2}$', message: '两位大写字母' }] },
]);
const byKey = (key: string) => cols.find((c) => c.key === key)!;

describe('row ids and operations', () => {
  it('gives new rows a 32-hex temporary id and the columns defaults', () => {
    const id = newRowId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(isRowId(id)).toBe(true);
    expect(newRowId()).not.toBe(id);
    expect(blankRow(cols, id)).toEqual({ id, ok: 'Y' });
  });

  it('adds at least one row; position 0 appends, n inserts before row n', () => {
    expect([addCount(0), addCount(-3), addCount(null), addCount(3)]).toEqual([1, 1, 1, 3]);
    expect([insertIndex(0, 5), insertIndex(1, 5), insertIndex(3, 5), insertIndex(99, 5)]).toEqual([
      5, 0, 2, 5,
    ]);
  });

  it('removing only-new rows is not a deletion; persisted ids are collected', () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const result = removeRows(rows, new Set(['a', 'b']), (id) => id === 'b');
    expect(result.rows).toEqual([{ id: 'c' }]);
    expect(result.deletedIds).toEqual(['a']);
  });

  it('moves rows and renumbers orderNum keeping unchanged rows the same objects', () => {
    const rows = [
      { id: 'a', orderNum: 1 },
      { id: 'b', orderNum: 2 },
      { id: 'c', orderNum: 3 },
    ];
    const moved = renumber(moveRow(rows, 2, 0));
    expect(moved.map((r) => [r.id, r.orderNum])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
    expect(moveRow(rows, 0, 5)).toBe(rows);
    const same = renumber(rows);
    expect(same[0]).toBe(rows[0]);
  });

  it('selection is none, partial or all of the selectable rows', () => {
    expect([selectionState(3, 0), selectionState(3, 1), selectionState(3, 3), selectionState(0, 0)]).toEqual([
      'none',
      'partial',
      'all',
      'none',
    ]);
  });

  it('throttles insert clicks to one per 1500 ms', () => {
    let now = 1000;
    const pass = createThrottle(1500, () => now);
    expect(pass()).toBe(true);
    now += 1499;
    expect(pass()).toBe(false);
    now += 1;
    expect(pass()).toBe(true);
  });

  it('clears a linked select when the select it depends on changes, touching that row only', () => {
    const linked = normaliseColumns([
      { key: 'province', type: 'select', options: [{ value: 'gd' }, { value: 'zj' }] },
      { key: 'city', type: 'select', linkageKey: 'province', options: [{ value: 'gz', pid: 'gd' }] },
    ]);
    const store = new RowStore(
      [
        { id: 'r1', province: 'gd', city: 'gz' },
        { id: 'r2', province: 'gd', city: 'gz' },
      ],
      { columns: linked },
    );
    const other = store.getRow('r2');
    store.patchRow('r1', { province: 'zj' });
    expect(store.getRow('r1')).toEqual({ id: 'r1', province: 'zj', city: undefined });
    expect(store.getRow('r2')).toBe(other);
  });

  it('the store reports new rows as not deleted and persisted ones in the deleted list', () => {
    const reported: unknown[] = [];
    const deleted: string[][] = [];
    const store = new RowStore([{ id: 'p1', name: 'x' }], {
      columns: cols,
      onRows: (r) => reported.push(r),
      onDeleted: (ids) => deleted.push(ids),
    });
    const [fresh] = store.addRows(1, 0);
    expect(store.getIds()).toEqual([fresh, 'p1']);
    store.remove([fresh as string]);
    expect(deleted).toEqual([]);
    store.remove(['p1']);
    expect(deleted).toEqual([['p1']]);
    expect(store.getRows()).toEqual([]);
  });
});

describe('cell rules', () => {
  const ctx = { locale: 'zh-CN' as const };
  it('shows the first failing rule', () => {
    expect(checkCellSync(byKey('name'), '', ctx)).toBe('名称不能为空');
    const counts = valueCounts([{ name: 'a' }, { name: 'a' }, { name: 'b' }], 'name');
    expect(checkCellSync(byKey('name'), 'a', { ...ctx, counts })).toBe('名称不能重复');
    expect(checkCellSync(byKey('name'), 'b', { ...ctx, counts })).toBeUndefined();
  });
  it('checks built-in pattern codes with the shared formats and custom expressions, only when non-empty', () => {
    expect(checkCellSync(byKey('mail'), 'nope', ctx)).toBe('请输入正确的电子邮件!');
    expect(checkCellSync(byKey('mail'), 'a@b.cn', ctx)).toBeUndefined();
    expect(checkCellSync(byKey('mail'), '', ctx)).toBeUndefined();
    expect(checkCellSync(byKey('code'), 'ab', ctx)).toBe('两位大写字母');
    expect(checkCellSync(byKey('code'), 'AB', ctx)).toBeUndefined();
    expect(checkCellSync(byKey('code'), 'x', { locale: 'en-US' })).toBe('两位大写字母');
  });
});

describe('columns', () => {
  it('applies the spec widths', () => {
    expect([
      columnWidth('input', undefined),
      columnWidth('datetime', undefined),
      columnWidth('sel_user', undefined),
      columnWidth('sel_depart', undefined),
      columnWidth('date', 100),
    ]).toEqual([120, 200, 220, 160, 135]);
  });
  it('derives columns from the items schema', () => {
    const derived = columnsFromItems({
      type: 'object',
      required: ['name'],
      properties: {
        id: { type: 'string' },
        name: { type: 'string', title: '名称' },
        qty: { type: 'number' },
        on: { type: 'boolean' },
        day: { type: 'string', format: 'date' },
      },
    });
    expect(derived.map((c) => [c.key, c.type])).toEqual([
      ['name', 'input'],
      ['qty', 'inputNumber'],
      ['on', 'checkbox'],
      ['day', 'date'],
    ]);
    expect(derived[0]?.validateRules).toEqual([{ required: true }]);
  });
});

describe('paste parsing', () => {
  it('parses Excel TSV with quoted cells and a trailing line break', () => {
    expect(parseTsv('a\tb\n"c\td"\t"say ""hi"""\r\n')).toEqual([
      ['a', 'b'],
      ['c\td', 'say "hi"'],
    ]);
    expect(isCellBlock('one')).toBe(false);
    expect(isCellBlock('one\n')).toBe(false);
    expect(isCellBlock('a\tb')).toBe(true);
  });
  it('plans patches from the focused cell and rows to add beyond the end', () => {
    const plan = planPaste(
      [
        ['x', '3', 'yes'],
        ['y', 'bad', 'no'],
      ],
      1,
      0,
      0,
      cols,
    );
    expect([...plan.patches]).toEqual([[0, { name: 'x', qty: 3, ok: 'Y' }]]);
    expect(plan.added).toEqual([{ name: 'y', ok: 'N' }]);
  });
});

describe('keyboard moves', () => {
  it('moves by arrows, Tab wrapping rows, Enter down, and leaves the grid past the last cell', () => {
    expect(nextCell({ row: 0, col: 0 }, 'ArrowDown', false, 3, 2)).toEqual({ row: 1, col: 0 });
    expect(nextCell({ row: 0, col: 0 }, 'ArrowUp', false, 3, 2)).toEqual({ row: 0, col: 0 });
    expect(nextCell({ row: 0, col: 1 }, 'Tab', false, 3, 2)).toEqual({ row: 1, col: 0 });
    expect(nextCell({ row: 1, col: 0 }, 'Tab', true, 3, 2)).toEqual({ row: 0, col: 1 });
    expect(nextCell({ row: 2, col: 1 }, 'Tab', false, 3, 2)).toBeNull();
    expect(nextCell({ row: 1, col: 1 }, 'Enter', false, 3, 2)).toEqual({ row: 2, col: 1 });
  });
});

describe('statistics', () => {
  it('sums and averages the numbers of a column', () => {
    expect(columnStatistics([{ q: 1 }, { q: '2.5' }, { q: '' }, { q: 0.1 }, { q: 0.2 }], 'q')).toEqual({
      sum: 3.8,
      average: 0.95,
    });
  });
});
