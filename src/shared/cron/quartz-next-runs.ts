/**
 * The next run times of a Quartz cron expression, with Quartz's semantics (see quartz-parse.ts):
 * the cron editor's preview (next 10, debounced) and the job scheduler both read them.
 *
 * Times are wall-clock times of the running process's time zone, as Quartz's default. A time that
 * does not exist on a day (a daylight-saving gap) is skipped. Like Quartz's getTimeAfter, a run is
 * strictly after `from` at whole-second precision, and nothing is found after the year 2099.
 */
import { QuartzError } from './quartz-error';
import { QUARTZ_MAX_YEAR, parseQuartz, type QuartzDayRule, type QuartzSchedule } from './quartz-parse';

export { QuartzError } from './quartz-error';
export { parseQuartz, type QuartzSchedule } from './quartz-parse';

/** A preview or a scheduler never needs more; the bound keeps a caller from asking for millions. */
export const MAX_NEXT_RUNS = 1000;

function daysInMonth(year: number, month: number): number {
  return new Date(year, month, 0).getDate();
}

/** 1 = Sunday … 7 = Saturday, as Quartz numbers the week. */
function quartzWeekday(year: number, month: number, day: number): number {
  return new Date(year, month - 1, day).getDay() + 1;
}

/** Quartz's W: the weekday nearest to `day` without leaving the month. */
function nearestWeekday(year: number, month: number, day: number): number {
  const last = daysInMonth(year, month);
  const weekday = quartzWeekday(year, month, day);
  if (weekday === 7) return day === 1 ? 3 : day - 1;
  if (weekday === 1) return day === last ? day - 2 : day + 1;
  return day;
}

/** Whether `day` of the month matches the rule; month days beyond the month's end never do. */
function dayMatches(rule: QuartzDayRule, year: number, month: number, day: number): boolean {
  const last = daysInMonth(year, month);
  switch (rule.kind) {
    case 'monthDays':
      return rule.days.has(day);
    case 'lastDay': {
      const target = last - rule.offset;
      if (target < 1) return false;
      return day === (rule.weekday ? nearestWeekday(year, month, target) : target);
    }
    case 'nearestWeekday':
      // A 31W in a 30-day month has no day to be near to: that month is skipped.
      return rule.day <= last && day === nearestWeekday(year, month, rule.day);
    case 'weekdays':
      return rule.weekdays.has(quartzWeekday(year, month, day));
    case 'lastWeekdayOfMonth':
      return quartzWeekday(year, month, day) === rule.weekday && day + 7 > last;
    case 'nthWeekdayOfMonth':
      return quartzWeekday(year, month, day) === rule.weekday && Math.ceil(day / 7) === rule.nth;
  }
}

/** The day's run times at or after `notBefore` (ms), ascending, at most `room` of them. */
function runsOnDay(schedule: QuartzSchedule, year: number, month: number, day: number, notBefore: number, room: number): Date[] {
  const runs: Date[] = [];
  for (const hour of schedule.hours) {
    // Whole hours before `notBefore` are skipped without walking their minutes and seconds.
    if (new Date(year, month - 1, day, hour, 59, 59).getTime() < notBefore) continue;
    for (const minute of schedule.minutes) {
      for (const second of schedule.seconds) {
        const run = new Date(year, month - 1, day, hour, minute, second);
        if (run.getTime() < notBefore) continue;
        // A daylight-saving gap moves a missing wall time: that time does not occur that day.
        if (run.getHours() !== hour || run.getMinutes() !== minute || run.getDate() !== day) continue;
        runs.push(run);
        if (runs.length >= room) return runs;
      }
    }
  }
  return runs;
}

/**
 * The first `count` run times strictly after `from` (default now). Fewer come back when the
 * expression stops matching before 2099 (e.g. a past year). Throws QuartzError when invalid.
 */
export function nextRuns(expression: string, count: number, from: Date = new Date()): Date[] {
  const schedule = parseQuartz(expression);
  const wanted = Math.min(Math.max(0, Math.floor(count)), MAX_NEXT_RUNS);
  const runs: Date[] = [];
  if (wanted === 0 || Number.isNaN(from.getTime())) return runs;
  // Quartz looks from the next whole second after `from`.
  const notBefore = Math.floor(from.getTime() / 1000) * 1000 + 1000;
  const start = new Date(notBefore);
  for (let year = start.getFullYear(); year <= QUARTZ_MAX_YEAR; year++) {
    if (schedule.years && !schedule.years.has(year)) continue;
    const firstMonth = year === start.getFullYear() ? start.getMonth() + 1 : 1;
    for (let month = firstMonth; month <= 12; month++) {
      if (!schedule.months.has(month)) continue;
      const sameMonth = year === start.getFullYear() && month === start.getMonth() + 1;
      const last = daysInMonth(year, month);
      for (let day = sameMonth ? start.getDate() : 1; day <= last; day++) {
        if (!dayMatches(schedule.day, year, month, day)) continue;
        runs.push(...runsOnDay(schedule, year, month, day, notBefore, wanted - runs.length));
        if (runs.length >= wanted) return runs;
      }
    }
  }
  return runs;
}

/** The next run strictly after `from`, or null when there is none before 2100. */
export function nextRun(expression: string, from: Date = new Date()): Date | null {
  return nextRuns(expression, 1, from)[0] ?? null;
}

export function isValidQuartz(expression: string): boolean {
  try {
    parseQuartz(expression);
    return true;
  } catch (error) {
    if (error instanceof QuartzError) return false;
    throw error;
  }
}
