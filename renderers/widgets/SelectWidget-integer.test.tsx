import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { demoPage } from '../test-support/demo-schema';
import { renderForm } from '../test-support/render-form';

// sys_permission.menuType: an integer column whose choices come from a dictionary of text values.
const entity: EntitySchema = {
  $id: 'demo_menu',
  type: 'object',
  title: { 'zh-CN': '菜单', 'en-US': 'Menu' },
  'x-table': 'demo_menu',
  'x-api': '/demo/menu',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:menu:list' },
  properties: {
    name: { type: 'string', title: { 'zh-CN': '菜单名称', 'en-US': 'Name' } },
    menuType: {
      type: 'integer',
      title: { 'zh-CN': '菜单类型', 'en-US': 'Menu type' },
      'x-dict': 'menu_type',
    },
  },
  additionalProperties: false,
};
const page: PageSchema = {
  ...demoPage,
  entity: 'demo_menu',
  api: { edit: '/demo/menu/edit' },
  form: { container: 'modal', fields: ['name', 'menuType'] },
};
const menuType = [
  { value: '0', text: '一级菜单', textEn: 'Top menu' },
  { value: '1', text: '子菜单', textEn: 'Sub menu' },
  { value: '2', text: '按钮权限', textEn: 'Button' },
];

describe('select widget on an integer field', () => {
  it('shows the stored number by its dictionary text and submits the chosen one as a number', async () => {
    const row = { id: 'm1', name: '报表', menuType: 1 };
    const form = renderForm({
      page,
      entity,
      mode: 'edit',
      row,
      dicts: { menu_type: menuType },
      records: { '/demo/menu': [{ ...row }] },
    });
    const input = await screen.findByLabelText('菜单类型');
    await waitFor(() => expect(document.querySelector('.ant-select [title="子菜单"]')).toBeTruthy());
    await userEvent.click(input);
    const choice = () => document.querySelector('.ant-select-item-option[title="按钮权限"]');
    await waitFor(() => expect(choice()).toBeTruthy());
    await userEvent.click(choice()!);
    await form.submit();
    await waitFor(() => expect(form.onSaved).toHaveBeenCalled());
    expect(form.callsOf('update')[0]?.args[1]).toEqual({ id: 'm1', name: '报表', menuType: 2 });
  });
});
