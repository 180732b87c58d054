import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { demoPage } from '../test-support/demo-schema';
import { renderForm } from '../test-support/render-form';

const roles = [
  { id: 'r1', roleName: '管理员', roleCode: 'admin', description: null },
  { id: 'r2', roleName: '审核员', roleCode: 'auditor', description: '' },
  { id: 'r3', roleName: '客服', roleCode: 'service', description: '' },
];
const entity: EntitySchema = {
  $id: 'demo_account',
  type: 'object',
  title: { 'zh-CN': '账号', 'en-US': 'Account' },
  'x-table': 'demo_account',
  'x-api': '/demo/account',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:account:list' },
  properties: {
    username: { type: 'string', title: { 'zh-CN': '账号', 'en-US': 'Username' } },
    roleIds: { type: 'string', title: { 'zh-CN': '角色', 'en-US': 'Roles' }, 'x-widget': 'roleSelect' },
  },
  additionalProperties: false,
};
const page: PageSchema = {
  ...demoPage,
  entity: 'demo_account',
  api: { edit: '/demo/account/edit' },
  form: { container: 'drawer', fields: ['username', 'roleIds'] },
};

describe('roleSelect widget', () => {
  it('shows the stored roles by name, finds another by typing and submits the ids comma-joined', async () => {
    const row = { id: 'u1', username: 'zhang', roleIds: 'r1' };
    const { callsOf, onSaved, submit, stored } = renderForm({
      page,
      entity,
      mode: 'edit',
      row,
      options: { roles },
      records: { '/demo/account': [{ ...row }] },
    });
    const input = await screen.findByLabelText('角色');
    await waitFor(() =>
      expect(document.querySelector('.ant-select [title="管理员"]')?.textContent).toBe('管理员'),
    );
    await userEvent.click(input);
    await userEvent.type(input, '审核');
    // The visible choices of the open dropdown (antd also renders an aria-only listbox).
    const choice = (name: string) => document.querySelector(`.ant-select-item-option[title="${name}"]`);
    await waitFor(() => expect(choice('审核员')).toBeTruthy());
    expect(choice('客服')).toBeNull();
    await userEvent.click(choice('审核员')!);
    expect(callsOf('loadOptions').map((c) => c.args[0])).toContain('roles');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(stored()[0]?.roleIds).toBe('r1,r2');
    expect(callsOf('update')[0]?.args[1]).toEqual({
      id: 'u1',
      username: 'zhang',
      roleIds: 'r1,r2',
    });
  });

  it('finds a role by its code too, and shows the code beside the name (SPEC §6)', async () => {
    const row = { id: 'u1', username: 'zhang' };
    const { submit, stored, onSaved } = renderForm({
      page,
      entity,
      mode: 'edit',
      row,
      options: { roles },
      records: { '/demo/account': [{ ...row }] },
    });
    const input = await screen.findByLabelText('角色');
    await userEvent.click(input);
    await userEvent.type(input, 'SERV');
    const choice = (name: string) => document.querySelector(`.ant-select-item-option[title="${name}"]`);
    await waitFor(() => expect(choice('客服')).toBeTruthy());
    expect(choice('审核员')).toBeNull();
    expect(choice('客服')?.textContent).toBe('客服service');
    await userEvent.click(choice('客服')!);
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(stored()[0]?.roleIds).toBe('r3');
  });
});
