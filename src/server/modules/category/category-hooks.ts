/**
 * What the sys_category schema cannot say: the parent exists and is not the category itself or one
 * under it, a category with children is deleted only with them, and every row's `has_child` flag
 * follows the tree after each write (inside the write's transaction).
 */
import { sql } from 'kysely';
import { HttpError } from '../../http/errors';
import type { MessagePair } from '../../http/i18n';
import { hookText, type EntityHooks, type HookContext } from '../crud/hooks';
import { CATEGORY_MSG } from './category-messages';

interface Node {
  id: string;
  pid: string | null;
}

async function nodeOf(ctx: HookContext, id: string): Promise<Node | undefined> {
  return (await ctx.db
    .selectFrom('sys_category')
    .select(['id', 'pid'])
    .where('id', '=', id)
    .executeTakeFirst()) as Node | undefined;
}

/** An empty parent is a root (stored null); otherwise it must exist and not lie under `selfId`. */
async function checkParent(
  ctx: HookContext,
  columns: Record<string, unknown>,
  selfId: string | null,
): Promise<void> {
  const parent = columns.pid;
  if (parent === '') columns.pid = null;
  if (parent === undefined || parent === null || parent === '') return;
  const refuse = (pair: MessagePair) => {
    throw new HttpError(422, hookText(ctx, CATEGORY_MSG.validation), [
      { field: 'pid', message: hookText(ctx, pair) },
    ]);
  };
  let node = await nodeOf(ctx, String(parent));
  if (!node) return refuse(CATEGORY_MSG.noParent);
  if (selfId === null) return;
  // Walk up from the chosen parent: meeting the category itself would make it its own ancestor.
  const visited = new Set<string>();
  while (node) {
    if (node.id === selfId) return refuse(CATEGORY_MSG.parentCycle);
    if (visited.has(node.id) || node.pid === null || node.pid === '') return;
    visited.add(node.id);
    node = await nodeOf(ctx, node.pid);
  }
}

/**
 * Sets every row's flag from the rows under it. One statement over the table: category trees are
 * small (hundreds of rows), and recomputing all of them cannot miss the old parent of a moved row.
 */
async function refreshHasChild(ctx: HookContext): Promise<void> {
  await sql`update sys_category as c set has_child = case when exists (select 1 from sys_category k where k.pid = c.id) then '1' else '0' end`.execute(
    ctx.db,
  );
}

export const categoryHooks: EntityHooks = {
  beforeInsert: (ctx, columns) => checkParent(ctx, columns, null),
  beforeUpdate: (ctx, columns, _input, id) => checkParent(ctx, columns, id),
  afterInsert: (ctx) => refreshHasChild(ctx),
  afterUpdate: (ctx) => refreshHasChild(ctx),
  async beforeDelete(ctx, ids) {
    const parents = (await ctx.db
      .selectFrom('sys_category as c')
      .innerJoin('sys_category as p', 'p.id', 'c.pid')
      .select('p.name')
      .distinct()
      .where('c.pid', 'in', ids)
      .where('c.id', 'not in', ids)
      .execute()) as Array<{ name: string }>;
    if (parents.length > 0)
      throw new HttpError(
        409,
        hookText(ctx, CATEGORY_MSG.hasChildren(parents.map((p) => p.name).join('、'))),
      );
  },
  afterDelete: (ctx) => refreshHasChild(ctx),
};
