/**
 * The eleven modes of the day tab (SPEC §4), which sets the day of month and the day of week
 * together, one of them '?':
 *  1 every day ('*' / '?'), 2 every N weeks from a weekday ('?' / 'w/N'), 3 every N days from a day
 *  ('d/N' / '?'), 4 specific weekdays ('?' / 'w,w'), 5 specific days ('d,d' / '?'), 6 last day of
 *  the month ('L'), 7 last working day ('LW'), 8 last given weekday ('?' / 'wL'), 9 N days before
 *  month end ('L-N'), 10 nearest working day to a day ('dW'), 11 nth given weekday ('?' / 'w#n').
 * Weekdays are 1 = Sunday … 7 = Saturday.
 */
import { checkBound } from './cron-bounds';
import { CRON_MESSAGES, type CronProblem } from './cron-messages';
import { formatList, readNumber, readShape, WEEKDAY_NAMES } from './cron-tokens';

export const DAY_KINDS = [
  'every',
  'weekIncrement',
  'dayIncrement',
  'weekdays',
  'days',
  'lastDay',
  'lastWorkday',
  'lastWeekday',
  'beforeMonthEnd',
  'nearestWorkday',
  'nthWeekday',
] as const;
export type DayKind = (typeof DAY_KINDS)[number];

export interface DayDraft {
  kind: DayKind | undefined;
  weekIncrement: { weekday: number; step: number };
  dayIncrement: { start: number; step: number };
  weekdays: readonly number[];
  days: readonly number[];
  lastWeekday: number;
  beforeMonthEnd: number;
  nearestWorkday: number;
  nthWeekday: { weekday: number; nth: number };
}

export const DEFAULT_DAY_DRAFT: DayDraft = {
  kind: 'every',
  weekIncrement: { weekday: 1, step: 1 },
  dayIncrement: { start: 1, step: 1 },
  weekdays: [1],
  days: [1],
  lastWeekday: 1,
  beforeMonthEnd: 1,
  nearestWorkday: 1,
  nthWeekday: { weekday: 1, nth: 1 },
};

/** The day-of-month and day-of-week parts a mode writes (an empty list means every day, as on the other tabs). */
export function formatDay(kind: DayKind, draft: DayDraft): { day: string; week: string } {
  const onWeek = (week: string) => ({ day: '?', week });
  const onDay = (day: string) => ({ day, week: '?' });
  switch (kind) {
    case 'every':
      return onDay('*');
    case 'weekIncrement':
      return onWeek(`${draft.weekIncrement.weekday}/${draft.weekIncrement.step}`);
    case 'dayIncrement':
      return onDay(`${draft.dayIncrement.start}/${draft.dayIncrement.step}`);
    case 'weekdays':
      return draft.weekdays.length ? onWeek(formatList(draft.weekdays)) : onDay('*');
    case 'days':
      return onDay(draft.days.length ? formatList(draft.days) : '*');
    case 'lastDay':
      return onDay('L');
    case 'lastWorkday':
      return onDay('LW');
    case 'lastWeekday':
      return onWeek(`${draft.lastWeekday}L`);
    case 'beforeMonthEnd':
      return onDay(`L-${draft.beforeMonthEnd}`);
    case 'nearestWorkday':
      return onDay(`${draft.nearestWorkday}W`);
    case 'nthWeekday':
      return onWeek(`${draft.nthWeekday.weekday}#${draft.nthWeekday.nth}`);
  }
}

export interface DayReading {
  draft: DayDraft;
  problems: CronProblem[];
}

