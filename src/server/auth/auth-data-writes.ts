/**
 * Which writes change a cached SessionUser (session-cache.ts): an account row changes that user;
 * a role, permission or grant may change anyone. Called by writers after their transaction commits
 * (an invalidation before the commit could be refilled from the old rows).
 */
import type { FastifyInstance } from 'fastify';
import { invalidateUserCache } from './session-invalidation';

const USER_TABLE = 'sys_user';
const GRANT_TABLES = new Set(['sys_role', 'sys_user_role', 'sys_permission', 'sys_role_permission']);

export async function invalidateAfterAuthDataWrite(
  app: FastifyInstance,
  table: string,
  ids: readonly string[],
): Promise<void> {
  if (table === USER_TABLE) {
    for (const id of ids) await invalidateUserCache(app, id);
  } else if (GRANT_TABLES.has(table)) {
    await invalidateUserCache(app);
  }
}
