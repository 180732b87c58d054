/** A page states only what differs: the api block and the standard actions follow from the entity. */
import { describe, expect, it } from 'vitest';
import {
  applyPageDefaults,
  defaultApi,
  defaultRowActions,
  defaultToolbar,
  type PageDeclaration,
} from './page-defaults';
import type { EntitySchema } from './types';

const full: EntitySchema = {
  $id: 'demo_item',
  type: 'object',
  title: { 'zh-CN': '演示', 'en-US': 'Demo' },
  'x-table': 'demo_item',
  'x-api': '/demo/item',
  'x-scope': 'none',
  'x-permissions': {
    list: 'demo:item:list',
    add: 'demo:item:add',
    edit: 'demo:item:edit',
    delete: 'demo:item:delete',
    export: 'demo:item:export',
    import: 'demo:item:import',
  },
  properties: { name: { type: 'string', title: 'name' } },
  additionalProperties: false,
};

const listOnly: EntitySchema = { ...full, 'x-permissions': { list: 'demo:item:list' } };

const bare: PageDeclaration = { $id: 'demo-item-list', kind: 'list', title: 'x', entity: 'demo_item' };

const keys = (actions: { key: string }[] | undefined): string[] => (actions ?? []).map((a) => a.key);

describe('page defaults', () => {
  it('gives every CRUD route under x-api the entity has a permission for', () => {
    expect(defaultApi(full)).toEqual({
      list: '/demo/item/list',
      queryById: '/demo/item/queryById',
      add: '/demo/item/add',
      edit: '/demo/item/edit',
      delete: '/demo/item/delete',
      deleteBatch: '/demo/item/deleteBatch',
      exportXls: '/demo/item/exportXls',
      importExcel: '/demo/item/importExcel',
    });
    expect(defaultApi(listOnly)).toEqual({ list: '/demo/item/list', queryById: '/demo/item/queryById' });
  });

  it('gives the standard toolbar and row actions with their codes and labels, only those permitted', () => {
    expect(defaultToolbar(full)).toEqual([
      { kind: 'add', key: 'add', label: { 'zh-CN': '新增', 'en-US': 'Add' }, permission: 'demo:item:add' },
      {
        kind: 'import',
        key: 'import',
        label: { 'zh-CN': '导入', 'en-US': 'Import' },
        permission: 'demo:item:import',
      },
      {
        kind: 'export',
        key: 'export',
        label: { 'zh-CN': '导出', 'en-US': 'Export' },
        permission: 'demo:item:export',
      },
      {
        kind: 'batchDelete',
        key: 'batchDelete',
        label: { 'zh-CN': '批量删除', 'en-US': 'Delete selected' },
        permission: 'demo:item:delete',
      },
    ]);
    expect(defaultRowActions(full)).toEqual([
      {
        kind: 'edit',
        key: 'edit',
        label: { 'zh-CN': '编辑', 'en-US': 'Edit' },
        permission: 'demo:item:edit',
      },
      {
        kind: 'detail',
        key: 'detail',
        label: { 'zh-CN': '详情', 'en-US': 'Details' },
        permission: 'demo:item:list',
      },
      {
        kind: 'delete',
        key: 'delete',
        label: { 'zh-CN': '删除', 'en-US': 'Delete' },
        permission: 'demo:item:delete',
        confirm: { 'zh-CN': '确定删除吗?', 'en-US': 'Delete this record?' },
      },
    ]);
    expect(defaultToolbar(listOnly)).toEqual([]);
    expect(keys(defaultRowActions(listOnly))).toEqual(['detail']);
  });

  it('fills a bare list page and keeps what the page states over the defaults', () => {
    const { page, issues } = applyPageDefaults({ ...bare, api: { list: '/demo/item/page' } }, full);
    expect(issues).toEqual([]);
    expect(page.api.list).toBe('/demo/item/page');
    expect(page.api.importExcel).toBe('/demo/item/importExcel');
    expect(keys(page.toolbar)).toEqual(['add', 'import', 'export', 'batchDelete']);
    expect(keys(page.rowActions)).toEqual(['edit', 'detail', 'delete']);
  });

  it('adds extra actions after the standard ones, removes and reorders by key', () => {
    const freeze = { kind: 'confirm', key: 'freeze', permission: 'demo:item:edit' };
    const { page, issues } = applyPageDefaults(
      { ...bare, toolbar: { remove: ['import'], order: ['export'] }, rowActions: { extra: [freeze] } },
      full,
    );
    expect(issues).toEqual([]);
    expect(keys(page.toolbar)).toEqual(['export', 'add', 'batchDelete']);
    expect(keys(page.rowActions)).toEqual(['edit', 'detail', 'delete', 'freeze']);
    expect(page.rowActions![3]).toBe(freeze);
  });

  it('takes an array as the whole list, without defaults', () => {
    const only = [{ kind: 'add', key: 'add', permission: 'demo:item:add' }];
    const { page } = applyPageDefaults({ ...bare, toolbar: only, rowActions: [] }, full);
    expect(page.toolbar).toEqual(only);
    expect(page.rowActions).toEqual([]);
  });

  it('reports a change naming an action the page does not have', () => {
    const { issues } = applyPageDefaults(
      { ...bare, toolbar: { remove: ['nope'], order: ['ghost'], extra: [{ kind: 'add', key: 'add' }] } },
      full,
    );
    expect(issues.map((i) => i.path)).toEqual([
      '/toolbar/remove/0',
      '/toolbar/extra/0/key',
      '/toolbar/order/0',
    ]);
  });

  it('leaves a detail page its own api and buttons', () => {
    const { page } = applyPageDefaults({ ...bare, kind: 'detail', api: {} }, full);
    expect(page.api).toEqual({});
    expect(page.toolbar).toBeUndefined();
    expect(page.rowActions).toBeUndefined();
  });
});
