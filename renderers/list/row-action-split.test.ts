import { describe, expect, it } from 'vitest';
import { actionsColumnWidth } from './build-columns';
import { splitActionsWidth, splitRowActions } from './row-action-split';

describe('row actions: three shown, the rest under 更多', () => {
  it.each([
    [[], [], []],
    [['编辑'], ['编辑'], []],
    [['编辑', '详情', '删除'], ['编辑', '详情', '删除'], []],
    [['编辑', '详情', '删除', '冻结'], ['编辑', '详情', '删除'], ['冻结']],
    [
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
      ['a', 'b', 'c'],
      ['d', 'e', 'f', 'g'],
    ],
  ])('%j → shown %j, more %j', (items, shown, more) => {
    expect(splitRowActions(items)).toEqual({ shown, more });
  });

  it('sizes the column for the widest row as shown, 更多 and its arrow included', () => {
    const seven = ['编辑', '详情', '删除', '受理告知书', '团队评价', '阶段记录', '推进阶段'];
    const width = splitActionsWidth([seven, ['详情']], '更多');
    expect(width).toBe(actionsColumnWidth(['编辑', '详情', '删除', '更多']) + 16);
    expect(width).toBeLessThan(actionsColumnWidth(seven) / 2);
    // English labels are longer; a row of three needs no 更多.
    expect(splitActionsWidth([['Edit', 'Details', 'Delete']], 'More')).toBe(
      actionsColumnWidth(['Edit', 'Details', 'Delete']),
    );
  });
});
