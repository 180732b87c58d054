/**
 * POST /sys/user/register: a company registers with its main account. Every rule of SPEC
 * §5 "Registration" is checked here whatever the form did (shared/account/register-rules.ts, then
 * the password policy), uniqueness again (409 per field), and the slider token must be unused and
 * unexpired. In one transaction: the token is spent, the company is created 'inactive' and its
 * main account (customer_main, role customer_main) with it. Open, rate-limited per address per
 * minute, and registrations with a live slider token per address and altogether per hour
 * (registration-limits.ts).
 */
import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  REGISTER_MESSAGES,
  validateRegister,
  type RegisterInput,
} from '../../../shared/account/register-rules';
import { CATALOGUE } from '../../../shared/messages/catalogue';
import type { FieldError } from '../../../shared/envelope';
import { passwordPolicyProblem } from '../../auth/password-policy';
import { hashPassword } from '../../auth/passwords';
import { newId } from '../../db/ids';
import { ok } from '../../http/envelope';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import { MSG } from '../../http/messages';
import { roleId } from '../../seed/roles';
import { UNIQUE_ACCOUNT_FIELDS } from '../../../shared/account/unique-fields';
import { accountValueTaken } from './account-lookup';
import { lockEmail } from './email-ownership';
import { registrationLimits, type RegistrationLimits } from './registration-limits';
import { isLiveSecret, spendSecret } from './slider-store';

const body = {
  type: 'object',
  additionalProperties: false,
  properties: {
    companyName: { type: 'string', maxLength: 200 },
    username: { type: 'string', maxLength: 100 },
    email: { type: 'string', maxLength: 200 },
    phone: { type: 'string', maxLength: 45 },
    password: { type: 'string', maxLength: 128 },
    confirmPassword: { type: 'string', maxLength: 128 },
    sliderToken: { type: 'string', maxLength: 200 },
  },
} as const;

export interface RegisterAnswer {
  companyId: string;
  userId: string;
  username: string;
}

function fieldErrors(status: number, errors: FieldError[]): HttpError {
  return new HttpError(status, errors[0]!.message, errors);
}

function sliderRefused(request: FastifyRequest): HttpError {
  return fieldErrors(422, [{ field: 'sliderToken', message: request.t(REGISTER_MESSAGES.sliderInvalid) }]);
}

async function register(
  request: FastifyRequest<{ Body: RegisterInput }>,
  limits: RegistrationLimits,
): Promise<RegisterAnswer> {
  const app = request.server;
  const input = request.body ?? {};
  const problems = validateRegister(input);
  if (problems.length > 0) {
    throw fieldErrors(
      422,
      problems.map((p) => ({ field: p.field, message: request.t(p.message) })),
    );
  }
  const username = input.username!;
  const password = input.password!;
  const policy = passwordPolicyProblem(password, { username });
  if (policy) throw fieldErrors(422, [{ field: 'password', message: request.t(policy) }]);
  const values = { username, email: input.email!.trim(), phone: input.phone! };
  // Only a registration with a passed slider counts toward the hour's limits (spent below).
  if (!(await isLiveSecret(app.db, 'token', input.sliderToken!))) throw sliderRefused(request);
  if (!(await limits.allow(request))) throw new LocalizedHttpError(429, MSG.tooManyRequests);
  // Argon2 before the transaction: the lock below is held only for the cheap writes.
  const passwordHash = await hashPassword(password);

  return app.db.transaction().execute(async (trx) => {
    // Registrations queue here, so two at once cannot both find an email free and both take it
    // (only the username has a unique index; emails and mobiles of older accounts may repeat).
    await sql`select pg_advisory_xact_lock(hashtext('sys_user_register'))`.execute(trx);
    // The address's own lock too: the account forms and the import write emails without the one above.
    await lockEmail(trx, values.email);
    const taken: FieldError[] = [];
    for (const field of UNIQUE_ACCOUNT_FIELDS) {
      if (await accountValueTaken(trx, field, values[field]))
        taken.push({ field, message: request.t(CATALOGUE.duplicate) });
    }
    if (taken.length > 0) throw fieldErrors(409, taken);
    if (!(await spendSecret(trx, 'token', input.sliderToken!))) throw sliderRefused(request);
    const companyId = newId();
    const userId = newId();
    await trx
      .insertInto('cust_company')
      .values({ id: companyId, name: input.companyName!.trim(), status: 'inactive', create_by: username })
      .execute();
    await trx
      .insertInto('sys_user')
      .values({
        id: userId,
        username,
        realname: username,
        password_hash: passwordHash,
        email: values.email,
        phone: values.phone,
        user_type: 'customer_main',
        company_id: companyId,
        status: '1',
        password_changed_at: new Date(),
        create_by: username,
      })
      .execute();
    await trx
      .insertInto('sys_user_role')
      .values({ id: newId(), user_id: userId, role_id: roleId('customer_main') })
      .execute();
    return { companyId, userId, username };
  });
}

export default async function registerRoutes(app: FastifyInstance): Promise<void> {
  const limits = registrationLimits(app);
  app.post<{ Body: RegisterInput }>(
    '/sys/user/register',
    {
      config: { open: true, rateLimit: { max: app.config.loginRateLimit, timeWindow: 60_000 } },
      schema: { tags: ['account'], summary: 'Register a company and its main account', body },
    },
    async (request) => ok(await register(request, limits), request.t(REGISTER_MESSAGES.registered)),
  );
}
