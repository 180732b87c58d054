import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import type { FormMode } from '../form/FormDialog';
import { demoPage } from '../test-support/demo-schema';
import { renderForm } from '../test-support/render-form';

const node = (
  key: string,
  title: string,
  parentId: string | null,
  menuType: number,
  perms: string | null,
  children?: unknown[],
) => ({
  key,
  value: key,
  title,
  parentId,
  menuType,
  perms,
  status: '1',
  isLeaf: !children,
  ...(children ? { children } : {}),
});
const tree = [
  node('home', '首页', null, 0, null),
  node('system', '系统管理', null, 0, null, [
    node('user', '用户管理', 'system', 1, null, [
      node('user-add', '新增', 'user', 2, 'system:user:add'),
      node('user-delete', '删除', 'user', 2, 'system:user:delete'),
    ]),
  ]),
];

const entity: EntitySchema = {
  $id: 'demo_grant',
  type: 'object',
  title: { 'zh-CN': '角色', 'en-US': 'Role' },
  'x-table': 'demo_grant',
  'x-api': '/demo/grant',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:grant:list' },
  properties: {
    roleName: { type: 'string', title: { 'zh-CN': '角色名称', 'en-US': 'Role name' } },
    parentId: {
      type: 'string',
      title: { 'zh-CN': '上级菜单', 'en-US': 'Parent menu' },
      'x-widget': 'permissionTree',
      'x-widget-options': { single: true, menusOnly: true },
    },
    permissionIds: {
      type: 'string',
      title: { 'zh-CN': '授权', 'en-US': 'Permissions' },
      'x-widget': 'permissionTree',
    },
  },
  additionalProperties: false,
};

function open(mode: FormMode, fields: string[], row?: Record<string, unknown>) {
  const page: PageSchema = {
    ...demoPage,
    entity: 'demo_grant',
    api: { add: '/demo/grant/add', edit: '/demo/grant/edit' },
    form: { container: 'modal', fields },
  };
  return renderForm({
    page,
    entity,
    mode,
    row,
    options: { permissionTree: tree },
    records: { '/demo/grant': row ? [{ ...row }] : [] },
  });
}

async function submitted(form: ReturnType<typeof open>) {
  await form.submit();
  await waitFor(() => expect(form.onSaved).toHaveBeenCalled());
  return [...form.callsOf('create'), ...form.callsOf('update')][0]?.args[1];
}

// By label, within the field's group: role queries over a whole antd dialog are slow in jsdom.
const field = () => document.querySelector<HTMLElement>('[role="group"][aria-labelledby]')!;
const box = (name: RegExp) => within(field()).getByLabelText(name) as HTMLInputElement;
const checked = (input: HTMLInputElement) => input.checked;

describe('permissionTree widget', () => {
  it('checks menus and buttons from the keyboard, with their menus, keeps ids it does not show, and submits them comma-joined', async () => {
    const form = open('edit', ['roleName', 'permissionIds'], {
      id: 'r1',
      roleName: '审核员',
      permissionIds: 'home,not-shown',
    });
    const group = await screen.findByRole('group', { name: '授权' });
    await waitFor(() => expect(group.querySelectorAll('input[type="checkbox"]')).toHaveLength(5));
    expect(form.callsOf('loadOptions').map((c) => c.args[0])).toContain('permissionTree');
    expect(checked(box(/^首页/))).toBe(true);
    expect(checked(box(/^系统管理/))).toBe(false);
    // A button names its code too.
    expect(box(/^新增/).closest('label')?.textContent).toBe('新增按钮 system:user:add');

    // Tab to the button's box and check it with Space: its menus are checked with it.
    box(/^用户管理/).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(box(/^新增/));
    await userEvent.keyboard(' ');
    expect(checked(box(/^新增/))).toBe(true);
    expect(checked(box(/^用户管理/))).toBe(true);
    expect(checked(box(/^系统管理/))).toBe(true);
    expect(checked(box(/^删除/))).toBe(false);

    await userEvent.click(box(/^首页/));
    expect(checked(box(/^首页/))).toBe(false);

    // A menu folds away its entries; the button says which state it is in.
    const fold = within(field()).getByLabelText('收起 用户管理');
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(fold);
    expect(within(field()).queryByLabelText(/^新增/)).toBeNull();
    expect(within(field()).getByLabelText('展开 用户管理').getAttribute('aria-expanded')).toBe('false');

    expect(await submitted(form)).toEqual({
      id: 'r1',
      roleName: '审核员',
      permissionIds: 'not-shown,system,user,user-add',
    });
  });

  it('unchecking a menu unchecks everything under it', async () => {
    const form = open('edit', ['roleName', 'permissionIds'], {
      id: 'r1',
      roleName: '审核员',
      permissionIds: 'system,user,user-add,user-delete',
    });
    await waitFor(() => expect(field().querySelectorAll('input:checked')).toHaveLength(4));
    await userEvent.click(box(/^用户管理/));
    expect(checked(box(/^新增/))).toBe(false);
    expect(checked(box(/^删除/))).toBe(false);
    expect(checked(box(/^系统管理/))).toBe(true);
    expect(await submitted(form)).toEqual({ id: 'r1', roleName: '审核员', permissionIds: 'system' });
  });

  it('with single picks one menu, never a button, the entry itself or one under it', async () => {
    const form = open('edit', ['roleName', 'parentId'], {
      id: 'user',
      roleName: '用户管理',
      parentId: 'system',
    });
    await waitFor(() =>
      expect(document.querySelector('.ant-select-content')?.getAttribute('title')).toBe('系统管理'),
    );
    await userEvent.click(screen.getByLabelText('上级菜单'));
    const treeNode = (title: string) =>
      screen.queryAllByTitle(title).find((el) => el.closest('.ant-select-tree-treenode')) ?? null;
    await waitFor(() => expect(treeNode('首页')).toBeTruthy());
    expect(treeNode('用户管理')).toBeNull();
    expect(treeNode('新增')).toBeNull();
    await userEvent.click(treeNode('首页')!);
    expect(await submitted(form)).toEqual({ id: 'user', roleName: '用户管理', parentId: 'home' });
  });
});
