/**
 * Housekeeping jobs: rows that only ever mattered until they expired. Deleting them keeps the
 * per-request session check and the one-time code lookups on small tables.
 */
import type { FastifyInstance } from 'fastify';
import type { MessagePair } from '../../shared/messages/message-pair';
import type { JobDefinition } from './registry';

const MINUTE_MS = 60_000;

/** Minutes an expired row is kept for reading (e.g. by someone checking a refused login); default none. */
const GRACE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: { graceMinutes: { type: 'integer', minimum: 0, maximum: 10_080, default: 0 } },
};

function cutoff(params: Record<string, unknown>): Date {
  const grace = typeof params.graceMinutes === 'number' ? params.graceMinutes : 0;
  return new Date(Date.now() - grace * MINUTE_MS);
}

async function clearExpiredSessions(
  app: FastifyInstance,
  params: Record<string, unknown>,
): Promise<MessagePair> {
  // An expired session is dead whatever else it says (revoked or not): its row has nothing left to answer.
  const result = await app.db
    .deleteFrom('sys_session')
    .where('expires_at', '<', cutoff(params))
    .executeTakeFirst();
  const count = Number(result.numDeletedRows);
  return { 'zh-CN': `已清除${count}个过期会话`, 'en-US': `${count} expired sessions removed` };
}

async function clearExpiredCodes(
  app: FastifyInstance,
  params: Record<string, unknown>,
): Promise<MessagePair> {
  const before = cutoff(params);
  const counts = await app.db.transaction().execute(async (trx) => {
    // A reset code outlives its own expiry while the reset token it was exchanged for is valid.
    const codes = await trx
      .deleteFrom('sys_reset_code')
      .where('expires_at', '<', before)
      .where((eb) => eb.or([eb('token_expires_at', 'is', null), eb('token_expires_at', '<', before)]))
      .executeTakeFirst();
    const sliders = await trx
      .deleteFrom('sys_slider_token')
      .where('expires_at', '<', before)
      .executeTakeFirst();
    const sso = await trx.deleteFrom('sys_sso_state').where('expires_at', '<', before).executeTakeFirst();
    return [codes, sliders, sso].map((r) => Number(r.numDeletedRows));
  });
  const [codes, sliders, sso] = counts as [number, number, number];
  return {
    'zh-CN': `已清除过期验证码${codes}个、滑块令牌${sliders}个、单点登录状态${sso}个`,
    'en-US': `Expired rows removed: ${codes} verification codes, ${sliders} slider tokens, ${sso} single sign-on states`,
  };
}

export const CLEANUP_JOBS: readonly JobDefinition[] = [
  {
    name: 'clearExpiredSessions',
    title: { 'zh-CN': '清理过期会话', 'en-US': 'Clear expired sessions' },
    paramsSchema: GRACE_SCHEMA,
    run: clearExpiredSessions,
  },
  {
    name: 'clearExpiredCodes',
    title: { 'zh-CN': '清理过期验证码与令牌', 'en-US': 'Clear expired codes and tokens' },
    paramsSchema: GRACE_SCHEMA,
    run: clearExpiredCodes,
  },
];
