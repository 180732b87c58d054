/**
 * The answer of every way in (password, phone code, OpenID Connect, CAS): a new session, its token,
 * the user info, the departments and the dictionaries — SPEC §7 "same answer shape" as /sys/login.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSession } from '../../auth/sessions';
import { signToken } from '../../auth/tokens';
import { getAllDictItems } from '../dict/dict-cache';
import { settleCurrentDepart } from './current-depart';
import type { ClientInfo } from './login-attempt';
import { loadUserDeparts, loadUserInfo } from './user-info';

export function clientOf(request: FastifyRequest): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent : null };
}

/** Opens a session for a user whose identity was proven; the caller has checked status and logged it. */
export async function loginAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  username: string,
) {
  const session = await createSession(app, userId, app.config.tokenTtlMs, clientOf(request));
  const token = await signToken(
    app.secrets.jwtKey,
    { userId, username, tokenId: session.tokenId },
    session.expiresAt,
  );
  const departs = await loadUserDeparts(app.db, userId);
  const before = await loadUserInfo(app.db, userId);
  const multiDepart = await settleCurrentDepart(app.db, userId, before.orgCode, departs);
  const userInfo =
    multiDepart > 0 && !departs.some((d) => d.orgCode === before.orgCode)
      ? await loadUserInfo(app.db, userId)
      : before;
  const sysAllDictItems = await getAllDictItems(app);
  // Told at the top too: a client must open the password change before anything else.
  return {
    token,
    userInfo,
    sysAllDictItems,
    departs,
    multi_depart: multiDepart,
    mustChangePassword: userInfo.mustChangePassword,
  };
}
