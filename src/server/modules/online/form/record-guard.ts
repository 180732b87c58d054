/**
 * Records of a published online form are written only while its table matches the published version
 * (onl_cgform_head.synced_version = published_version, F10b's sync sets the former): otherwise add,
 * edit, delete and import answer 409 (the columns the form sends may not exist yet). Added to the
 * entity's hooks around whatever hooks are registered for it already (others compose the same way).
 */
import type { FastifyInstance } from 'fastify';
import { LocalizedHttpError } from '../../../http/errors';
import { entityHooks, registerEntityHooks, type EntityHooks, type HookContext } from '../../crud/hooks';
import { ONL_MSG } from './messages';

const guarded = new WeakSet<EntityHooks>();

async function requireSynced(ctx: HookContext, code: string): Promise<void> {
  const head = (await ctx.db
    .selectFrom('onl_cgform_head')
    .select(['published_version', 'synced_version'])
    .where('table_name', '=', code)
    .executeTakeFirst()) as { published_version: number | null; synced_version: number | null } | undefined;
  if (!head || head.published_version === null || head.synced_version !== head.published_version) {
    throw new LocalizedHttpError(409, ONL_MSG.notSynced);
  }
}

export function guardRecords(app: FastifyInstance, code: string): void {
  const inner = entityHooks(app, code);
  if (guarded.has(inner)) return;
  const hooks: EntityHooks = {
    ...inner,
    async beforeInsert(ctx, columns, input) {
      await requireSynced(ctx, code);
      await inner.beforeInsert?.(ctx, columns, input);
    },
    async beforeUpdate(ctx, columns, input, id) {
      await requireSynced(ctx, code);
      await inner.beforeUpdate?.(ctx, columns, input, id);
    },
    async beforeDelete(ctx, ids) {
      await requireSynced(ctx, code);
      await inner.beforeDelete?.(ctx, ids);
    },
  };
  guarded.add(hooks);
  registerEntityHooks(app, code, hooks);
}
