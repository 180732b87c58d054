/**
 * GET /sys/user/checkOnlyUser?username= | email= | phone= (SPEC §7; issue 7): the register form's
 * check while typing. Free: success true. Taken: 409 with 该值不可用，系统中已存在！ (the catalogue's
 * duplicate text). Open, so rate-limited per address; one field per call.
 */
import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '../../../shared/messages/catalogue';
import { fail, ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { accountValueTaken, UNIQUE_ACCOUNT_FIELDS } from './account-lookup';

const ONE_FIELD = {
  'zh-CN': '请只提供 username、email 或 phone 中的一个参数',
  'en-US': 'Give exactly one of username, email or phone',
};
const AVAILABLE = { 'zh-CN': '该值可用！', 'en-US': 'This value is available!' };

const querystring = {
  type: 'object',
  additionalProperties: false,
  properties: {
    username: { type: 'string', maxLength: 100 },
    email: { type: 'string', maxLength: 100 },
    phone: { type: 'string', maxLength: 45 },
    // The client's cache-buster (SPEC §7: GET requests carry _t).
    _t: { type: 'string', maxLength: 20 },
  },
} as const;

export default async function checkOnlyUserRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Partial<Record<'username' | 'email' | 'phone', string>> }>(
    '/sys/user/checkOnlyUser',
    {
      // Called while typing (debounced), so more often than the login.
      config: { open: true, rateLimit: { max: app.config.loginRateLimit * 6, timeWindow: 60_000 } },
      schema: { tags: ['account'], summary: 'Is a username, email or mobile free for a new account', querystring },
    },
    async (request, reply) => {
      const given = UNIQUE_ACCOUNT_FIELDS.filter((f) => typeof request.query[f] === 'string' && request.query[f] !== '');
      if (given.length !== 1) throw new HttpError(400, request.t(ONE_FIELD));
      const field = given[0]!;
      if (await accountValueTaken(app.db, field, request.query[field]!)) {
        return reply.status(409).send(fail(409, request.t(CATALOGUE.duplicate)));
      }
      return ok(null, request.t(AVAILABLE));
    },
  );
}
