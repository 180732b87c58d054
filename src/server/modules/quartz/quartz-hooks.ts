/**
 * What the sys_quartz_job schema cannot say: the job is one of the code's allow-list, the cron
 * expression is valid Quartz, the time zone (if any) is one Intl knows, and the parameters pass the job's own schema — each refused as 422
 * on its field, in the request language. The scheduler re-reads the jobs after the write commits
 * (crud/cache-invalidation.ts).
 */
import { HttpError } from '../../http/errors';
import type { MessagePair } from '../../http/i18n';
import { QuartzError, parseQuartz } from '../../../shared/cron/quartz-next-runs';
import { isTimeZone } from '../../../shared/cron/zoned-time';
import type { FieldError } from '../../../shared/envelope';
import { checkJobParams, jobDefinition } from '../../jobs/registry';
import { hookText, type EntityHooks, type HookContext } from '../crud/hooks';
import { QUARTZ_MSG } from './quartz-messages';

interface StoredJob {
  job_name: string;
  cron_expression: string;
  parameter: string | null;
}

/** The job as it will be after the write: the stored row overlaid with the written columns. */
function merged(columns: Record<string, unknown>, stored: StoredJob | undefined): StoredJob {
  const pick = (column: keyof StoredJob): string | null => {
    // An edit carries only what the client sent (undefined: not sent; null: cleared).
    if (columns[column] !== undefined) return columns[column] === null ? null : String(columns[column]);
    return stored ? stored[column] : null;
  };
  return {
    job_name: pick('job_name') ?? '',
    cron_expression: pick('cron_expression') ?? '',
    parameter: pick('parameter'),
  };
}

/** An empty zone is the installation's (stored as null); any other must be a zone Intl knows. */
function checkTimeZone(
  columns: Record<string, unknown>,
  refuse: (field: string, pair: MessagePair) => void,
): void {
  const zone = columns.time_zone;
  if (typeof zone !== 'string') return;
  const trimmed = zone.trim();
  if (trimmed === '') columns.time_zone = null;
  else if (!isTimeZone(trimmed)) refuse('timeZone', QUARTZ_MSG.unknownTimeZone(trimmed));
  else columns.time_zone = trimmed;
}

function check(ctx: HookContext, columns: Record<string, unknown>, stored: StoredJob | undefined): void {
  const job = merged(columns, stored);
  const problems: FieldError[] = [];
  const refuse = (field: string, pair: MessagePair) => problems.push({ field, message: hookText(ctx, pair) });
  const definition = jobDefinition(job.job_name);
  if (!definition) refuse('jobName', QUARTZ_MSG.unknownJob(job.job_name));
  try {
    parseQuartz(job.cron_expression);
  } catch (error) {
    if (!(error instanceof QuartzError)) throw error;
    refuse('cronExpression', error.pair);
  }
  if (definition) {
    const params = checkJobParams(definition, job.parameter);
    if (!params.ok) refuse('parameter', params.message);
  }
  if ('parameter' in columns && typeof columns.parameter === 'string' && columns.parameter.trim() === '')
    columns.parameter = null;
  checkTimeZone(columns, refuse);
  if (problems.length > 0) throw new HttpError(422, hookText(ctx, QUARTZ_MSG.validation), problems);
}

export const quartzJobHooks: EntityHooks = {
  beforeInsert(ctx, columns) {
    check(ctx, columns, undefined);
  },
  async beforeUpdate(ctx, columns, _input, id) {
    const stored = (await ctx.db
      .selectFrom('sys_quartz_job')
      .select(['job_name', 'cron_expression', 'parameter'])
      .where('id', '=', id)
      .executeTakeFirst()) as StoredJob | undefined;
    check(ctx, columns, stored);
  },
};
