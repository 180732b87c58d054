/**
 * Parses a Quartz cron expression (second minute hour day-of-month month day-of-week [year]) into
 * the sets and day rule that quartz-next-runs.ts walks. Written here rather than borrowed because
 * the usual libraries differ from Quartz in the places this product relies on: weekdays 1=Sunday,
 * '?', L / L-n / W / LW in the day of month, nL and n#k in the day of week, the year field, and
 * 'a/b' meaning "from a every b" (STACK.md, "Quartz cron").
 */
import { CRON_BOUNDS } from './cron-bounds';
import {
  DAY_EXCLUSIVE_ERROR,
  QUARTZ_FIELDS,
  QuartzError,
  fieldCountError,
  outOfRange,
  tokenError,
  type QuartzFieldName,
} from './quartz-error';

/** Which days of a month match: the day-of-month field, or the day-of-week field ('?' in the other). */
export type QuartzDayRule =
  | {
      kind: 'monthDays';
      days: ReadonlySet<number>;
      nearest: readonly number[];
      last: readonly QuartzLastDay[];
    }
  | { kind: 'weekdays'; weekdays: ReadonlySet<number> }
  | { kind: 'lastWeekdayOfMonth'; weekday: number }
  | { kind: 'nthWeekdayOfMonth'; weekday: number; nth: number };

/** L-offset (offset 0: L itself), and with `weekday` the weekday nearest to that day (LW, L-3W). */
export interface QuartzLastDay {
  offset: number;
  weekday: boolean;
}

export interface QuartzSchedule {
  seconds: readonly number[];
  minutes: readonly number[];
  hours: readonly number[];
  months: ReadonlySet<number>;
  /** Null when the year field is absent or '*'. */
  years: ReadonlySet<number> | null;
  day: QuartzDayRule;
}

/**
 * Bounds of the year field. Quartz 1.x stopped at 2099; Quartz 2 allows the current year + 100, and
 * the editor's default year range (this year to +100, SPEC §9) and its bounds (up to 2119, SPEC §5)
 * reach past 2099, so the last year accepted is fixed well beyond both.
 */
export const QUARTZ_MIN_YEAR = 1970;
export const QUARTZ_MAX_YEAR = 2199;

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

interface FieldSpec {
  field: QuartzFieldName;
  min: number;
  max: number;
  /** Three-letter names mapped onto min, min+1, … (months, weekdays). */
  names?: readonly string[];
  /** The largest step after '/' Quartz accepts (a step of 60 seconds or 24 hours is refused): the editor's bound. */
  maxStep: number;
}

const SPECS = {
  second: { field: QUARTZ_FIELDS[0]!, min: 0, max: 59, maxStep: CRON_BOUNDS.second.step.max },
  minute: { field: QUARTZ_FIELDS[1]!, min: 0, max: 59, maxStep: CRON_BOUNDS.minute.step.max },
  hour: { field: QUARTZ_FIELDS[2]!, min: 0, max: 23, maxStep: CRON_BOUNDS.hour.step.max },
  dayOfMonth: { field: QUARTZ_FIELDS[3]!, min: 1, max: 31, maxStep: CRON_BOUNDS.day.step.max },
  month: {
    field: QUARTZ_FIELDS[4]!,
    min: 1,
    max: 12,
    names: MONTH_NAMES,
    maxStep: CRON_BOUNDS.month.step.max,
  },
  dayOfWeek: {
    field: QUARTZ_FIELDS[5]!,
    min: 1,
    max: 7,
    names: DAY_NAMES,
    maxStep: CRON_BOUNDS.week.step.max,
  },
  year: {
    field: QUARTZ_FIELDS[6]!,
    min: QUARTZ_MIN_YEAR,
    max: QUARTZ_MAX_YEAR,
    maxStep: QUARTZ_MAX_YEAR - QUARTZ_MIN_YEAR + 1,
  },
} satisfies Record<string, FieldSpec>;

function isName(text: string): boolean {
  return /^[A-Z]/.test(text);
}

function parseNumber(spec: FieldSpec, text: string, whole: string): number {
  const named = spec.names?.indexOf(text) ?? -1;
  if (named >= 0) return spec.min + named;
  if (!/^\d{1,4}$/.test(text)) throw tokenError(spec.field, whole);
  const value = Number(text);
  if (value < spec.min || value > spec.max)
    throw tokenError(spec.field, whole, outOfRange(spec.min, spec.max));
  return value;
}

