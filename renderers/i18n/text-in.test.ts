import { describe, expect, it } from 'vitest';
import { textIn } from './text-in';

const TABLE = {
  total: { 'zh-CN': '共 {n} 条', 'en-US': 'Total {n}' },
  twice: { 'zh-CN': '{a} 与 {a}', 'en-US': '{a} and {a}' },
  plain: { 'zh-CN': '关闭', 'en-US': 'Close' },
};

describe('textIn', () => {
  it.each([
    ['zh-CN', 'total', { n: 25 }, '共 25 条'],
    ['en-US', 'total', { n: 25 }, 'Total 25'],
    ['en-US', 'twice', { a: 'x' }, 'x and x'],
    ['zh-CN', 'plain', undefined, '关闭'],
    ['en-US', 'total', {}, 'Total {n}'],
  ] as const)('%s %s %o → %s', (locale, key, vars, expected) => {
    expect(textIn(TABLE, locale, key, vars)).toBe(expected);
  });
});
