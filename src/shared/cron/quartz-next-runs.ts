/**
 * The next run times of a Quartz cron expression, with Quartz's semantics (see quartz-parse.ts):
 * the cron editor's preview (next 10, debounced) and the job scheduler both read them.
 *
 * Times are wall-clock times of a named time zone (the installation's or the job's; default
 * Asia/Shanghai), never the running process's, so the browser's preview and the server's timer
 * name the same instants. As Quartz (Java's calendar) does: a time that does not exist on a day (a
 * daylight-saving gap) is skipped, and a time that occurs twice (the repeated hour of a fall-back)
 * runs once, at its later occurrence. Like Quartz's getTimeAfter, a run is strictly after `from`
 * at whole-second precision.
 */
import { QuartzError } from './quartz-error';
import {
  QUARTZ_MAX_YEAR,
  parseQuartz,
  type QuartzDayRule,
  type QuartzLastDay,
  type QuartzSchedule,
} from './quartz-parse';
import { DEFAULT_TIME_ZONE, instantsOf, steadyOffsetOfDay, wallTimeOf } from './zoned-time';

export { QuartzError } from './quartz-error';
export { parseQuartz, type QuartzSchedule } from './quartz-parse';
export { DEFAULT_TIME_ZONE } from './zoned-time';

/** A preview or a scheduler never needs more; the bound keeps a caller from asking for millions. */
export const MAX_NEXT_RUNS = 1000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 1 = Sunday … 7 = Saturday, as Quartz numbers the week (a calendar fact, the same in every zone). */
function quartzWeekday(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1;
}

/** Quartz's W: the weekday nearest to `day` without leaving the month. */
function nearestWeekday(year: number, month: number, day: number): number {
  const last = daysInMonth(year, month);
  const weekday = quartzWeekday(year, month, day);
  if (weekday === 7) return day === 1 ? 3 : day - 1;
  if (weekday === 1) return day === last ? day - 2 : day + 1;
  return day;
}

function lastDayMatches(last: QuartzLastDay, year: number, month: number, day: number): boolean {
  const target = daysInMonth(year, month) - last.offset;
  if (target < 1) return false;
  return day === (last.weekday ? nearestWeekday(year, month, target) : target);
}

/** Whether `day` of the month matches the rule; month days beyond the month's end never do. */
function dayMatches(rule: QuartzDayRule, year: number, month: number, day: number): boolean {
  const last = daysInMonth(year, month);
  switch (rule.kind) {
    case 'monthDays':
      return (
        rule.days.has(day) ||
        // A 31W in a 30-day month has no day to be near to: that month it adds nothing.
        rule.nearest.some((near) => near <= last && day === nearestWeekday(year, month, near)) ||
        rule.last.some((item) => lastDayMatches(item, year, month, day))
      );
    case 'weekdays':
      return rule.weekdays.has(quartzWeekday(year, month, day));
    case 'lastWeekdayOfMonth':
      return quartzWeekday(year, month, day) === rule.weekday && day + 7 > last;
    case 'nthWeekdayOfMonth':
      return quartzWeekday(year, month, day) === rule.weekday && Math.ceil(day / 7) === rule.nth;
  }
}

/**
 * The instant of a wall time of the day in the zone: with the day's steady offset when it has one,
 * else the later of its occurrences (Quartz's choice in a fall-back), or null in a gap.
 */
function instantOf(day: CalendarDay, hour: number, minute: number, second: number): number | null {
  if (day.offset !== null)
    return Date.UTC(day.year, day.month - 1, day.day, hour, minute, second) - day.offset;
  const instants = instantsOf(
    { year: day.year, month: day.month, day: day.day, hour, minute, second },
    day.timeZone,
  );
  return instants.length === 0 ? null : instants[instants.length - 1]!;
}

interface CalendarDay {
  year: number;
  month: number;
  day: number;
  timeZone: string;
  /** The zone's offset all day, or null on a day it changes. */
  offset: number | null;
}

/** The day's run times at or after `notBefore` (ms), ascending, at most `room` of them. */
function runsOnDay(schedule: QuartzSchedule, day: CalendarDay, notBefore: number, room: number): Date[] {
  const runs: Date[] = [];
  const lastMinute = schedule.minutes[schedule.minutes.length - 1]!;
  const lastSecond = schedule.seconds[schedule.seconds.length - 1]!;
  for (const hour of schedule.hours) {
    // Hours whose last run is before `notBefore` are skipped without walking their minutes and seconds.
    const hourEnd = instantOf(day, hour, lastMinute, lastSecond);
    if (hourEnd !== null && hourEnd < notBefore) continue;
    for (const minute of schedule.minutes) {
      for (const second of schedule.seconds) {
        const run = instantOf(day, hour, minute, second);
        if (run === null || run < notBefore) continue;
        runs.push(new Date(run));
        if (runs.length >= room) return runs;
      }
    }
  }
  // Ascending: taking the later occurrence of a repeated time keeps wall order and instant order alike.
  return runs;
}

/**
 * The first `count` run times strictly after `from` (default now), computed in `timeZone` (an IANA
 * name; default Asia/Shanghai). Fewer come back when the expression stops matching before the last
 * year of the year field. Throws QuartzError when invalid.
 */
export function nextRuns(
  expression: string,
  count: number,
  from: Date = new Date(),
  timeZone: string = DEFAULT_TIME_ZONE,
): Date[] {
  const schedule = parseQuartz(expression);
  const wanted = Math.min(Math.max(0, Math.floor(count)), MAX_NEXT_RUNS);
  const runs: Date[] = [];
  if (wanted === 0 || Number.isNaN(from.getTime())) return runs;
  // Quartz looks from the next whole second after `from`.
  const notBefore = Math.floor(from.getTime() / 1000) * 1000 + 1000;
  // From the day before: a fall-back at midnight puts a later instant on the previous wall day.
  const start = wallTimeOf(notBefore - 24 * 3_600_000, timeZone);
  for (let year = start.year; year <= QUARTZ_MAX_YEAR; year++) {
    if (schedule.years && !schedule.years.has(year)) continue;
    const firstMonth = year === start.year ? start.month : 1;
    for (let month = firstMonth; month <= 12; month++) {
      if (!schedule.months.has(month)) continue;
      const sameMonth = year === start.year && month === start.month;
      const last = daysInMonth(year, month);
      for (let day = sameMonth ? start.day : 1; day <= last; day++) {
        if (!dayMatches(schedule.day, year, month, day)) continue;
        const calendarDay: CalendarDay = {
          year,
          month,
          day,
          timeZone,
          offset: steadyOffsetOfDay(year, month, day, timeZone),
        };
        runs.push(...runsOnDay(schedule, calendarDay, notBefore, wanted - runs.length));
        if (runs.length >= wanted) return runs;
      }
    }
  }
  return runs;
}

/** The next run strictly after `from` in `timeZone`, or null when there is none. */
export function nextRun(
  expression: string,
  from: Date = new Date(),
  timeZone: string = DEFAULT_TIME_ZONE,
): Date | null {
  return nextRuns(expression, 1, from, timeZone)[0] ?? null;
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
