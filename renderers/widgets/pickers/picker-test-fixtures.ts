/** A form over one picker field, a department tree and picker users, shared by the pickers' DOM tests. */
import type { EntitySchema, PageSchema } from '../../../src/shared/schema/types';
import { demoPage } from '../../test-support/demo-schema';

export const departNode = (id: string, title: string, parentId: string | null, children?: unknown[]) => ({
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

export const DEPART_TREE = [
  departNode('hq', '总部', null, [
    departNode('cert', '认证部', 'hq', [departNode('audit', '审核组', 'cert')]),
    departNode('fin', '财务部', 'hq'),
  ]),
];

const two = (n: number) => String(n).padStart(2, '0');

/** Seven users of 认证部 (cert01…cert07) and two of 财务部 (fin01, fin02), as the memory provider keeps them. */
export const PICKER_USERS_ROWS = [
  ...Array.from({ length: 7 }, (_, i) => ({
    id: `uc${i + 1}`,
    username: `cert${two(i + 1)}`,
    realname: `认证${i + 1}`,
    sex: '1',
    phone: `1380000000${i}`,
    orgCodeTxt: '认证部',
    departIds: ['cert'],
  })),
  {
    id: 'uf1',
    username: 'fin01',
    realname: '财务甲',
    sex: '2',
    phone: null,
    orgCodeTxt: '财务部',
    departIds: ['fin'],
  },
  {
    id: 'uf2',
    username: 'fin02',
    realname: '财务乙',
    sex: '2',
    phone: null,
    orgCodeTxt: '财务部',
    departIds: ['fin'],
  },
];

/** An entity whose one field `pick` uses `widget` with `options`, and its edit form page. */
export function pickerForm(widget: string, options: Record<string, unknown> = {}) {
  const entity: EntitySchema = {
    $id: 'demo_pick',
    type: 'object',
    title: { 'zh-CN': '任务', 'en-US': 'Task' },
    'x-table': 'demo_pick',
    'x-api': '/demo/pick',
    'x-scope': 'none',
    'x-permissions': { list: 'demo:pick:list' },
    properties: {
      name: { type: 'string', title: { 'zh-CN': '名称', 'en-US': 'Name' } },
      pick: {
        type: 'string',
        title: { 'zh-CN': '负责人', 'en-US': 'Owner' },
        'x-widget': widget,
        'x-widget-options': options,
      },
    },
    additionalProperties: false,
  };
  const page: PageSchema = {
    ...demoPage,
    entity: 'demo_pick',
    api: { add: '/demo/pick/add', edit: '/demo/pick/edit' },
    form: { container: 'modal', fields: ['name', 'pick'] },
  };
  return { entity, page };
}
