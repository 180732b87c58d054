import { describe, expect, it } from 'vitest';
import { editDay, editSimple, editWeek } from './cron-edit';
import { joinFields, splitExpression, type CronFields } from './cron-fields';
import { defaultDrafts } from './cron-reading';

const NOW = new Date(2026, 10, 24);
const drafts = defaultDrafts(NOW);
const fields = (expression: string) => splitExpression(expression) as CronFields;

describe('tab edits → expression', () => {
  it('writes each simple mode, an empty specific list as "*"', () => {
    const start = fields('0 0 0 * * ? *');
    expect(
      joinFields(
        editSimple(start, 'second', 'increment', { ...drafts.second, increment: { start: 5, step: 20 } }),
      ),
    ).toBe('5/20 0 0 * * ? *');
    expect(
      joinFields(editSimple(start, 'minute', 'specific', { ...drafts.minute, specific: [30, 0, 30] })),
    ).toBe('0 0,30 0 * * ? *');
    expect(joinFields(editSimple(start, 'minute', 'specific', { ...drafts.minute, specific: [] }))).toBe(
      '0 * 0 * * ? *',
    );
    expect(
      joinFields(editSimple(start, 'hour', 'range', { ...drafts.hour, range: { from: 9, to: 17 } })),
    ).toBe('0 0 9-17 * * ? *');
    expect(joinFields(editSimple(start, 'year', 'every', drafts.year))).toBe('0 0 0 * * ? *');
  });

  it('writes every day mode into day of month or day of week, the other "?"', () => {
    const start = fields('0 0 0 * * ? *');
    const day = (kind: Parameters<typeof editDay>[1]) =>
      joinFields(editDay(start, kind, drafts.day))
        .split(' ')
        .slice(3, 6)
        .join(' ');
    expect(day('every')).toBe('* * ?');
    expect(day('weekIncrement')).toBe('? * 1/1');
    expect(day('dayIncrement')).toBe('1/1 * ?');
    expect(day('weekdays')).toBe('? * 1');
    expect(day('days')).toBe('1 * ?');
    expect(day('lastDay')).toBe('L * ?');
    expect(day('lastWorkday')).toBe('LW * ?');
    expect(day('lastWeekday')).toBe('? * 1L');
    expect(day('beforeMonthEnd')).toBe('L-1 * ?');
    expect(day('nearestWorkday')).toBe('1W * ?');
    expect(day('nthWeekday')).toBe('? * 1#1');
  });

  it('writes every week mode, clearing the day of month', () => {
    const start = fields('0 0 0 15 * ? *');
    const week = (kind: Parameters<typeof editWeek>[1]) =>
      joinFields(editWeek(start, kind, drafts.week))
        .split(' ')
        .slice(3, 6)
        .join(' ');
    expect(week('notSet')).toBe('15 * ?');
    expect(week('every')).toBe('? * *');
    expect(week('range')).toBe('? * 2-6');
    expect(week('increment')).toBe('? * 1/1');
    expect(week('nth')).toBe('? * 1#1');
    expect(week('specific')).toBe('? * 1');
    expect(week('last')).toBe('? * 1L');
  });

  it('applies the linkage to an edit', () => {
    expect(joinFields(editDay(fields('* * * * * ? *'), 'lastDay', drafts.day))).toBe('0 0 0 L * ? *');
    expect(
      joinFields(
        editSimple(fields('* * * * * ? *'), 'year', 'specific', { ...drafts.year, specific: [2030] }),
      ),
    ).toBe('0 0 0 1 1 ? 2030');
  });
});
