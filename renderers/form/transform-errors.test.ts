import { describe, expect, it } from 'vitest';
import type { RJSFValidationError } from '@rjsf/utils';
import type { EntitySchema } from '../../src/shared/schema/types';
import { formValidator } from './validator/form-validator';
import { transformErrors } from './transform-errors';

const entity = {
  properties: {
    phone: { type: 'string', title: '手机号码', format: 'mobile' },
    code: {
      type: 'string',
      title: '编码',
      format: 'n6-16',
      'x-message': { 'zh-CN': '编码为6到16位数字!', 'en-US': 'Code: 6-16 digits!' },
    },
    realname: { type: 'string', title: { 'zh-CN': '姓名', 'en-US': 'Name' } },
  },
} as unknown as EntitySchema;
const t = (x: unknown) => (typeof x === 'string' ? x : ((x as Record<string, string>)['zh-CN'] ?? ''));

describe('form validation messages', () => {
  const schema = {
    type: 'object' as const,
    required: ['realname'],
    properties: {
      phone: { type: 'string' as const, format: 'mobile' },
      code: { type: 'string' as const, format: 'n6-16' },
      realname: { type: 'string' as const },
    },
  };
  it('gives the format message, the x-message and 请输入<title>! for required', () => {
    const { errors } = formValidator('zh-CN').validateFormData({ phone: '123', code: 'x' }, schema);
    const mine = transformErrors(errors as RJSFValidationError[], entity, 'zh-CN', t);
    const byName = Object.fromEntries(mine.map((e) => [e.property?.replace('.', '') ?? '', e.message]));
    expect(byName.phone).toBe('请输入正确的手机号码!');
    expect(byName.code).toBe('编码为6到16位数字!');
    expect(mine.find((e) => e.name === 'required')?.message).toBe('请输入姓名!');
  });
  it('accepts valid values', () => {
    expect(
      formValidator('zh-CN').validateFormData({ phone: '13800138000', realname: 'x' }, schema).errors,
    ).toEqual([]);
  });
});
