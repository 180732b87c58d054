import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { renderWithProvider } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';

const entity: EntitySchema = {
  $id: 'demo_depart',
  type: 'object',
  title: '部门',
  'x-table': 'demo_depart',
  'x-api': '/demo/depart',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:depart:list' },
  properties: {
    parentId: { type: 'string', title: '上级部门' },
    departName: { type: 'string', title: '部门名称' },
  },
  additionalProperties: false,
};

const page = {
  $id: 'demo-depart-list',
  kind: 'list',
  title: '部门',
  entity: 'demo_depart',
  api: { list: '/demo/depart/list' },
  query: [{ field: 'departName', rule: 'like' }],
  columns: [{ field: 'departName' }],
  superQuery: false,
  tree: { parent: 'parentId' },
} as PageSchema;

const departs = [
  { id: 'root', parentId: '', departName: '认证中心' },
  { id: 'd1', parentId: 'root', departName: '体系认证事业部' },
  { id: 'd2', parentId: 'root', departName: '产品认证事业部' },
];

const renderTree = () =>
  renderWithProvider(<ListPage page={page} entity={entity} />, { records: { '/demo/depart': departs } });
const listParams = (call: { args: unknown[] } | undefined) => call?.args[1] as Record<string, string>;

describe('ListPage as a tree', () => {
  it('shows the roots, and loads and shows the children of a node when it is expanded', async () => {
    const { callsOf } = renderTree();
    expect(await screen.findByText('认证中心')).toBeTruthy();
    expect(screen.queryByText('体系认证事业部')).toBeNull();
    expect(listParams(callsOf('getList')[0])).toMatchObject({ pidField: 'parentId', pid: '' });

    await userEvent.click(screen.getByRole('button', { name: /展开|expand/i }));
    expect(await screen.findByText('体系认证事业部')).toBeTruthy();
    expect(screen.getByText('产品认证事业部')).toBeTruthy();
    const childCall = callsOf('getList').find((c) => listParams(c).pid === 'root');
    expect(listParams(childCall)).toMatchObject({
      pidField: 'parentId',
      pageNo: '1',
      field: 'id,departName',
    });
    // Leaves have no expander: only the root's.
    expect(screen.getAllByRole('button', { name: /展开|收起|expand|collapse/i })).toHaveLength(1);
  });

  it('asks for the matches flat when the query form has a value', async () => {
    const { callsOf } = renderTree();
    await screen.findByText('认证中心');
    await userEvent.type(screen.getByPlaceholderText('请输入部门名称'), '产品');
    await userEvent.click(screen.getByRole('button', { name: /(^|\s)查\s*询$/ }));
    expect(await screen.findByText('产品认证事业部')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('认证中心')).toBeNull());
    const last = listParams(callsOf('getList').at(-1));
    expect(last.departName).toBe('*产品*');
    expect(last.pidField).toBeUndefined();
  });
});
