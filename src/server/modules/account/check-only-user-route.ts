/**
 * GET /sys/user/checkOnlyUser?username= | email= | phone= (SPEC §7): the register form's
 * check while typing. Free: success true. Taken: 409 with 该值不可用，系统中已存在！ (the catalogue's
 * duplicate text). Open, so rate-limited per address; one field per call.
 *
 * It tells whether an account exists, which reset, SMS and login never do, so it answers only
 * within a registration under way: the caller sends the live slider token of a passed slider in
 * the x-slider-token header (a header, so it stays out of the request log). The token is not spent
 * here; the registration spends it. Without one: 403 with the slider's message, nothing looked up.
 */
import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '../../../shared/messages/catalogue';
import { fail, ok } from '../../http/envelope';
import { REGISTER_MESSAGES } from '../../../shared/account/register-rules';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import { UNIQUE_ACCOUNT_FIELDS, type UniqueAccountField } from '../../../shared/account/unique-fields';
import { accountValueTaken } from './account-lookup';
import { isLiveSecret } from './slider-store';

/** The header carrying the slider token of the registration under way. */
export const SLIDER_TOKEN_HEADER = 'x-slider-token';

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
  app.get<{ Querystring: Partial<Record<UniqueAccountField, string>> }>(
    '/sys/user/checkOnlyUser',
    {
      // Called while typing (debounced), so more often than the login; a slider token spent on a
      // registration ends its checks, so a new token (a new drag) is needed every few names.
      config: { open: true, rateLimit: { max: app.config.loginRateLimit * 3, timeWindow: 60_000 } },
      schema: {
        tags: ['account'],
        summary: 'Is a username, email or mobile free for a new account',
        querystring,
      },
    },
    async (request, reply) => {
      const given = UNIQUE_ACCOUNT_FIELDS.filter(
        (f) => typeof request.query[f] === 'string' && request.query[f] !== '',
      );
      if (given.length !== 1) throw new HttpError(400, request.t(ONE_FIELD));
      const field = given[0]!;
      const header = request.headers[SLIDER_TOKEN_HEADER];
      const token = typeof header === 'string' ? header : '';
      if (token === '') throw new LocalizedHttpError(403, REGISTER_MESSAGES.sliderRequired);
      if (!(await isLiveSecret(app.db, 'token', token)))
        throw new LocalizedHttpError(403, REGISTER_MESSAGES.sliderInvalid);
      if (await accountValueTaken(app.db, field, request.query[field]!)) {
        return reply.status(409).send(fail(409, request.t(CATALOGUE.duplicate)));
      }
      return ok(null, request.t(AVAILABLE));
    },
  );
}
