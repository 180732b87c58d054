import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { rendererText } from './use-text';

describe('renderer messages', () => {
  it('has both languages for every key', () => {
    for (const [key, pair] of Object.entries(MESSAGES)) {
      expect(pair['zh-CN'], key).toBeTruthy();
      expect(pair['en-US'], key).toBeTruthy();
    }
  });
  it('fills placeholders', () => {
    expect(rendererText('zh-CN', 'total', { n: 25 })).toBe('共 25 条');
    expect(rendererText('en-US', 'total', { n: 25 })).toBe('Total 25');
    expect(rendererText('zh-CN', 'qbOverwrite', { name: '我的查询' })).toBe('"我的查询" 已存在，是否覆盖？');
  });
});