/** The mode a day of month (with the day of week '?') is in. */
function readDayOfMonth(day: string, draft: DayDraft): DayReading {
  const ok = (next: Partial<DayDraft>): DayReading => ({ draft: { ...draft, ...next }, problems: [] });
  const error = (message: CronProblem['message']): DayReading => ({
    draft: { ...draft, kind: undefined },
    problems: [{ field: 'day', severity: 'error', message }],
  });
  if (day === 'L') return ok({ kind: 'lastDay' });
  if (day === 'LW') return ok({ kind: 'lastWorkday' });
  const beforeEnd = /^L-(\d{1,2})$/.exec(day);
  if (beforeEnd) {
    const offset = Number(beforeEnd[1]);
    const problem = checkBound('day', 'beforeMonthEnd', offset);
    return problem ? error(problem) : ok({ kind: 'beforeMonthEnd', beforeMonthEnd: offset });
  }
  const nearest = /^(\d{1,2})W$/.exec(day);
  if (nearest) {
    const value = Number(nearest[1]);
    const problem = checkBound('day', 'value', value);
    return problem ? error(problem) : ok({ kind: 'nearestWorkday', nearestWorkday: value });
  }
  const shape = readShape(day);
  if (!shape || shape.kind === 'any') return error(CRON_MESSAGES.syntax('day', day));
  switch (shape.kind) {
    case 'every':
      return ok({ kind: 'every' });
    case 'increment': {
      const start = shape.start ?? 1;
      const problem = checkBound('day', 'start', start) ?? checkBound('day', 'step', shape.step);
      return problem
        ? error(problem)
        : ok({ kind: 'dayIncrement', dayIncrement: { start, step: shape.step } });
    }
    case 'list': {
      const problem = shape.values.map((value) => checkBound('day', 'value', value)).find(Boolean);
      return problem
        ? error(problem)
        : ok({ kind: 'days', days: [...new Set(shape.values)].sort((a, b) => a - b) });
    }
    case 'range':
    case 'other':
      return {
        draft: { ...draft, kind: undefined },
        problems: [{ field: 'day', severity: 'warning', message: CRON_MESSAGES.noMode('day', day) }],
      };
  }
}

/**
 * The mode a day of week (with the day of month '?') is in. Its problems are the week tab's to
 * report (week-mode.ts reads the same part), so none are returned here.
 */
function readDayOfWeek(week: string, draft: DayDraft): DayDraft {
  const none = { ...draft, kind: undefined };
  const weekday = (text: string) => {
    const value = readNumber(text, WEEKDAY_NAMES);
    return value !== undefined && !checkBound('week', 'value', value) ? value : undefined;
  };
  if (week === '*') return { ...draft, kind: 'every' };
  if (week === 'L') return { ...draft, kind: 'lastWeekday', lastWeekday: 7 };
  const last = /^([A-Z0-9]+)L$/.exec(week);
  if (last) {
    const value = weekday(last[1] ?? '');
    return value === undefined ? none : { ...draft, kind: 'lastWeekday', lastWeekday: value };
  }
  const nth = /^([A-Z0-9]+)#(\d)$/.exec(week);
  if (nth) {
    const value = weekday(nth[1] ?? '');
    const n = Number(nth[2]);
    return value === undefined || checkBound('week', 'nth', n)
      ? none
      : { ...draft, kind: 'nthWeekday', nthWeekday: { weekday: value, nth: n } };
  }
  const shape = readShape(week, WEEKDAY_NAMES);
  if (shape?.kind === 'increment') {
    const start = shape.start ?? 1;
    if (checkBound('week', 'start', start) || checkBound('week', 'step', shape.step)) return none;
    return { ...draft, kind: 'weekIncrement', weekIncrement: { weekday: start, step: shape.step } };
  }
  if (shape?.kind === 'list' && shape.values.every((value) => !checkBound('week', 'value', value))) {
    return { ...draft, kind: 'weekdays', weekdays: [...new Set(shape.values)].sort((a, b) => a - b) };
  }
  return none;
}

/** Reads the two day parts into the day tab's draft; exactly one of them must be '?'. */
export function readDay(day: string, week: string, draft: DayDraft): DayReading {
  if (day === '?' && week === '?') {
    return {
      draft: { ...draft, kind: undefined },
      problems: [{ field: 'day', severity: 'error', message: CRON_MESSAGES.neitherDay() }],
    };
  }
  if (day !== '?' && week !== '?') {
    return {
      draft: { ...draft, kind: undefined },
      problems: [{ field: 'day', severity: 'error', message: CRON_MESSAGES.bothDays() }],
    };
  }
  return day === '?' ? { draft: readDayOfWeek(week, draft), problems: [] } : readDayOfMonth(day, draft);
}
