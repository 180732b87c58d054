import { describe, expect, it } from 'vitest';
import { TranslatableString } from '@rjsf/utils';
import { translateString } from './translate-string';

describe('translateString', () => {
  it('translates rjsf strings to Chinese and keeps English for en-US', () => {
    expect(translateString('zh-CN')(TranslatableString.AddItemButton)).toBe('添加项');
    expect(translateString('zh-CN')(TranslatableString.UnknownFieldType, ['foo'])).toBe('未知的字段类型 foo');
    expect(translateString('en-US')(TranslatableString.AddItemButton)).toBe('Add Item');
  });
});
