/**
 * An expression read into the tabs' drafts: each tab's mode restored with its inputs, and the
 * problems found (errors: the expression cannot be used; warnings: a part matches no mode).
 */
import { readDay, DEFAULT_DAY_DRAFT, type DayDraft } from './day-mode';
import { splitExpression, type CronFields } from './cron-fields';
import { CRON_MESSAGES, type CronProblem } from './cron-messages';
import { defaultSimpleDraft, readSimple, type SimpleDraft, type SimpleFieldName } from './simple-mode';
import { DEFAULT_WEEK_DRAFT, readWeek, type WeekDraft } from './week-mode';

export interface CronDrafts {
  second: SimpleDraft;
  minute: SimpleDraft;
  hour: SimpleDraft;
  day: DayDraft;
  month: SimpleDraft;
  week: WeekDraft;
  year: SimpleDraft;
}

const SIMPLE_FIELDS: readonly SimpleFieldName[] = ['second', 'minute', 'hour', 'month', 'year'];

export function defaultDrafts(now: Date = new Date()): CronDrafts {
  return {
    second: defaultSimpleDraft('second', now),
    minute: defaultSimpleDraft('minute', now),
    hour: defaultSimpleDraft('hour', now),
    day: DEFAULT_DAY_DRAFT,
    month: defaultSimpleDraft('month', now),
    week: DEFAULT_WEEK_DRAFT,
    year: defaultSimpleDraft('year', now),
  };
}

export interface FieldsReading {
  drafts: CronDrafts;
  problems: CronProblem[];
}

/** Reads every part into its tab's draft (the inputs of modes not in use are kept). */
export function readFields(fields: CronFields, drafts: CronDrafts): FieldsReading {
  const next: CronDrafts = { ...drafts };
  const problems: CronProblem[] = [];
  for (const field of SIMPLE_FIELDS) {
    const reading = readSimple(field, fields[field], drafts[field]);
    next[field] = reading.draft;
    problems.push(...reading.problems);
  }
  const day = readDay(fields.day, fields.week, drafts.day);
  next.day = day.draft;
  problems.push(...day.problems);
  const week = readWeek(fields.week, drafts.week);
  next.week = week.draft;
  problems.push(...week.problems);
  return { drafts: next, problems };
}

export interface ExpressionReading extends FieldsReading {
  /** Undefined when the expression does not even have seven (or six) parts. */
  fields: CronFields | undefined;
}

export function readExpression(expression: string, drafts: CronDrafts = defaultDrafts()): ExpressionReading {
  const fields = splitExpression(expression);
  if (!fields) return { fields, drafts, problems: [{ severity: 'error', message: CRON_MESSAGES.parts() }] };
  return { fields, ...readFields(fields, drafts) };
}

export const hasErrors = (problems: readonly CronProblem[]): boolean =>
  problems.some((problem) => problem.severity === 'error');
