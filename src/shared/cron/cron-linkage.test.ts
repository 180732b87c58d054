import { describe, expect, it } from 'vitest';
import { DEFAULT_CRON_FIELDS, joinFields, splitExpression, type CronFields } from './cron-fields';
import { linkFields } from './cron-linkage';

const fields = (expression: string) => splitExpression(expression) as CronFields;
const link = (before: string, change: Partial<CronFields>) => joinFields(linkFields(fields(before), change));

describe('cron linkage (SPEC §4)', () => {
  it('a minute set from "*" sets the second "*" to 0', () => {
    expect(link('* * * * * ? *', { minute: '5' })).toBe('0 5 * * * ? *');
    expect(link('7 * * * * ? *', { minute: '5' })).toBe('7 5 * * * ? *');
  });

  it('an hour set from "*" sets the minute (and through it the second) to 0', () => {
    expect(link('* * * * * ? *', { hour: '3' })).toBe('0 0 3 * * ? *');
    expect(link('* 10 * * * ? *', { hour: '3' })).toBe('* 10 3 * * ? *');
  });

  it('a concrete day or week sets the hour "*" to 0', () => {
    expect(link('* * * * * ? *', { day: 'L', week: '?' })).toBe('0 0 0 L * ? *');
    expect(link('* * * * * ? *', { day: '?', week: '2#1' })).toBe('0 0 0 ? * 2#1 *');
    expect(link('0 0 5 L * ? *', { day: '15', week: '?' })).toBe('0 0 5 15 * ? *');
  });

  it('a month set from "*" with day "?" and week "*" sets week 1, and the reverse', () => {
    expect(link('0 0 0 ? * * *', { month: '3' })).toBe('0 0 0 ? 3 1 *');
    expect(link('0 0 0 * * ? *', { month: '3' })).toBe('0 0 0 1 3 ? *');
    expect(link('0 0 0 15 * ? *', { month: '3' })).toBe('0 0 0 15 3 ? *');
  });

  it('a year set from "*" with month "*" sets month 1, and so on down', () => {
    expect(joinFields(linkFields(DEFAULT_CRON_FIELDS, { year: '2030' }))).toBe('0 0 0 1 1 ? 2030');
    expect(link('0 0 0 1 5 ? *', { year: '2030' })).toBe('0 0 0 1 5 ? 2030');
  });

  it('keeps day of month and day of week exclusive', () => {
    expect(link('0 0 0 5 * ? *', { week: '2-6' })).toBe('0 0 0 ? * 2-6 *');
    expect(link('0 0 0 ? * 2 *', { week: '?' })).toBe('0 0 0 * * ? *');
    expect(link('0 0 0 ? * 2 *', { day: '9' })).toBe('0 0 0 9 * ? *');
    expect(link('0 0 0 5 * ? *', { day: '?' })).toBe('0 0 0 ? * * *');
  });
});
