/**
 * Wall-clock times of a named IANA time zone, through Intl only (no date library, whatever the
 * process's or browser's own zone is): the cron preview and the scheduler compute in the zone the
 * installation (or the job) names, so both agree on which instant "02:00" is.
 */

/** The installation's zone when nothing else is configured (TIME_ZONE on the server). */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

export interface WallTime {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const HOUR_MS = 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether Intl knows the zone (an unknown name would otherwise throw later, at the first run). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time of an instant in the zone (milliseconds dropped). */
export function wallTimeOf(ms: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The wall time read as if it were UTC: a number to compare and subtract wall times with. */
export function wallAsUtc(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

/** The zone's offset from UTC at an instant, in ms (east positive). */
export function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallAsUtc(wallTimeOf(whole, timeZone)) - whole;
}

/**
 * The instants showing this wall time in the zone, ascending: none in a daylight-saving gap, two in
 * the repeated hour of a fall-back, one otherwise. Offsets never lie more than a day apart, so the
 * offsets a day either side are every candidate.
 */
export function instantsOf(wall: WallTime, timeZone: string): number[] {
  const asUtc = wallAsUtc(wall);
  const offsets = new Set([
    offsetAt(asUtc - 24 * HOUR_MS, timeZone),
    offsetAt(asUtc, timeZone),
    offsetAt(asUtc + 24 * HOUR_MS, timeZone),
  ]);
  const found = new Set<number>();
  for (const offset of offsets) {
    const candidate = asUtc - offset;
    if (offsetAt(candidate, timeZone) === offset) found.add(candidate);
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * The zone's offset over a whole calendar day, or null when it changes on or near that day (then
 * each time of the day is placed on its own). Bracketing by 16 h either side covers every offset.
 */
export function steadyOffsetOfDay(year: number, month: number, day: number, timeZone: string): number | null {
  const midnight = Date.UTC(year, month - 1, day);
  const before = offsetAt(midnight - 16 * HOUR_MS, timeZone);
  const after = offsetAt(midnight + 40 * HOUR_MS, timeZone);
  return before === after ? before : null;
}

/** 'YYYY-MM-DD HH:mm:ss' of the instant in the zone, as the cron preview lists run times. */
export function formatInZone(date: Date, timeZone: string): string {
  const wall = wallTimeOf(date.getTime(), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}
