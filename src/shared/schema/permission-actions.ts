/**
 * The standard actions an entity's permission codes name (`<area>:<action>`), in the order a menu
 * entry lists its buttons, with their titles as permissions in the role screen: 查询 is "List" here,
 * the right to list the rows, where the search button of a list says "Search".
 */
export const PERMISSION_ACTIONS = ['list', 'add', 'edit', 'delete', 'export', 'import'] as const;

export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** [zh-CN, en-US] */
export const PERMISSION_ACTION_TITLES: Readonly<Record<PermissionAction, readonly [string, string]>> = {
  list: ['查询', 'List'],
  add: ['新增', 'Add'],
  edit: ['编辑', 'Edit'],
  delete: ['删除', 'Delete'],
  export: ['导出', 'Export'],
  import: ['导入', 'Import'],
};
