import { describe, expect, it } from 'vitest';
import { viewValueLines } from './view-values';

describe('viewValueLines', () => {
  it.each([
    [undefined, undefined, null],
    [null, undefined, null],
    ['', undefined, null],
    [[], undefined, null],
    [0, undefined, '0'],
    [4.5, undefined, '4.5'],
    ['服务很好', undefined, '服务很好'],
    [['很好', '更快些'], undefined, ['很好', '更快些']],
    [[{ text: '网站', count: 2 }], '{text}：{count}', ['网站：2']],
    [[{ text: '网站', count: 0 }], '{text}：{count}', ['网站：0']],
    [[{ text: '网站', count: 1 }], undefined, ['网站 1']],
    [{ text: '网站', count: 1 }, '{text}（{count}）', '网站（1）'],
  ])('%j with item %j → %j', (value, item, expected) => {
    expect(viewValueLines(value, item)).toEqual(expected);
  });
});
