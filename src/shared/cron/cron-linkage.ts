/**
 * What a change in one tab does to the others (SPEC §4 "Linkage"), as a pure function of the parts
 * before and the change. Only edits made in the tabs go through it; an expression typed by hand is
 * taken as written.
 *  - Day of month and day of week exclude each other: setting one clears the other to '?'; clearing
 *    the day of week while the day of month is '?' makes the day of month every day.
 *  - Year set from '*' while the month is '*': month 1.
 *  - Month set from '*': with day '?' and week '*', week 1; with week '?' and day '*', day 1.
 *  - Day or week made concrete (neither '*' nor '?') while the hour is '*': hour 0.
 *  - Hour set from '*' while the minute is '*': minute 0; minute set from '*' while the second is '*': second 0.
 * The rules run from the year down, so one change can carry on (a year picks month 1, which picks
 * day 1, which picks 00:00:00).
 */
import type { CronFields } from './cron-fields';

const concreteDay = (fields: CronFields) =>
  !['*', '?'].includes(fields.day) || !['*', '?'].includes(fields.week);

const leftEvery = (before: string, after: string) => before === '*' && after !== '*';

export function linkFields(previous: CronFields, change: Partial<CronFields>): CronFields {
  const next: Record<keyof CronFields, string> = { ...previous, ...change };
  if (change.week !== undefined && change.day === undefined) {
    if (next.week !== '?') next.day = '?';
    else if (next.day === '?') next.day = '*';
  }
  if (change.day !== undefined && change.week === undefined) {
    if (next.day !== '?') next.week = '?';
    else if (next.week === '?') next.week = '*';
  }
  if (leftEvery(previous.year, next.year) && next.month === '*') next.month = '1';
  if (leftEvery(previous.month, next.month)) {
    if (next.day === '?' && next.week === '*') next.week = '1';
    else if (next.week === '?' && next.day === '*') next.day = '1';
  }
  if (!concreteDay(previous) && concreteDay(next) && next.hour === '*') next.hour = '0';
  if (leftEvery(previous.hour, next.hour) && next.minute === '*') next.minute = '0';
  if (leftEvery(previous.minute, next.minute) && next.second === '*') next.second = '0';
  return next;
}
