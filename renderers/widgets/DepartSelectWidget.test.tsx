import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import type { FormMode } from '../form/FormDialog';
import { demoPage } from '../test-support/demo-schema';
import { renderForm } from '../test-support/render-form';

const node = (id: string, title: string, parentId: string | null, children?: unknown[]) => ({
  id,
  key: id,
  value: id,
  title,
  departName: title,
  orgCode: id.toUpperCase(),
  parentId,
  isLeaf: !children,
  ...(children ? { children } : {}),
});
const tree = [
  node('hq', '总部', null, [
    node('cert', '认证部', 'hq', [node('audit', '审核组', 'cert')]),
    node('fin', '财务部', 'hq'),
  ]),
];

function entity(multiple: boolean): EntitySchema {
  return {
    $id: 'demo_depart',
    type: 'object',
    title: { 'zh-CN': '部门', 'en-US': 'Department' },
    'x-table': 'demo_depart',
    'x-api': '/demo/depart',
    'x-scope': 'none',
    'x-permissions': { list: 'demo:depart:list' },
    required: ['departName'],
    properties: {
      parentId: {
        type: 'string',
        title: { 'zh-CN': '上级部门', 'en-US': 'Parent department' },
        'x-widget': 'departSelect',
        ...(multiple ? { 'x-widget-options': { multiple: true } } : {}),
      },
      departName: { type: 'string', title: { 'zh-CN': '部门名称', 'en-US': 'Name' } },
    },
    additionalProperties: false,
  };
}
const page: PageSchema = {
  ...demoPage,
  entity: 'demo_depart',
  api: { add: '/demo/depart/add', edit: '/demo/depart/edit' },
  form: { container: 'modal', fields: ['parentId', 'departName'] },
};

function open(mode: FormMode, multiple = false, row?: Record<string, unknown>) {
  return renderForm({
    page,
    entity: entity(multiple),
    mode,
    row,
    options: { departTree: tree },
    records: { '/demo/depart': row ? [{ ...row }] : [] },
  });
}

/** The tree's node titles as the open dropdown lists them. */
const treeNode = (title: string) =>
  screen.getAllByTitle(title).find((el) => el.closest('.ant-select-tree-treenode')) as HTMLElement;

/** Submits and answers what was written: the body of the create or update. */
async function submitted(form: ReturnType<typeof open>) {
  await form.submit();
  await waitFor(() => expect(form.onSaved).toHaveBeenCalled());
  return [...form.callsOf('create'), ...form.callsOf('update')][0]?.args[1];
}

describe('departSelect widget', () => {
  it('picks one department from the server tree, found by name, and submits its id', async () => {
    const form = open('add');
    const input = await screen.findByLabelText('上级部门');
    await userEvent.type(screen.getByLabelText('部门名称'), '质量部');
    await userEvent.click(input);
    await userEvent.type(input, '审核');
    await waitFor(() => expect(treeNode('审核组')).toBeTruthy());
    expect(screen.queryByTitle('财务部')).toBeNull();
    await userEvent.click(treeNode('审核组'));
    expect(form.callsOf('loadOptions').map((c) => c.args[0])).toContain('departTree');
    expect(await submitted(form)).toEqual({
      parentId: 'audit',
      departName: '质量部',
    });
  });

  it('with multiple checks several departments and submits the ids comma-joined', async () => {
    const form = open('add', true);
    await userEvent.type(await screen.findByLabelText('部门名称'), '质量部');
    await userEvent.click(screen.getByLabelText('上级部门'));
    await waitFor(() => expect(treeNode('财务部')).toBeTruthy());
    await userEvent.click(treeNode('认证部'));
    await userEvent.click(treeNode('财务部'));
    expect(await submitted(form)).toEqual({
      parentId: 'cert,fin',
      departName: '质量部',
    });
  });

  it('on edit shows the stored parent by name and does not offer the department itself or its subtree', async () => {
    const form = open('edit', false, { id: 'cert', parentId: 'hq', departName: '认证部' });
    // The chosen value shows its title once the tree is there.
    await waitFor(() =>
      expect(document.querySelector('.ant-select-content')?.getAttribute('title')).toBe('总部'),
    );
    await userEvent.click(screen.getByLabelText('上级部门'));
    await waitFor(() => expect(treeNode('认证部')).toBeTruthy());
    const disabled = (title: string) =>
      treeNode(title)
        .closest('.ant-select-tree-treenode')
        ?.className.includes('ant-select-tree-treenode-disabled');
    expect(disabled('认证部')).toBe(true);
    expect(disabled('审核组')).toBe(true);
    expect(disabled('财务部')).toBe(false);
    await userEvent.click(treeNode('认证部'));
    await userEvent.click(treeNode('财务部'));
    expect(await submitted(form)).toEqual({
      id: 'cert',
      parentId: 'fin',
      departName: '认证部',
    });
  });
});
