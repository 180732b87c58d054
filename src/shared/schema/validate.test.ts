import { describe, expect, it } from 'vitest';
import { resolveEntity } from './registry';
import type { EntitySchema } from './types';
import { entityValidator, writeSchema } from './validate';

const entity = resolveEntity({
  $id: 'thing',
  type: 'object',
  title: '物品',
  'x-table': 'thing',
  'x-api': '/thing',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:thing:list' },
  required: ['name', 'code'],
  properties: {
    name: { type: 'string', title: { 'zh-CN': '名称', 'en-US': 'Name' }, maxLength: 4 },
    code: { type: 'string', title: { 'zh-CN': '编码', 'en-US': 'Code' }, 'x-create-only': true },
    phone: {
      type: 'string',
      title: '电话',
      format: 'mobile',
      'x-message': { 'zh-CN': '电话不对', 'en-US': 'Bad phone' },
    },
    note: { type: 'string', title: '备注', readOnly: true },
  },
  additionalProperties: false,
} as EntitySchema);

describe('entityValidator', () => {
  it('asks for missing, null and emptied required fields by title, in both languages', () => {
    const problems = entityValidator(entity, 'add')({ name: '', code: null });
    expect(problems).toEqual([
      { field: 'name', message: { 'zh-CN': '请输入名称!', 'en-US': 'Please enter Name!' } },
      { field: 'code', message: { 'zh-CN': '请输入编码!', 'en-US': 'Please enter Code!' } },
    ]);
  });
  it("reports one problem per field with the shared words and the field's x-message", () => {
    const problems = entityValidator(
      entity,
      'add',
    )({ name: 'toolong', code: 'c', phone: '1', note: 'x', other: 1 });
    expect(problems).toEqual([
      { field: 'note', message: { 'zh-CN': '该字段不允许修改!', 'en-US': 'This field cannot be written!' } },
      { field: 'other', message: { 'zh-CN': '未知字段!', 'en-US': 'Unknown field!' } },
      { field: 'name', message: { 'zh-CN': '最多4个字符!', 'en-US': 'At most 4 characters!' } },
      { field: 'phone', message: { 'zh-CN': '电话不对', 'en-US': 'Bad phone' } },
    ]);
  });
  it('lets an emptied optional field through: an empty value is no value', () => {
    expect(entityValidator(entity, 'add')({ name: 'n', code: 'c', phone: '' })).toEqual([]);
  });
  it('requires id and refuses create-only fields on edit', () => {
    expect(
      entityValidator(
        entity,
        'edit',
      )({ name: 'n', code: 'c' })
        .map((p) => p.field)
        .sort(),
    ).toEqual(['code', 'id']);
    expect(writeSchema(entity, 'edit').required).toEqual(['name', 'id']);
  });
  it('compiles once per entity and mode', () => {
    expect(entityValidator(entity, 'add')).toBe(entityValidator(entity, 'add'));
    expect(entityValidator(entity, 'add')).not.toBe(entityValidator(entity, 'edit'));
  });
});

describe('entityValidator and linkage', () => {
  const linked = resolveEntity({
    $id: 'applicant',
    type: 'object',
    title: '申请人',
    'x-table': 'applicant',
    'x-api': '/applicant',
    'x-scope': 'none',
    'x-permissions': { list: 'demo:applicant:list' },
    'x-linkage': [
      { when: { '==': [{ var: 'kind' }, 'company'] }, show: ['creditCode'], require: ['creditCode'] },
    ],
    required: ['kind'],
    properties: {
      kind: { type: 'string', title: '类型', enum: ['person', 'company'] },
      creditCode: { type: 'string', title: { 'zh-CN': '统一社会信用代码', 'en-US': 'Credit code' } },
    },
    additionalProperties: false,
  } as EntitySchema);

  it('requires a field while a linkage rule requires it, as the form does', () => {
    expect(entityValidator(linked, 'add')({ kind: 'company' })).toEqual([
      {
        field: 'creditCode',
        message: { 'zh-CN': '请输入统一社会信用代码!', 'en-US': 'Please enter Credit code!' },
      },
    ]);
    expect(entityValidator(linked, 'add')({ kind: 'company', creditCode: '' })).toHaveLength(1);
    expect(entityValidator(linked, 'add')({ kind: 'company', creditCode: '91350100M000100Y43' })).toEqual([]);
  });

  it('does not require it when the rule does not hold', () => {
    expect(entityValidator(linked, 'add')({ kind: 'person' })).toEqual([]);
  });
});
