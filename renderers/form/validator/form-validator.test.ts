import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { FormValidator, formValidator } from './form-validator';

const schema: RJSFSchema = {
  type: 'object',
  required: ['username', 'phone'],
  properties: {
    username: { type: 'string', title: '用户账号', format: 'username', maxLength: 6 },
    phone: { type: 'string', title: '手机号码', format: 'mobile' },
    tags: { type: 'array', title: '标签', items: { type: 'string', enum: ['a', 'b'] } },
  },
};

describe('FormValidator', () => {
  it('words required and format failures with the shared messages, one per field', () => {
    const { errors, errorSchema } = formValidator('zh-CN').validateFormData(
      { username: 'abcdefg!', tags: ['a', 'x'] },
      schema,
    );
    expect(errors.map((e) => [e.property, e.name, e.message])).toEqual([
      ['phone', 'required', '请输入手机号码!'],
      ['.username', 'maxLength', '最多6个字符!'],
      ['.tags', 'enum', '不是可选的值!'],
    ]);
    expect(errors[0]?.params).toEqual({ missingProperty: 'phone' });
    expect(errorSchema).toEqual({
      phone: { __errors: ['请输入手机号码!'] },
      username: { __errors: ['最多6个字符!'] },
      tags: { __errors: ['不是可选的值!'] },
    });
  });
  it('speaks the locale it was made for, titles from the uiSchema first', () => {
    const { errors } = new FormValidator('en-US').validateFormData(
      { username: 'ab', phone: '123' },
      schema,
      undefined,
      undefined,
      {
        username: { 'ui:title': 'Login' },
      },
    );
    expect(errors.map((e) => e.message)).toEqual([
      'The username has 4 to 18 letters, digits or underscores!',
      'Please enter a valid mobile number!',
    ]);
    expect(errors[0]?.stack).toBe('Login: The username has 4 to 18 letters, digits or underscores!');
  });
  it('uses x-message when the schema still carries it', () => {
    const withMessage = {
      type: 'object',
      properties: {
        code: { type: 'string', format: 'n6-16', 'x-message': { 'zh-CN': '六到十六位', 'en-US': '6-16' } },
      },
    } as RJSFSchema;
    expect(formValidator('zh-CN').validateFormData({ code: 'x' }, withMessage).errors[0]?.message).toBe(
      '六到十六位',
    );
  });
  it('passes valid data and runs transformErrors and customValidate like ajv8', () => {
    const valid = { username: 'admin', phone: '13800138000' };
    expect(formValidator('zh-CN').validateFormData(valid, schema).errors).toEqual([]);
    const result = formValidator('zh-CN').validateFormData(
      { username: 'admin' },
      schema,
      (data, errors) => {
        if (data?.username === 'admin') errors.username?.addError('taken');
        return errors;
      },
      (errors) => errors.map((e) => ({ ...e, message: `!${e.message ?? ''}` })),
    );
    expect(result.errorSchema).toMatchObject({
      phone: { __errors: ['!请输入手机号码!'] },
      username: { __errors: ['taken'] },
    });
  });
  it('reports an unsupported schema as a schema error and isValid false, never as valid', () => {
    const bad = { type: 'object', properties: { a: { $ref: '#/definitions/a' } } } as RJSFSchema;
    const result = formValidator('zh-CN').validateFormData({ a: 'x' }, bad);
    expect(result.errors[0]?.stack).toMatch(/\$ref/);
    expect(result.errorSchema).toHaveProperty('$schema');
    expect(formValidator('zh-CN').isValid(bad, { a: 'x' }, bad)).toBe(false);
    expect(formValidator('zh-CN').isValid(schema, { username: 'admin', phone: '13800138000' }, schema)).toBe(
      true,
    );
    expect(formValidator('zh-CN').isValid(schema, { username: 'admin' }, schema)).toBe(false);
  });
  it('answers the raw failures for rawValidation', () => {
    expect(formValidator('zh-CN').rawValidation(schema, { username: 'admin', phone: '1' }).errors).toEqual([
      { path: ['phone'], failure: { keyword: 'format', format: 'mobile' } },
    ]);
  });
});
