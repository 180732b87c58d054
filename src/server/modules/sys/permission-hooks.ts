/**
 * What the sys_permission schema cannot say (the menu screen, schemas/pages/sys-permission-list.json):
 * - a menu with children (sub menus or buttons) is not deleted unless its children go in the same
 *   delete, so no entry is left hanging under a parent that no longer exists;
 * - the parent is an existing menu (not a button), never the entry itself or one of its descendants;
 * - columns the table holds as NOT NULL get their defaults when the form leaves them empty;
 * - an entry that opens an online form or report gets its component and path from that choice
 *   (online-menu-target.ts), and answers the choice when read.
 * Session caches are cleared by the generic CRUD after each committed write (cache-invalidation.ts).
 */
import { HttpError } from '../../http/errors';
import type { MessagePair } from '../../http/i18n';
import { hookText, type EntityHooks, type HookContext } from '../crud/hooks';
import { addOnlineTargets, applyOnlineTarget } from './online-menu-target';

const MSG = {
  hasChildren: (names: string, namesEn: string): MessagePair => ({
    'zh-CN': `该菜单下有子菜单或按钮，请先删除下级：${names}`,
    'en-US': `This menu has sub menus or buttons; delete them first: ${namesEn}`,
  }),
  validation: { 'zh-CN': '数据校验失败', 'en-US': 'Validation failed' },
  noParent: { 'zh-CN': '上级菜单不存在', 'en-US': 'The parent menu does not exist' },
  parentIsButton: { 'zh-CN': '按钮不能作为上级菜单', 'en-US': 'A button cannot be a parent menu' },
  parentCycle: {
    'zh-CN': '上级菜单不能是自身或其下级',
    'en-US': 'The parent cannot be the entry itself or one under it',
  },
};

/** NOT NULL columns of sys_permission (migration 0001) and the value an empty one stands for. */
const DEFAULTS: Record<string, unknown> = {
  perms_type: '1',
  sort_no: 0,
  always_show: false,
  is_route: true,
  hidden: false,
  keep_alive: false,
  internal_or_external: false,
  status: '1',
};

function fillDefaults(columns: Record<string, unknown>, insert: boolean): void {
  for (const [column, value] of Object.entries(DEFAULTS)) {
    if (columns[column] === null || (insert && columns[column] === undefined)) columns[column] = value;
  }
}

interface Node {
  id: string;
  parent_id: string | null;
  menu_type: number;
}

async function checkParent(ctx: HookContext, parentId: unknown, selfId: string | null): Promise<void> {
  if (parentId === undefined || parentId === null || parentId === '') return;
  const refuse = (pair: MessagePair) => {
    throw new HttpError(422, hookText(ctx, MSG.validation), [
      { field: 'parentId', message: hookText(ctx, pair) },
    ]);
  };
  let current = String(parentId);
  const first = (await ctx.db
    .selectFrom('sys_permission')
    .select(['id', 'parent_id', 'menu_type'])
    .where('id', '=', current)
    .executeTakeFirst()) as Node | undefined;
  if (!first) return refuse(MSG.noParent);
  if (first.menu_type === 2) return refuse(MSG.parentIsButton);
  if (selfId === null) return;
  // Walk up from the chosen parent: meeting the entry itself means it would become its own ancestor.
  const visited = new Set<string>();
  let node: Node | undefined = first;
  while (node) {
    if (node.id === selfId) return refuse(MSG.parentCycle);
    if (visited.has(node.id) || node.parent_id === null) return;
    visited.add(node.id);
    current = node.parent_id;
    node = (await ctx.db
      .selectFrom('sys_permission')
      .select(['id', 'parent_id', 'menu_type'])
      .where('id', '=', current)
      .executeTakeFirst()) as Node | undefined;
  }
}

export const permissionHooks: EntityHooks = {
  async beforeInsert(ctx, columns, input) {
    fillDefaults(columns, true);
    await checkParent(ctx, columns.parent_id, null);
    await applyOnlineTarget(ctx, columns, input);
  },

  async beforeUpdate(ctx, columns, input, id) {
    fillDefaults(columns, false);
    await checkParent(ctx, columns.parent_id, id);
    await applyOnlineTarget(ctx, columns, input);
  },

  decorateRows(_ctx, rows) {
    addOnlineTargets(rows);
  },

  async beforeDelete(ctx, ids) {
    const children = (await ctx.db
      .selectFrom('sys_permission as c')
      .innerJoin('sys_permission as p', 'p.id', 'c.parent_id')
      .select(['p.name', 'p.name_en'])
      .distinct()
      .where('c.parent_id', 'in', ids)
      .where('c.id', 'not in', ids)
      .execute()) as Array<{ name: string; name_en: string | null }>;
    if (children.length === 0) return;
    const names = children.map((c) => c.name).join('、');
    const namesEn = children.map((c) => c.name_en ?? c.name).join(', ');
    throw new HttpError(409, hookText(ctx, MSG.hasChildren(names, namesEn)));
  },
};
