/**
 * The modes of the week tab, the day of week alone (SPEC §4's weekly sub-editor types and the
 * other variant's): not set ('?'), every ('*'), range ('a-b'), loop ('start/step'), nth weekday of
 * the month ('w#n'), specific weekdays ('a,b'), last given weekday of the month ('wL').
 * Weekdays are 1 = Sunday … 7 = Saturday.
 */
import { checkBound } from './cron-bounds';
import { CRON_MESSAGES, type CronProblem } from './cron-messages';
import { formatList, readNumber, readShape, WEEKDAY_NAMES } from './cron-tokens';

export const WEEK_KINDS = ['notSet', 'every', 'range', 'increment', 'nth', 'specific', 'last'] as const;
export type WeekKind = (typeof WEEK_KINDS)[number];

export interface WeekDraft {
  kind: WeekKind | undefined;
  range: { from: number; to: number };
  increment: { start: number; step: number };
  nth: { weekday: number; nth: number };
  specific: readonly number[];
  last: number;
}

export const DEFAULT_WEEK_DRAFT: WeekDraft = {
  kind: 'notSet',
  // Monday to Friday: the range people mean most often.
  range: { from: 2, to: 6 },
  increment: { start: 1, step: 1 },
  nth: { weekday: 1, nth: 1 },
  specific: [1],
  last: 1,
};

export function formatWeek(kind: WeekKind, draft: WeekDraft): string {
  switch (kind) {
    case 'notSet':
      return '?';
    case 'every':
      return '*';
    case 'range':
      return `${draft.range.from}-${draft.range.to}`;
    case 'increment':
      return `${draft.increment.start}/${draft.increment.step}`;
    case 'nth':
      return `${draft.nth.weekday}#${draft.nth.nth}`;
    case 'specific':
      return draft.specific.length ? formatList(draft.specific) : '*';
    case 'last':
      return `${draft.last}L`;
  }
}

export interface WeekReading {
  draft: WeekDraft;
  problems: CronProblem[];
}

export function readWeek(week: string, draft: WeekDraft): WeekReading {
  const ok = (next: Partial<WeekDraft>): WeekReading => ({ draft: { ...draft, ...next }, problems: [] });
  const error = (message: CronProblem['message']): WeekReading => ({
    draft: { ...draft, kind: undefined },
    problems: [{ field: 'week', severity: 'error', message }],
  });
  /** A weekday number or name, or the message saying what is wrong with it. */
  const weekday = (text: string): number | CronProblem['message'] => {
    const value = readNumber(text, WEEKDAY_NAMES);
    if (value === undefined) return CRON_MESSAGES.syntax('week', week);
    return checkBound('week', 'value', value) ?? value;
  };
  if (week === 'L') return ok({ kind: 'last', last: 7 });
  const last = /^([A-Z0-9]+)L$/.exec(week);
  if (last) {
    const value = weekday(last[1] ?? '');
    return typeof value === 'number' ? ok({ kind: 'last', last: value }) : error(value);
  }
  const nth = /^([A-Z0-9]+)#(\d{1,2})$/.exec(week);
  if (nth) {
    const value = weekday(nth[1] ?? '');
    if (typeof value !== 'number') return error(value);
    const n = Number(nth[2]);
    const problem = checkBound('week', 'nth', n);
    return problem ? error(problem) : ok({ kind: 'nth', nth: { weekday: value, nth: n } });
  }
  const shape = readShape(week, WEEKDAY_NAMES);
  if (!shape) return error(CRON_MESSAGES.syntax('week', week));
  switch (shape.kind) {
    case 'any':
      return ok({ kind: 'notSet' });
    case 'every':
      return ok({ kind: 'every' });
    case 'range': {
      const problem = checkBound('week', 'value', shape.from) ?? checkBound('week', 'value', shape.to);
      return problem ? error(problem) : ok({ kind: 'range', range: { from: shape.from, to: shape.to } });
    }
    case 'increment': {
      const start = shape.start ?? 1;
      const problem = checkBound('week', 'start', start) ?? checkBound('week', 'step', shape.step);
      return problem ? error(problem) : ok({ kind: 'increment', increment: { start, step: shape.step } });
    }
    case 'list': {
      const problem = shape.values.map((value) => checkBound('week', 'value', value)).find(Boolean);
      return problem
        ? error(problem)
        : ok({ kind: 'specific', specific: [...new Set(shape.values)].sort((a, b) => a - b) });
    }
    case 'other':
      return {
        draft: { ...draft, kind: undefined },
        problems: [{ field: 'week', severity: 'warning', message: CRON_MESSAGES.noMode('week', week) }],
      };
  }
}
