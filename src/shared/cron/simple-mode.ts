/**
 * The modes of the second, minute, hour, month and year tabs (SPEC §4): 1 every ('*'), 2 increment
 * ('start/step'), 3 specific values ('a,b,c'), 4 range ('a-b'). A draft holds the inputs of every
 * mode, so switching between radios keeps what was typed; `kind` is the selected one, undefined
 * when the part matches none (it is then kept as written).
 */
import { boundOf, checkBound, clampToBound } from './cron-bounds';
import type { CronFieldName } from './cron-fields';
import { CRON_MESSAGES, type CronProblem } from './cron-messages';
import { formatList, MONTH_NAMES, readShape, type NameTable } from './cron-tokens';

export type SimpleFieldName = Extract<CronFieldName, 'second' | 'minute' | 'hour' | 'month' | 'year'>;
export const SIMPLE_KINDS = ['every', 'increment', 'specific', 'range'] as const;
export type SimpleKind = (typeof SIMPLE_KINDS)[number];

export interface SimpleDraft {
  kind: SimpleKind | undefined;
  increment: { start: number; step: number };
  specific: readonly number[];
  range: { from: number; to: number };
}

const namesOf = (field: SimpleFieldName): NameTable => (field === 'month' ? MONTH_NAMES : {});

/** The inputs before anything is chosen; a year range runs from this year to +100 (SPEC §9), inside the bounds. */
export function defaultSimpleDraft(field: SimpleFieldName, now: Date = new Date()): SimpleDraft {
  const { min } = boundOf(field, 'value');
  if (field === 'year') {
    const year = clampToBound('year', 'start', now.getFullYear());
    return {
      kind: 'every',
      increment: { start: year, step: 1 },
      specific: [year],
      range: { from: year, to: clampToBound('year', 'value', year + 100) },
    };
  }
  return {
    kind: 'every',
    increment: { start: min, step: 1 },
    specific: [min],
    range: { from: min, to: min + 1 },
  };
}

/**
 * The part a mode writes. An empty specific list writes '*', as JeecgBoot's editor did: Quartz has
 * no empty list, and unticking the last box means no restriction.
 */
export function formatSimple(kind: SimpleKind, draft: SimpleDraft): string {
  switch (kind) {
    case 'every':
      return '*';
    case 'increment':
      return `${draft.increment.start}/${draft.increment.step}`;
    case 'specific':
      return draft.specific.length ? formatList(draft.specific) : '*';
    case 'range':
      return `${draft.range.from}-${draft.range.to}`;
  }
}

export interface SimpleReading {
  draft: SimpleDraft;
  problems: CronProblem[];
}

/** Reads a part into the draft: selects its mode and fills that mode's inputs; problems say why not. */
export function readSimple(field: SimpleFieldName, text: string, draft: SimpleDraft): SimpleReading {
  const shape = readShape(text, namesOf(field));
  const error = (message: CronProblem['message']): SimpleReading => ({
    draft: { ...draft, kind: undefined },
    problems: [{ field, severity: 'error', message }],
  });
  if (!shape || shape.kind === 'any') return error(CRON_MESSAGES.syntax(field, text));
  switch (shape.kind) {
    case 'every':
      return { draft: { ...draft, kind: 'every' }, problems: [] };
    case 'increment': {
      const start = shape.start ?? boundOf(field, 'start').min;
      const problem = checkBound(field, 'start', start) ?? checkBound(field, 'step', shape.step);
      if (problem) return error(problem);
      return { draft: { ...draft, kind: 'increment', increment: { start, step: shape.step } }, problems: [] };
    }
    case 'range': {
      const problem = checkBound(field, 'value', shape.from) ?? checkBound(field, 'value', shape.to);
      if (problem) return error(problem);
      return { draft: { ...draft, kind: 'range', range: { from: shape.from, to: shape.to } }, problems: [] };
    }
    case 'list': {
      const problem = shape.values.map((value) => checkBound(field, 'value', value)).find(Boolean);
      if (problem) return error(problem);
      return {
        draft: { ...draft, kind: 'specific', specific: [...new Set(shape.values)].sort((a, b) => a - b) },
        problems: [],
      };
    }
    case 'other':
      return {
        draft: { ...draft, kind: undefined },
        problems: [{ field, severity: 'warning', message: CRON_MESSAGES.noMode(field, text) }],
      };
  }
}
