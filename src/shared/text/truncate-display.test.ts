import { describe, expect, it } from 'vitest';
import { truncateDisplay, truncateText } from './truncate-display';

describe('truncateText', () => {
  it('keeps text up to the limit and shortens longer text with ...', () => {
    expect(truncateText('123456789012', 12)).toEqual({ text: '123456789012', truncated: false });
    expect(truncateText('1234567890123', 12)).toEqual({ text: '123456789012...', truncated: true });
    expect(truncateText('中国合格评定国家认可委员会认证', 12).text).toBe('中国合格评定国家认可委员...');
  });
});

describe('truncateDisplay', () => {
  it('counts wide characters as 2', () => {
    expect(truncateDisplay('证书编号', 4)).toBe('证书...');
    expect(truncateDisplay('ab', 4)).toBe('ab');
  });
});
