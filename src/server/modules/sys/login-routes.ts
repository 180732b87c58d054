/** SPEC §7: GET /sys/getEncryptedString, POST /sys/login, POST /sys/logout. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decryptUserccs } from '../../../shared/auth/userccs';
import { revokeSession } from '../../auth/sessions';
import { ok } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import { clientGone } from '../../http/client-gone';
import { attemptLogin, writeLoginLog } from './login-attempt';
import { clientOf, loginAnswer } from './login-answer';

const MSG = {
  loginFailed: { 'zh-CN': '用户名或密码错误', 'en-US': 'Incorrect username or password' },
  frozen: { 'zh-CN': '该用户已冻结', 'en-US': 'This account is frozen' },
  undecryptable: {
    'zh-CN': '登录信息无法解密，请刷新页面后重试',
    'en-US': 'The login data could not be decrypted; reload the page and try again',
  },
  loginOk: { 'zh-CN': '登录成功', 'en-US': 'Login succeeded' },
  logoutOk: { 'zh-CN': '退出登录成功！', 'en-US': 'Logged out' },
};

interface Credentials {
  username: string;
  password: string;
}

function readCredentials(request: FastifyRequest, userccs: string): Credentials {
  let decoded: unknown;
  try {
    decoded = decryptUserccs(userccs, request.server.secrets.aesKey, request.server.secrets.aesIv);
  } catch {
    throw new LocalizedHttpError(400, MSG.undecryptable);
  }
  const { username, password } = (decoded ?? {}) as Record<string, unknown>;
  if (
    typeof username !== 'string' ||
    typeof password !== 'string' ||
    !username ||
    !password ||
    username.length > 100
  ) {
    throw new LocalizedHttpError(401, MSG.loginFailed);
  }
  return { username: username.trim(), password };
}

const loginBody = {
  type: 'object',
  required: ['userccs'],
  additionalProperties: false,
  properties: { userccs: { type: 'string', minLength: 1, maxLength: 4096 } },
} as const;

export default async function loginRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/sys/getEncryptedString',
    {
      config: { open: true },
      schema: { tags: ['auth'], summary: 'AES key and iv of the login credential envelope' },
    },
    async () => ok({ key: app.secrets.aesKey, iv: app.secrets.aesIv }),
  );

  app.post<{ Body: { userccs: string } }>(
    '/sys/login',
    {
      config: { open: true, rateLimit: { max: app.config.loginRateLimit, timeWindow: 60_000 } },
      schema: { tags: ['auth'], summary: 'Log in with the encrypted credentials (userccs)', body: loginBody },
    },
    async (request, reply) => {
      const { username, password } = readCredentials(request, request.body.userccs);
      const client = clientOf(request);
      const attempt = await attemptLogin(app.db, username, password, client, clientGone(reply));
      // 403 for a frozen account: its credentials were right, the account itself is refused.
      if (!attempt.ok)
        throw attempt.frozen
          ? new LocalizedHttpError(403, MSG.frozen)
          : new LocalizedHttpError(401, MSG.loginFailed);
      return ok(await loginAnswer(app, request, attempt.userId, username), request.t(MSG.loginOk));
    },
  );

  app.post(
    '/sys/logout',
    {
      config: { authenticated: true, beforePasswordChange: true },
      schema: { tags: ['auth'], summary: 'Revoke the presented token' },
    },
    async (request) => {
      await revokeSession(app, request.user.tokenId);
      await writeLoginLog(
        app.db,
        { userId: request.user.id, username: request.user.username, success: true, message: 'logout' },
        clientOf(request),
      );
      return ok(null, request.t(MSG.logoutOk));
    },
  );
}
