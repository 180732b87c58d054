/**
 * The bounds of every number the editor takes (SPEC §5 "Cron bounds", §9 "Cron"). Where the spec
 * allows a step Quartz refuses (a minute step of 60: Quartz rejects increments above 59 for seconds
 * and minutes), the bound is Quartz's, so an expression the editor writes always runs.
 */
import type { CronFieldName } from './cron-fields';
import { CRON_MESSAGES, type CronBoundPart, type CronText } from './cron-messages';

export interface CronBound {
  min: number;
  max: number;
}

type FieldBounds = Readonly<Partial<Record<CronBoundPart, CronBound>>> & {
  value: CronBound;
  start: CronBound;
  step: CronBound;
};

const range = (min: number, max: number): CronBound => ({ min, max });

export const CRON_BOUNDS: Readonly<Record<CronFieldName, FieldBounds>> = {
  second: { value: range(0, 59), start: range(0, 59), step: range(1, 59) },
  minute: { value: range(0, 59), start: range(0, 59), step: range(1, 59) },
  hour: { value: range(0, 23), start: range(0, 23), step: range(1, 23) },
  // L-n: Quartz refuses an offset above 30.
  day: { value: range(1, 31), start: range(1, 31), step: range(1, 31), beforeMonthEnd: range(1, 30) },
  month: { value: range(1, 12), start: range(1, 12), step: range(1, 12) },
  // 1 = Sunday … 7 = Saturday (SPEC §9).
  week: { value: range(1, 7), start: range(1, 7), step: range(1, 7), nth: range(1, 5) },
  year: { value: range(2019, 2119), start: range(2019, 2119), step: range(1, 99) },
};

/** The years the specific-years grid offers (SPEC §9: 2019–2118). */
export const CRON_YEAR_LIST: readonly number[] = Array.from({ length: 100 }, (_, i) => 2019 + i);

export function boundOf(field: CronFieldName, part: CronBoundPart): CronBound {
  const bounds = CRON_BOUNDS[field];
  return bounds[part] ?? bounds.value;
}

/** The message for a number outside its bound, or undefined when it is inside. */
export function checkBound(field: CronFieldName, part: CronBoundPart, value: number): CronText | undefined {
  const { min, max } = boundOf(field, part);
  return Number.isInteger(value) && value >= min && value <= max
    ? undefined
    : CRON_MESSAGES.bounds(field, part, min, max);
}

/** A number brought inside its bound (an input's default or a value that cannot be shown otherwise). */
export function clampToBound(field: CronFieldName, part: CronBoundPart, value: number): number {
  const { min, max } = boundOf(field, part);
  return Math.min(max, Math.max(min, Math.trunc(value)));
}