/** The values of one comma-separated item: '*', 'a', 'a-b' (wrapping past max, as Quartz allows), each optionally '/step'. */
function itemValues(spec: FieldSpec, item: string): number[] {
  const [rangeText = '', stepText, extra] = item.split('/');
  if (extra !== undefined || rangeText === '') throw tokenError(spec.field, item);
  let step = 1;
  if (stepText !== undefined) {
    if (!/^\d{1,4}$/.test(stepText)) throw tokenError(spec.field, item);
    step = Number(stepText);
    if (step < 1 || step > spec.maxStep) throw tokenError(spec.field, item, outOfRange(1, spec.maxStep));
  }
  let start: number;
  let end: number;
  if (rangeText === '*') {
    start = spec.min;
    end = spec.max;
  } else if (rangeText.includes('-')) {
    const [from = '', to = '', more] = rangeText.split('-');
    if (more !== undefined) throw tokenError(spec.field, item);
    start = parseNumber(spec, from, item);
    end = parseNumber(spec, to, item);
    // Quartz reads a range's ends both as names or both as numbers ('JUN-9' is refused).
    if (isName(from) !== isName(to)) throw tokenError(spec.field, item);
    // Years never wrap: Quartz refuses '2025-2020' rather than reading it as an empty range.
    if (spec.field === SPECS.year.field && end < start) throw tokenError(spec.field, item);
  } else {
    start = parseNumber(spec, rangeText, item);
    // Quartz reads 'a/b' as "from a to the end, every b"; a bare 'a' is just a.
    end = stepText === undefined ? start : spec.max;
  }
  const size = spec.max - spec.min + 1;
  const span = end >= start ? end - start : end - start + size;
  const values: number[] = [];
  for (let offset = 0; offset <= span; offset += step) {
    values.push(((start - spec.min + offset) % size) + spec.min);
  }
  return values;
}

function parseList(spec: FieldSpec, text: string): number[] {
  const values = new Set<number>();
  for (const item of text.split(',')) {
    for (const value of itemValues(spec, item)) values.add(value);
  }
  return [...values].sort((a, b) => a - b);
}

/**
 * The day of month: a list whose items are days, ranges and steps, nW (the weekday nearest to n),
 * L, L-n, LW and L-nW, mixed as Quartz 2.5 allows ('1,L', '15W,L', '2W,16'). 'WL' is not Quartz.
 */
function parseDayOfMonth(text: string): QuartzDayRule {
  const spec = SPECS.dayOfMonth;
  const days = new Set<number>();
  const nearest = new Set<number>();
  const last: QuartzLastDay[] = [];
  for (const item of text.split(',')) {
    const lastItem = /^L(?:-(\d{1,2}))?(W)?$/.exec(item);
    const nearestItem = /^(\d{1,2})W$/.exec(item);
    if (lastItem) {
      const offset = lastItem[1] === undefined ? 0 : Number(lastItem[1]);
      if (offset > 30) throw tokenError(spec.field, item, outOfRange(0, 30));
      last.push({ offset, weekday: lastItem[2] === 'W' });
    } else if (nearestItem) {
      nearest.add(parseNumber(spec, nearestItem[1]!, item));
    } else {
      for (const value of itemValues(spec, item)) days.add(value);
    }
  }
  return { kind: 'monthDays', days, nearest: [...nearest].sort((a, b) => a - b), last };
}

function parseDayOfWeek(text: string): QuartzDayRule {
  const spec = SPECS.dayOfWeek;
  // 'L' alone is the last day of the week: Saturday (7).
  if (text === 'L') return { kind: 'weekdays', weekdays: new Set([7]) };
  const lastOf = /^([A-Z]{3}|\d)L$/.exec(text);
  if (lastOf) return { kind: 'lastWeekdayOfMonth', weekday: parseNumber(spec, lastOf[1]!, text) };
  const nth = /^([A-Z]{3}|\d)#(\d)$/.exec(text);
  if (nth) {
    const which = Number(nth[2]);
    if (which < 1 || which > 5) throw tokenError(spec.field, text, outOfRange(1, 5));
    return { kind: 'nthWeekdayOfMonth', weekday: parseNumber(spec, nth[1]!, text), nth: which };
  }
  return { kind: 'weekdays', weekdays: new Set(parseList(spec, text)) };
}

function parseDayRule(dayOfMonth: string, dayOfWeek: string): QuartzDayRule {
  const domAsked = dayOfMonth === '?';
  const dowAsked = dayOfWeek === '?';
  if (domAsked === dowAsked) throw new QuartzError(DAY_EXCLUSIVE_ERROR);
  return dowAsked ? parseDayOfMonth(dayOfMonth) : parseDayOfWeek(dayOfWeek);
}

function rejectQuestionMark(spec: FieldSpec, text: string): string {
  if (text.includes('?')) throw tokenError(spec.field, text);
  return text;
}

/** Throws QuartzError with the first problem found, in both languages. */
export function parseQuartz(expression: string): QuartzSchedule {
  const fields = expression
    .trim()
    .toUpperCase()
    .split(/\s+/)
    .filter((part) => part !== '');
  if (fields.length < 6 || fields.length > 7) throw fieldCountError(fields.length);
  const [second, minute, hour, dayOfMonth, month, dayOfWeek, year] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
    string | undefined,
  ];
  const yearText = year === undefined ? '*' : rejectQuestionMark(SPECS.year, year);
  return {
    seconds: parseList(SPECS.second, rejectQuestionMark(SPECS.second, second)),
    minutes: parseList(SPECS.minute, rejectQuestionMark(SPECS.minute, minute)),
    hours: parseList(SPECS.hour, rejectQuestionMark(SPECS.hour, hour)),
    months: new Set(parseList(SPECS.month, rejectQuestionMark(SPECS.month, month))),
    years: yearText === '*' ? null : new Set(parseList(SPECS.year, yearText)),
    day: parseDayRule(dayOfMonth, dayOfWeek),
  };
}
