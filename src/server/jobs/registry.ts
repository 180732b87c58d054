/**
 * The allow-list of scheduled jobs. A row of sys_quartz_job names one of these by `name`; only the
 * code here ever runs — never a class name, script or expression read from the database. Each job
 * declares its parameters as a JSON schema, checked on every write of the row and before a run.
 */
import type { FastifyInstance } from 'fastify';
import { Ajv, type ValidateFunction } from 'ajv';
import type { MessagePair } from '../../shared/messages/message-pair';
import { registerFormats } from '../../shared/validation/register-formats';
import { validationFieldErrors } from '../http/validation-errors';
import { CLEANUP_JOBS } from './cleanup-jobs';
import { CERTIFICATE_JOBS } from './certificate-jobs';
import { CERTSEARCH_JOBS } from './certsearch-jobs';

export interface JobDefinition {
  /** The key stored in sys_quartz_job.job_name (also the value of the quartz_job_name dictionary). */
  name: string;
  title: MessagePair;
  /** A JSON schema of an object: the job's parameters. */
  paramsSchema: Record<string, unknown>;
  /** Does the work; answers a short summary for the run log. Throwing marks the run failed. */
  run(app: FastifyInstance, params: Record<string, unknown>): Promise<MessagePair>;
}

/**
 * Registered jobs: housekeeping, the certificate expiry/surveillance reminders, and the monthly
 * IAF CertSearch export with its month-end reminder.
 */
export const JOBS: readonly JobDefinition[] = [...CLEANUP_JOBS, ...CERTIFICATE_JOBS, ...CERTSEARCH_JOBS];

const byName = new Map(JOBS.map((job) => [job.name, job]));

export function jobDefinition(name: string): JobDefinition | undefined {
  return byName.get(name);
}

const ajv = registerFormats(
  new Ajv({ allErrors: true, strict: false, useDefaults: true, coerceTypes: false }),
);
const validators = new Map<string, ValidateFunction>();

function validatorOf(job: JobDefinition): ValidateFunction {
  let validate = validators.get(job.name);
  if (!validate) {
    validate = ajv.compile(job.paramsSchema);
    validators.set(job.name, validate);
  }
  return validate;
}

export type ParamsCheck = { ok: true; params: Record<string, unknown> } | { ok: false; message: MessagePair };

const NOT_AN_OBJECT: MessagePair = {
  'zh-CN': '任务参数必须是JSON对象，例如 {"graceMinutes": 10}',
  'en-US': 'The parameters must be a JSON object, e.g. {"graceMinutes": 10}',
};

/** Parses the stored JSON text (empty = {}) and checks it against the job's schema (defaults filled in). */
export function checkJobParams(job: JobDefinition, text: string | null | undefined): ParamsCheck {
  let value: unknown = {};
  if (text !== null && text !== undefined && text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      return { ok: false, message: NOT_AN_OBJECT };
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, message: NOT_AN_OBJECT };
  const params = value as Record<string, unknown>;
  const validate = validatorOf(job);
  if (validate(params)) return { ok: true, params };
  const errors = validate.errors ?? [];
  const describe = (locale: 'zh-CN' | 'en-US') =>
    validationFieldErrors(errors, locale, locale === 'zh-CN' ? '参数' : 'parameters')
      .map((error) => `${error.field} ${error.message}`)
      .join('; ');
  return {
    ok: false,
    message: {
      'zh-CN': `任务参数无效：${describe('zh-CN')}`,
      'en-US': `Invalid parameters: ${describe('en-US')}`,
    },
  };
}
