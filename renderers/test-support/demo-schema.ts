/** A small demo entity and list page for the renderer's DOM tests and the benchmark. */
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';

export const demoEntity: EntitySchema = {
  $id: 'demo_contact',
  type: 'object',
  title: { 'zh-CN': '联系人', 'en-US': 'Contact' },
  'x-table': 'demo_contact',
  'x-api': '/demo/contact',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:contact:list', add: 'demo:contact:add', delete: 'demo:contact:delete' },
  required: ['name'],
  properties: {
    name: { type: 'string', title: { 'zh-CN': '姓名', 'en-US': 'Name' }, maxLength: 50 },
    phone: { type: 'string', title: { 'zh-CN': '手机号码', 'en-US': 'Mobile' }, format: 'mobile' },
    sex: { type: 'string', title: { 'zh-CN': '性别', 'en-US': 'Sex' }, 'x-dict': 'sex' },
    code: { type: 'string', title: { 'zh-CN': '编码', 'en-US': 'Code' }, 'x-unique': true },
    createTime: {
      type: 'string',
      title: { 'zh-CN': '创建时间', 'en-US': 'Created' },
      format: 'date-time',
      readOnly: true,
    },
  },
  additionalProperties: false,
};

export const demoPage: PageSchema = {
  $id: 'demo-contact-list',
  kind: 'list',
  title: { 'zh-CN': '联系人', 'en-US': 'Contacts' },
  entity: 'demo_contact',
  api: {
    list: '/demo/contact/list',
    add: '/demo/contact/add',
    edit: '/demo/contact/edit',
    delete: '/demo/contact/delete',
    deleteBatch: '/demo/contact/deleteBatch',
    exportXls: '/demo/contact/exportXls',
    importExcel: '/demo/contact/importExcel',
  },
  query: [{ field: 'name', rule: 'like' }, { field: 'sex' }],
  columns: [{ field: 'name', sorter: true }, { field: 'phone' }, { field: 'sex' }, { field: 'createTime' }],
  toolbar: [
    { kind: 'add', key: 'add', permission: 'demo:contact:add' },
    { kind: 'batchDelete', key: 'batchDelete', permission: 'demo:contact:delete' },
    { kind: 'import', key: 'import', permission: 'demo:contact:import' },
  ],
  rowActions: [
    { kind: 'edit', key: 'edit', permission: 'demo:contact:edit' },
    { kind: 'delete', key: 'delete', permission: 'demo:contact:delete' },
  ],
  form: { container: 'modal', fields: ['name', 'phone', 'sex', 'code'] },
};
