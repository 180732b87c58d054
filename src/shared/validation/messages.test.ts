import { describe, expect, it } from 'vitest';
import { requiredMessage, ruleMessage } from './messages';

const words = { title: '手机号码' };

describe('rule messages', () => {
  it('asks for a missing field by its title (JeecgBoot)', () => {
    expect(requiredMessage('手机号码', 'zh-CN')).toBe('请输入手机号码!');
    expect(ruleMessage({ keyword: 'required' }, 'en-US', { title: 'Mobile phone' })).toBe(
      'Please enter Mobile phone!',
    );
  });
  it('words a format failure with the format, unless the field has its own message', () => {
    expect(ruleMessage({ keyword: 'format', format: 'mobile' }, 'zh-CN', words)).toBe(
      '请输入正确的手机号码!',
    );
    expect(
      ruleMessage({ keyword: 'format', format: 'mobile' }, 'zh-CN', { ...words, custom: '手机号不对' }),
    ).toBe('手机号不对');
    expect(ruleMessage({ keyword: 'pattern' }, 'zh-CN', words)).toBe('格式不正确!');
    expect(ruleMessage({ keyword: 'pattern' }, 'en-US', { ...words, custom: 'Codes are A-Z' })).toBe(
      'Codes are A-Z',
    );
  });
  it('names the limit of length, range and count rules', () => {
    expect(ruleMessage({ keyword: 'maxLength', limit: 18 }, 'zh-CN', words)).toBe('最多18个字符!');
    expect(ruleMessage({ keyword: 'minLength', limit: 2 }, 'en-US', words)).toBe('At least 2 characters!');
    expect(ruleMessage({ keyword: 'minimum', limit: 0 }, 'zh-CN', words)).toBe('不能小于0!');
    expect(ruleMessage({ keyword: 'maximum', limit: 9 }, 'en-US', words)).toBe('Must be at most 9!');
    expect(ruleMessage({ keyword: 'exclusiveMinimum', limit: 0 }, 'zh-CN', words)).toBe('必须大于0!');
    expect(ruleMessage({ keyword: 'maxItems', limit: 10 }, 'zh-CN', words)).toBe('最多选择10项!');
    expect(ruleMessage({ keyword: 'minItems', limit: 1 }, 'en-US', words)).toBe('Choose at least 1!');
  });
  it('treats minLength 1 as required: only an empty text is shorter', () => {
    expect(ruleMessage({ keyword: 'minLength', limit: 1 }, 'zh-CN', words)).toBe('请输入手机号码!');
  });
  it('has a sentence for type, enum, const, uniqueItems and unknown fields', () => {
    expect(ruleMessage({ keyword: 'type' }, 'zh-CN', words)).toBe('数据类型不正确!');
    expect(ruleMessage({ keyword: 'enum' }, 'zh-CN', words)).toBe('不是可选的值!');
    expect(ruleMessage({ keyword: 'const' }, 'en-US', words)).toBe('Not one of the allowed values!');
    expect(ruleMessage({ keyword: 'uniqueItems' }, 'zh-CN', words)).toBe('不能重复选择!');
    expect(ruleMessage({ keyword: 'additionalProperties' }, 'en-US', words)).toBe('Unknown field!');
  });
});
