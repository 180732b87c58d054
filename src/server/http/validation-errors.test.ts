import { describe, expect, it } from 'vitest';
import { localeOf } from './i18n';
import { validationFieldErrors } from './validation-errors';

describe('validationFieldErrors', () => {
  it('names the field of required, unknown and nested errors, in the request language', () => {
    const errors = [
      { keyword: 'required', instancePath: '', params: { missingProperty: 'orgCode' } },
      { keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'isAdmin' } },
      { keyword: 'maxLength', instancePath: '/address/street', params: { limit: 120 } },
    ];
    expect(validationFieldErrors(errors, 'zh-CN')).toEqual([
      { field: 'orgCode', message: '不能为空' },
      { field: 'isAdmin', message: '不允许的字段' },
      { field: 'address.street', message: '长度不能超过 120 个字符' },
    ]);
    expect(validationFieldErrors(errors, 'en-US')[2]).toEqual({
      field: 'address.street',
      message: 'must have at most 120 characters',
    });
  });
});

describe('localeOf', () => {
  it('is zh-CN unless English comes first', () => {
    expect(localeOf(undefined)).toBe('zh-CN');
    expect(localeOf('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh-CN');
    expect(localeOf('en-US,en;q=0.9')).toBe('en-US');
    expect(localeOf('fr-FR')).toBe('zh-CN');
  });
});
