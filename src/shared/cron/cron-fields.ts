/**
 * A Quartz cron expression as its seven parts (SPEC §3: second, minute, hour, day of month, month,
 * day of week, year). The editor keeps these strings as the truth; the tabs' modes are views of them.
 */

export const CRON_FIELD_NAMES = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;
export type CronFieldName = (typeof CRON_FIELD_NAMES)[number];

/** `day` is the day of month, `week` the day of week. */
export type CronFields = Readonly<Record<CronFieldName, string>>;

/** Every second (JeecgBoot's starting value); day of week unused ('?'). */
export const DEFAULT_CRON_FIELDS: CronFields = {
  second: '*',
  minute: '*',
  hour: '*',
  day: '*',
  month: '*',
  week: '?',
  year: '*',
};

/**
 * The parts of an expression, or undefined when it has neither six nor seven of them. Quartz lets
 * the year be left out; the editor then shows it as every year ('*'). Letters are upper-cased, as
 * Quartz reads them case-insensitively.
 */
export function splitExpression(expression: string): CronFields | undefined {
  const parts = expression
    .trim()
    .toUpperCase()
    .split(/\s+/)
    .filter((part) => part !== '');
  if (parts.length !== 6 && parts.length !== 7) return undefined;
  const [second, minute, hour, day, month, week, year = '*'] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string?,
  ];
  return { second, minute, hour, day, month, week, year };
}

/** The seven parts joined by single spaces (the editor always writes the year). */
export function joinFields(fields: CronFields): string {
  return CRON_FIELD_NAMES.map((name) => fields[name]).join(' ');
}
