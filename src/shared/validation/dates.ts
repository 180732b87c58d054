/**
 * Calendar checks for the `date` (YYYY-MM-DD), `date-time` and `time` formats, by pattern and
 * arithmetic rather than Date parsing, whose leniency differs between engines. Ranges are those
 * PostgreSQL stores: years 0001-9999 (there is no year 0000), zone offsets up to ±14:59 (real zones
 * end at +14:00; PostgreSQL refuses ±16:00 and beyond) written `+08`, `+0800` or `+08:00`.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Fractions up to microseconds: PostgreSQL's timestamptz answers with six digits.
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d)(\.\d{1,6})?)?(Z|[+-](0\d|1[0-4])(:?[0-5]\d)?)?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Accepts JeecgBoot's `YYYY-MM-DD HH:mm:ss` and ISO 8601 (`T`, optional fraction and zone). */
export function isValidDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  return m !== null && isValidDate(m[1] ?? '');
}

/** `HH:mm` or `HH:mm:ss`, 24-hour clock. */
export function isValidTime(value: string): boolean {
  return TIME.test(value);
}
