import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { RendererProvider } from '../context';
import { memoryServices, renderWithProvider } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';

const entity: EntitySchema = {
  $id: 'demo_person',
  type: 'object',
  title: '人员',
  'x-table': 'demo_person',
  'x-api': '/demo/person',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:person:list', edit: 'demo:person:edit', delete: 'demo:person:delete' },
  properties: {
    name: { type: 'string', title: { 'zh-CN': '姓名', 'en-US': 'Name' } },
    avatar: { type: 'string', title: { 'zh-CN': '头像', 'en-US': 'Avatar' }, 'x-widget': 'image' },
    sex: { type: 'string', title: { 'zh-CN': '性别', 'en-US': 'Sex' }, 'x-dict': 'sex' },
    birthday: { type: 'string', title: { 'zh-CN': '生日', 'en-US': 'Birthday' }, format: 'date' },
    remark: {
      type: 'string',
      title: { 'zh-CN': '备注', 'en-US': 'Remark' },
      'x-i18n-field': { 'en-US': 'remarkEn' },
    } as EntitySchema['properties'][string],
    remarkEn: { type: 'string', title: { 'zh-CN': '英文备注', 'en-US': 'Remark (English)' } },
    createTime: { type: 'string', title: { 'zh-CN': '创建时间', 'en-US': 'Created' }, format: 'date-time' },
  },
  additionalProperties: false,
};

const page: PageSchema = {
  $id: 'demo-person-list',
  kind: 'list',
  title: '人员',
  entity: 'demo_person',
  api: { list: '/demo/person/list', delete: '/demo/person/delete', deleteBatch: '/demo/person/deleteBatch' },
  query: [
    { field: 'name', rule: 'like' },
    { field: 'sex', rule: 'eq' },
    { field: 'birthday', rule: 'range' },
  ],
  columns: [
    { field: 'name' },
    { field: 'avatar', width: 80 },
    { field: 'sex', width: 80 },
    { field: 'birthday' },
    { field: 'remark' },
    { field: 'createTime' },
  ],
  toolbar: [{ kind: 'batchDelete', key: 'batchDelete', permission: 'demo:person:delete' }],
  rowActions: [
    { kind: 'edit', key: 'edit', permission: 'demo:person:edit' },
    { kind: 'delete', key: 'delete', permission: 'demo:person:delete' },
  ],
  superQuery: false,
};

const row = {
  id: 'p1',
  name: '张三',
  avatar: 'user/zhangsan.png',
  sex: '1',
  sex_dictText: '男',
  birthday: '1990-01-02',
  remark: '审核员',
  remarkEn: 'Auditor',
  createTime: '2024-05-01 08:00:00',
};

const renderList = (permissions: readonly string[] = []) =>
  renderWithProvider(<ListPage page={page} entity={entity} />, {
    permissions,
    records: { '/demo/person': [row] },
  });

describe('ListPage layout and cell texts', () => {
  beforeEach(() => {
    // jsdom has no object URLs; a subclass, so the real URL global is not changed for later tests.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:thumb';
        static override revokeObjectURL = () => undefined;
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the column widths and scrolls sideways by their sum; actions never wrap', async () => {
    const { container } = renderList(['demo:person:edit', 'demo:person:delete']);
    await screen.findByText('张三');
    // selection 48 + name 120 + avatar 80 + sex 80 + birthday 135 + remark 120 + created 200 + actions 120
    const table = container.querySelector('.ant-table-content table, .ant-table-body table') as HTMLElement;
    expect(table.style.width).toBe(`${48 + 120 + 80 + 80 + 135 + 120 + 200 + 120}px`);
    const widths = [...container.querySelectorAll('colgroup col')].map((c) => (c as HTMLElement).style.width);
    expect(widths).toEqual(['48px', '120px', '80px', '80px', '135px', '120px', '200px', '120px']);
    const actions = screen.getByText('编辑').closest('td') as HTMLElement;
    expect(actions.style.whiteSpace).toBe('nowrap');
  });

  it('shows the dictionary text, the avatar as a thumbnail and never the stored code or path', async () => {
    renderList();
    const tr = (await screen.findByText('张三')).closest('tr') as HTMLElement;
    expect(within(tr).getByText('男')).toBeTruthy();
    expect(within(tr).queryByText('1')).toBeNull();
    expect(within(tr).queryByText('user/zhangsan.png')).toBeNull();
    const img = await within(tr).findByRole('img');
    expect(img.getAttribute('src')).toBe('blob:thumb');
    expect(img.getAttribute('width')).toBe('32');
    expect(within(tr).getByText('审核员')).toBeTruthy();
  });

  it('shows the x-i18n-field text in en-US and asks the server for it', async () => {
    const { services, callsOf } = memoryServices({ records: { '/demo/person': [row] } });
    render(
      <RendererProvider services={{ ...services, locale: 'en-US' }}>
        <ListPage page={page} entity={entity} />
      </RendererProvider>,
    );
    const tr = (await screen.findByText('张三')).closest('tr') as HTMLElement;
    expect(within(tr).getByText('Auditor')).toBeTruthy();
    expect(within(tr).queryByText('审核员')).toBeNull();
    expect(String((callsOf('getList')[0]?.args[1] as Record<string, string>).field).split(',')).toContain(
      'remarkEn',
    );
  });

  it('gives every query field the same label width, whatever its input', async () => {
    const { container } = renderList();
    await screen.findByText('张三');
    const labels = [
      ...container.querySelectorAll('.renderer-query-form .ant-form-item-label'),
    ] as HTMLElement[];
    expect(labels).toHaveLength(3);
    for (const label of labels) {
      expect(label.style.flex).toBe('0 0 96px');
      expect(label.className).not.toContain('ant-form-item-label-left');
    }
    // text input, dictionary select and date range all sit in the wrapper beside their label
    const form = container.querySelector('.renderer-query-form') as HTMLElement;
    expect(form.querySelector('input[placeholder="请输入姓名"]')).toBeTruthy();
    expect(form.querySelector('.ant-select')).toBeTruthy();
    expect(form.querySelector('.ant-picker-range')).toBeTruthy();
  });
});
