import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { renderForm } from '../test-support/render-form';

// As the server hands an entity to the browser: declared fields plus the system fields.
const entity: EntitySchema = {
  ...demoEntity,
  properties: {
    ...demoEntity.properties,
    birthday: { type: 'string', title: { 'zh-CN': '生日', 'en-US': 'Birthday' }, format: 'date' },
    vip: { type: 'boolean', title: { 'zh-CN': '贵宾', 'en-US': 'VIP' } },
    avatar: { type: 'string', title: { 'zh-CN': '头像', 'en-US': 'Avatar' }, 'x-widget': 'image' },
    contract: { type: 'string', title: { 'zh-CN': '合同', 'en-US': 'Contract' }, 'x-widget': 'file' },
    password: { type: 'string', title: { 'zh-CN': '密码', 'en-US': 'Password' }, writeOnly: true },
    status: {
      type: 'string',
      title: { 'zh-CN': '状态', 'en-US': 'Status' },
      'x-dict': 'user_status',
      readOnly: true,
    },
    createBy: { type: 'string', title: { 'zh-CN': '创建人', 'en-US': 'Created by' }, readOnly: true },
  },
};
const page: PageSchema = {
  ...demoPage,
  api: { ...demoPage.api, queryById: '/demo/contact/queryById' },
  form: { container: 'modal', fields: ['name', 'sex', 'birthday', 'vip', 'avatar', 'contract', 'password'] },
};
const record = {
  id: 'r1',
  name: '张三',
  sex: '2',
  birthday: '1990-03-04',
  vip: false,
  avatar: 'user/a.png',
  contract: 'files/contract_1.pdf',
  status: '1',
  status_dictText: '正常',
  createBy: 'admin',
  createTime: '2024-05-01T08:09:10',
};

/** The value cell next to a label in the detail table. */
function valueOf(label: string): HTMLElement {
  const cell = screen.getByText(label, {
    selector: '.ant-descriptions-item-label, .ant-descriptions-item-label *',
  });
  const row = cell.closest('.ant-descriptions-item-label') as HTMLElement;
  return row.nextElementSibling as HTMLElement;
}

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('detail view (row action 详情)', () => {
  it('lists labels with readable values, no form inputs, and the system fields', async () => {
    // jsdom has no blob URLs.
    URL.createObjectURL = () => 'blob:avatar';
    URL.revokeObjectURL = () => undefined;
    const { callsOf, downloads } = renderForm({
      page,
      entity,
      mode: 'detail',
      row: { id: 'r1', name: '张三' },
      records: { '/demo/contact': [record] },
    });
    await screen.findByText('张三');
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelectorAll('input, textarea, button[type="submit"]').length).toBe(0);
    // Dictionary text instead of the code: from the dictionary, or the record's _dictText.
    await waitFor(() => expect(valueOf('性别').textContent).toBe('女'));
    expect(valueOf('状态').textContent).toBe('正常');
    expect(valueOf('生日').textContent).toBe('1990-03-04');
    expect(valueOf('贵宾').textContent).toBe('否');
    expect(valueOf('创建人').textContent).toBe('admin');
    expect(valueOf('创建时间').textContent).toBe('2024-05-01 08:09:10');
    // Never a secret.
    expect(screen.queryByText('密码')).toBeNull();
    // The picture is fetched with the token and shown.
    await waitFor(() =>
      expect(valueOf('头像').querySelector('img')?.getAttribute('src')).toBe('blob:avatar'),
    );
    expect(callsOf('fetchFile').map((c) => c.args)).toEqual([['user/a.png']]);
    // The file is a download link (its address from the provider), saved under its name.
    const link = screen.getByRole('link', { name: 'contract_1.pdf' });
    expect(link.getAttribute('href')).toBe('memory:files/contract_1.pdf');
    await userEvent.click(link);
    expect(downloads).toEqual([{ what: 'files/contract_1.pdf', filename: 'contract_1.pdf' }]);
    // Order: the form's fields, then status and who created the record when.
    const labels = [...dialog.querySelectorAll('.ant-descriptions-item-label')].map((e) => e.textContent);
    expect(labels).toEqual(['姓名', '性别', '生日', '贵宾', '头像', '合同', '状态', '创建人', '创建时间']);
  });
  it('names a file by the name it was uploaded under, for the link and the saved download', async () => {
    URL.createObjectURL = () => 'blob:avatar';
    URL.revokeObjectURL = () => undefined;
    const named = { ...record, contract: 'files/1f3a9c.pdf', contract_fileNames: ['合同扫描件.pdf'] };
    const { downloads } = renderForm({
      page,
      entity,
      mode: 'detail',
      row: { id: 'r1' },
      records: { '/demo/contact': [named] },
    });
    const link = await screen.findByRole('link', { name: '合同扫描件.pdf' });
    expect(screen.queryByText('1f3a9c.pdf')).toBeNull();
    await userEvent.click(link);
    expect(downloads).toEqual([{ what: 'files/1f3a9c.pdf', filename: '合同扫描件.pdf' }]);
  });
  it("lists a virtual field the form names when the record carries it (a user's roles and departments)", async () => {
    const withLinks: EntitySchema = {
      ...entity,
      properties: {
        ...entity.properties,
        selectedroles: {
          type: 'string',
          title: { 'zh-CN': '角色', 'en-US': 'Roles' },
          'x-virtual': true,
          'x-widget': 'roleSelect',
        },
        selecteddeparts: {
          type: 'string',
          title: { 'zh-CN': '所属部门', 'en-US': 'Departments' },
          'x-virtual': true,
          'x-widget': 'departSelect',
        },
      } as EntitySchema['properties'],
    };
    const linkedPage: PageSchema = {
      ...page,
      form: { container: 'modal', fields: ['name', 'selectedroles', 'selecteddeparts', 'password'] },
    };
    renderForm({
      page: linkedPage,
      entity: withLinks,
      mode: 'detail',
      row: { id: 'r1' },
      records: { '/demo/contact': [{ ...record, selectedroles: 'r1,r2', selecteddeparts: 'd1' }] },
      options: {
        roles: [
          { id: 'r1', roleName: '审核员' },
          { id: 'r2', roleName: '客服' },
        ],
        departTree: [{ id: 'd0', title: '总部', children: [{ id: 'd1', title: '华东审核部' }] }],
      },
    });
    await screen.findByText('张三');
    await waitFor(() => expect(valueOf('角色').textContent).toBe('审核员,客服'));
    await waitFor(() => expect(valueOf('所属部门').textContent).toBe('华东审核部'));
    expect(screen.queryByText('密码')).toBeNull();
  });
});
