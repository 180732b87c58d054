import { describe, expect, it } from 'vitest';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { buildFormSchema } from './build-form-schema';

const entity = {
  $id: 'demo',
  required: ['username', 'password', 'realname'],
  properties: {
    username: {
      type: 'string',
      title: { 'zh-CN': '账号', 'en-US': 'Account' },
      format: 'username',
      'x-unique': true,
      'x-create-only': true,
    },
    password: { type: 'string', title: '密码', writeOnly: true, 'x-create-only': true },
    realname: { type: 'string', title: '姓名', maxLength: 50 },
    sex: { type: 'string', title: '性别', 'x-dict': 'sex' },
    birthday: { type: 'string', title: '生日', format: 'date' },
    memo: { type: 'string', title: '备注', maxLength: 500 },
    status: { type: 'string', title: '状态', readOnly: true, 'x-dict': 'user_status' },
    id: { type: 'string', title: 'id', readOnly: true },
  },
} as unknown as EntitySchema;
const page = { $id: 'p' } as PageSchema;
const t = (x: unknown) => (typeof x === 'string' ? x : (x as { 'zh-CN': string })['zh-CN']);

describe('buildFormSchema', () => {
  it('add: hides readOnly and system fields, keeps create-only ones, translates titles, drops x- keywords', () => {
    const built = buildFormSchema(entity, page, 'add', t);
    expect(built.fields).toEqual(['username', 'password', 'realname', 'sex', 'birthday', 'memo']);
    expect(built.schema.required).toEqual(['username', 'password', 'realname']);
    const username = built.schema.properties?.username as Record<string, unknown>;
    expect(username.title).toBe('账号');
    expect(username.format).toBe('username');
    expect(username['x-unique']).toBeUndefined();
    expect(built.uiSchema.sex).toEqual({ 'ui:widget': 'select', 'ui:options': { dict: 'sex' } });
    expect(built.uiSchema.birthday).toEqual({ 'ui:widget': 'date' });
    expect(built.uiSchema.password).toEqual({ 'ui:widget': 'password' });
    expect(built.uiSchema.memo).toEqual({ 'ui:widget': 'textarea' });
  });
  it('edit: shows readOnly fields disabled, drops create-only secrets, disables create-only fields', () => {
    const built = buildFormSchema(entity, page, 'edit', t);
    expect(built.fields).toEqual(['username', 'realname', 'sex', 'birthday', 'memo', 'status']);
    expect(built.uiSchema.status).toMatchObject({ 'ui:disabled': true });
    expect(built.uiSchema.username).toMatchObject({ 'ui:disabled': true });
    expect(built.uiSchema.realname).not.toHaveProperty('ui:disabled');
    expect(built.schema.required).toEqual(['username', 'realname']);
  });
  it('detail: everything disabled, nothing required', () => {
    const built = buildFormSchema(entity, page, 'detail', t);
    expect(built.schema.required).toEqual([]);
    expect(
      Object.values(built.uiSchema).filter(
        (u) => typeof u === 'object' && !Array.isArray(u) && u['ui:disabled'],
      ),
    ).toHaveLength(built.fields.length);
  });
  it('follows page.form.fields and the linkage states', () => {
    const built = buildFormSchema(
      entity,
      { ...page, form: { container: 'modal', fields: ['realname', 'sex', 'birthday'] } },
      'add',
      t,
      {
        sex: { hidden: true, required: false, disabled: false },
        birthday: { hidden: false, required: true, disabled: true },
      },
    );
    expect(built.fields).toEqual(['realname', 'birthday']);
    expect(built.schema.required).toEqual(['realname', 'birthday']);
    expect(built.uiSchema.birthday).toMatchObject({ 'ui:disabled': true });
  });

  it('gives a sub table shown in the editable table an items schema of rows (entity schemas declare none)', () => {
    const withRows = {
      ...entity,
      properties: {
        ...entity.properties,
        lines: {
          type: 'array',
          title: '明细',
          'x-virtual': true,
          'x-widget': 'editableTable',
          'x-widget-options': { columns: [{ key: 'a' }] },
        },
        tags: { type: 'array', title: '标签', items: { type: 'string' } },
      },
    } as unknown as EntitySchema;
    const built = buildFormSchema(
      withRows,
      { ...page, form: { container: 'modal', fields: ['lines', 'tags'] } },
      'add',
      t,
    );
    expect(built.schema.properties?.lines).toEqual({
      type: 'array',
      title: '明细',
      items: { type: 'object' },
    });
    expect(built.uiSchema.lines).toEqual({
      'ui:widget': 'editableTable',
      'ui:options': { columns: [{ key: 'a' }] },
    });
    expect(built.schema.properties?.tags).toEqual({
      type: 'array',
      title: '标签',
      items: { type: 'string' },
    });
  });
});
