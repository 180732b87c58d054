/**
 * PUT /sys/user/unlock {ids}: an administrator lifts the login locks of accounts (every
 * (account, address) throttle of auth/login-throttle.ts). Same permissions as editing or freezing
 * a user, scoped like the user list (an account the caller cannot see is 404). Administrator
 * accounts may be unlocked too: lifting a lock grants nothing, it only ends a refusal.
 */
import type { FastifyInstance } from 'fastify';
import { unlockAccounts } from '../../auth/login-throttle';
import { ok } from '../../http/envelope';
import { loose } from '../crud/loose-db';
import { parseIds, visibleByIds } from '../crud/write/write';
import { schemaRegistry } from '../schema/registry';

const body = {
  type: 'object',
  required: ['ids'],
  additionalProperties: false,
  properties: { ids: { type: 'string', minLength: 1, maxLength: 40_000 } },
} as const;

export default async function userUnlockRoutes(app: FastifyInstance): Promise<void> {
  const entity = schemaRegistry(app).entities.get('sys_user');
  if (!entity) throw new Error('schemas/entities/sys_user.json is missing');

  app.put<{ Body: { ids: string } }>(
    '/sys/user/unlock',
    {
      config: { permission: ['system:user:edit', 'system:user:frozen'] },
      schema: { tags: ['sys'], summary: 'Lift the login locks of users', body },
    },
    async (request) => {
      const ids = parseIds(request, request.body.ids);
      await visibleByIds(request, loose(app.db), entity, ids);
      const lifted = await unlockAccounts(app.db, ids);
      return ok({ lifted }, request.t({ 'zh-CN': '解锁成功!', 'en-US': 'Unlocked!' }));
    },
  );
}
