/** The editable table's own texts (zh-CN after JeecgBoot's JVxeTable where SPEC gives them). */
import type { Locale } from '../../src/shared/schema/types';

const TEXTS = {
  add: { 'zh-CN': '新增', 'en-US': 'Add' },
  addCount: { 'zh-CN': '新增行数', 'en-US': 'Rows to add' },
  addPosition: { 'zh-CN': '插入位置（0 为末尾）', 'en-US': 'Insert at (0 = bottom)' },
  removeSelected: { 'zh-CN': '删除', 'en-US': 'Delete' },
  removeConfirm: { 'zh-CN': '确定要删除这 {n} 行吗?', 'en-US': 'Delete these {n} rows?' },
  confirmDeleteTitle: { 'zh-CN': '确认删除', 'en-US': 'Confirm deletion' },
  ok: { 'zh-CN': '确定', 'en-US': 'OK' },
  cancel: { 'zh-CN': '取消', 'en-US': 'Cancel' },
  selectOne: { 'zh-CN': '请选择一条记录！', 'en-US': 'Please select a record!' },
  tooFast: {
    'zh-CN': '你点击的太快了，请慢点点击!',
    'en-US': 'You are clicking too fast, please slow down!',
  },
  popupMisconfigured: { 'zh-CN': 'popup参数未正确配置!', 'en-US': 'The popup is not configured correctly!' },
  insertBelow: { 'zh-CN': '在下方插入', 'en-US': 'Insert below' },
  moveUp: { 'zh-CN': '上移', 'en-US': 'Move up' },
  moveDown: { 'zh-CN': '下移', 'en-US': 'Move down' },
  remove: { 'zh-CN': '删除此行', 'en-US': 'Delete row' },
  dragHandle: { 'zh-CN': '拖动排序，第 {n} 行', 'en-US': 'Drag to sort, row {n}' },
  selectRow: { 'zh-CN': '选择第 {n} 行', 'en-US': 'Select row {n}' },
  selectAll: { 'zh-CN': '全选', 'en-US': 'Select all' },
  sortAscending: { 'zh-CN': '点击升序', 'en-US': 'Click to sort ascending' },
  sortDescending: { 'zh-CN': '点击降序', 'en-US': 'Click to sort descending' },
  actions: { 'zh-CN': '操作', 'en-US': 'Actions' },
  rowNumber: { 'zh-CN': '#', 'en-US': '#' },
  sum: { 'zh-CN': '合计', 'en-US': 'Sum' },
  average: { 'zh-CN': '平均', 'en-US': 'Average' },
  noData: { 'zh-CN': '暂无数据', 'en-US': 'No data' },
  required: { 'zh-CN': '{title}不能为空', 'en-US': '{title} is required' },
  unique: { 'zh-CN': '{title}不能重复', 'en-US': '{title} must be unique' },
  pattern: { 'zh-CN': '{title}格式不正确', 'en-US': '{title} has a wrong format' },
  editText: { 'zh-CN': '编辑 {title}', 'en-US': 'Edit {title}' },
  unknownSlot: { 'zh-CN': '未注册的插槽：{name}', 'en-US': 'Slot not registered: {name}' },
  unknownWidget: { 'zh-CN': '未注册的组件：{name}', 'en-US': 'Widget not registered: {name}' },
} as const;

export type TableTextKey = keyof typeof TEXTS;

export function tableText(
  locale: Locale,
  key: TableTextKey,
  params: Record<string, string | number> = {},
): string {
  return TEXTS[key][locale].replace(/\{(\w+)\}/g, (all, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : all,
  );
}
