import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../i18n';
import { greetingKey } from './greeting';

beforeAll(() => loadLanguage('en-US'));
const at = (h: number, m: number) => new Date(2025, 0, 15, h, m);
const zh = (h: number, m: number) => i18n.getFixedT('zh-CN')(`greeting.${greetingKey(at(h, m))}`);
const en = (h: number, m: number) => i18n.getFixedT('en-US')(`greeting.${greetingKey(at(h, m))}`);

describe('greeting by hour', () => {
  it.each([
    [0, 0, '早上好'],
    [8, 59, '早上好'],
    [9, 0, '上午好'],
    [11, 59, '上午好'],
    [12, 0, '中午好'],
    [13, 59, '中午好'],
    [14, 0, '下午好'],
    [19, 59, '下午好'],
    [20, 0, '晚上好'],
    [23, 59, '晚上好'],
  ])('%i:%i → %s', (h, m, text) => {
    expect(zh(h, m)).toBe(text);
  });

  it('has English equivalents', () => {
    expect(en(8, 59)).toBe('Good morning');
    expect(en(19, 59)).toBe('Good afternoon');
    expect(en(20, 0)).toBe('Good evening');
  });
});
