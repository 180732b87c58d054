import { describe, expect, it } from 'vitest';
import type { FieldSchema } from './types';
import { clearedAsNull, isNoValue, mayWrite, writeBody } from './writable-fields';

const text: FieldSchema = { type: 'string', title: 'x' };
const properties: Record<string, FieldSchema> = {
  name: text,
  username: { ...text, 'x-create-only': true },
  status: { ...text, readOnly: true },
  phone: text,
  createTime: text,
};

describe('which fields a write may carry', () => {
  it('never a system or read-only field; a create-only one only on add', () => {
    expect(mayWrite('name', properties.name, 'add')).toBe(true);
    expect(mayWrite('username', properties.username, 'add')).toBe(true);
    expect(mayWrite('username', properties.username, 'edit')).toBe(false);
    expect(mayWrite('status', properties.status, 'add')).toBe(false);
    // A system field even when its schema (as served) does not say read-only.
    expect(mayWrite('createTime', properties.createTime, 'add')).toBe(false);
    expect(mayWrite('id', text, 'edit')).toBe(false);
    expect(mayWrite('unknown', undefined, 'add')).toBe(false);
  });

  it('sends the values of the fields it may carry, and null for a value cleared on edit', () => {
    const fields = ['name', 'username', 'status', 'phone', 'createTime'];
    const data = { name: '张三', username: 'zhang', status: '1', createTime: '2026-01-01 00:00:00' };
    expect(writeBody(properties, fields, 'add', data)).toEqual({ name: '张三', username: 'zhang' });
    const stored = { ...data, phone: '13800138000' };
    expect(writeBody(properties, fields, 'edit', data, stored)).toEqual({ name: '张三', phone: null });
    // A field that had no value stays out of the body.
    expect(writeBody(properties, fields, 'edit', data, { ...data, phone: '' })).toEqual({ name: '张三' });
    // Only shown fields.
    expect(writeBody(properties, ['phone'], 'add', { name: 'x', phone: '1' })).toEqual({ phone: '1' });
  });
});

describe('a cleared value', () => {
  it('is no value, and the server reads a cleared input as null while keeping other values', () => {
    expect([undefined, null, ''].map(isNoValue)).toEqual([true, true, true]);
    expect([0, false, ' ', '0'].map(isNoValue)).toEqual([false, false, false, false]);
    expect(clearedAsNull({ phone: '', name: '张三', age: 0, tags: [] })).toEqual({
      phone: null,
      name: '张三',
      age: 0,
      tags: [],
    });
  });
});
