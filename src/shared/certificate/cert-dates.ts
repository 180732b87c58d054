/**
 * Certificate dates (ISO/IEC 17021-1 8.2.2; DESIGN "Certificate"), on 'YYYY-MM-DD' text so server,
 * browser and database agree whatever their time zones:
 * - validUntil: the day before the third anniversary of the issue date. An anniversary that falls on
 *   a day the month does not have (29 Feb in a common year) is the first of the next month, so a
 *   certificate issued on 29 Feb 2024 is valid until 28 Feb 2027, one issued on 1 Mar 2025 until
 *   29 Feb 2028.
 * - surveillance dues: 12 and 24 months after issue; a missing day is the month's last day (the
 *   audit is due no later than the anniversary, never after it).
 * - expired: a certificate is valid through its validUntil day and expired from the next day on.
 */

export interface DateParts {
  year: number;
  month: number; // 1–12
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'YYYY-MM-DD' → parts, or null when it is not a real calendar day. */
export function parseIsoDate(text: string): DateParts | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function formatIsoDate(parts: DateParts): string {
  return `${String(parts.year).padStart(4, '0')}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
}

function mustParse(text: string): DateParts {
  const parts = parseIsoDate(text);
  if (!parts) throw new RangeError(`not a date: ${text}`);
  return parts;
}

/** Adds whole days (negative: earlier). */
export function addDays(text: string, days: number): string {
  const { year, month, day } = mustParse(text);
  const d = new Date(Date.UTC(year, month - 1, day + days));
  return formatIsoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

function shiftMonths(parts: DateParts, months: number): { year: number; month: number } {
  const index = parts.year * 12 + (parts.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The date `months` later; a day the target month lacks becomes the month's last day. */
export function addMonthsClamped(text: string, months: number): string {
  const parts = mustParse(text);
  const { year, month } = shiftMonths(parts, months);
  return formatIsoDate({ year, month, day: Math.min(parts.day, daysInMonth(year, month)) });
}

/** The anniversary `months` later; a day the target month lacks rolls over to the next month's first. */
export function anniversary(text: string, months: number): string {
  const parts = mustParse(text);
  const { year, month } = shiftMonths(parts, months);
  if (parts.day <= daysInMonth(year, month)) return formatIsoDate({ year, month, day: parts.day });
  return formatIsoDate({ ...shiftMonths({ year, month, day: 1 }, 1), day: 1 });
}

export const VALIDITY_MONTHS = 36;

/** Default end of validity: the day before the third anniversary of the issue date. */
export function defaultValidUntil(issueDate: string): string {
  return addDays(anniversary(issueDate, VALIDITY_MONTHS), -1);
}

/** Surveillance audits due 12 and 24 months after issue. */
export function surveillanceDues(issueDate: string): { surveillance1Due: string; surveillance2Due: string } {
  return {
    surveillance1Due: addMonthsClamped(issueDate, 12),
    surveillance2Due: addMonthsClamped(issueDate, 24),
  };
}

/** Today as 'YYYY-MM-DD' in the server's local time zone (TZ; the body's working day). */
export function todayIso(now: Date = new Date()): string {
  return formatIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

/** A date column as 'YYYY-MM-DD' on PostgreSQL and PGlite alike (a driver may hand back a Date), or null. */
export function dateText(value: unknown): string | null {
  if (value instanceof Date) return todayIso(value);
  return typeof value === 'string' && value !== '' ? value.slice(0, 10) : null;
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  const a = mustParse(from);
  const b = mustParse(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}
