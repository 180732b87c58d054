/**
 * Records of a published online form are written only while its table matches the published version
 * (onl_cgform_head.synced_version = published_version, F10b's sync sets the former): otherwise add,
 * edit, delete and import answer 409 (the columns the form sends may not exist yet). A guard part of the
 * entity's hooks (crud/hook-parts.ts): it runs before any other part's, whichever registered first.
 */
import type { FastifyInstance } from 'fastify';
import { LocalizedHttpError } from '../../../http/errors';
import { registerEntityHooks, type HookContext } from '../../crud/hooks';
import { ONL_MSG } from './messages';

const RECORD_GUARD_PART = 'online-record-guard';

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
  // Registering the guard again (a republish) replaces it: one guard per entity.
  registerEntityHooks(
    app,
    code,
    {
      beforeInsert: (ctx) => requireSynced(ctx, code),
      beforeUpdate: (ctx) => requireSynced(ctx, code),
      beforeDelete: (ctx) => requireSynced(ctx, code),
    },
    { part: RECORD_GUARD_PART, guard: true },
  );
}
