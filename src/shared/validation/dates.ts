/** Calendar checks for the `date` (YYYY-MM-DD) and `date-time` formats, without Date parsing quirks. */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d)(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

export function isValidDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const days = [
    31,
    year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ];
  return day <= (days[month - 1] ?? 0);
}

/** Accepts JeecgBoot's `YYYY-MM-DD HH:mm:ss` and ISO 8601 (`T`, optional zone). */
export function isValidDateTime(value: string): boolean {
  const m = DATE_TIME.exec(value);
  return m !== null && isValidDate(m[1] ?? '');
}
