import { describe, expect, it } from 'vitest';
import { joinFields, splitExpression } from './cron-fields';
import { defaultDrafts, hasErrors, readExpression } from './cron-reading';
import { formatDay, type DayDraft, type DayKind } from './day-mode';
import { formatSimple, type SimpleDraft, type SimpleKind } from './simple-mode';
import { formatWeek, type WeekKind } from './week-mode';

const NOW = new Date(2026, 10, 24);
const read = (expression: string) => readExpression(expression, defaultDrafts(NOW));

/** The expression the restored modes write back: every tab formatted from its own draft. */
function rewrite(expression: string): string {
  const { drafts } = read(expression);
  const simple = (draft: SimpleDraft) => formatSimple(draft.kind as SimpleKind, draft);
  const { day, week } = formatDay(drafts.day.kind as DayKind, drafts.day);
  expect(formatWeek(drafts.week.kind as WeekKind, drafts.week)).toBe(week);
  return joinFields({
    second: simple(drafts.second),
    minute: simple(drafts.minute),
    hour: simple(drafts.hour),
    day,
    month: simple(drafts.month),
    week,
    year: simple(drafts.year),
  });
}

describe('cron expression ↔ modes', () => {
  // expression, second, minute, hour, day (SPEC §4's 11 day modes), month, week tab, year
  const table: [string, SimpleKind, SimpleKind, SimpleKind, DayKind, SimpleKind, WeekKind, SimpleKind][] = [
    ['* * * * * ? *', 'every', 'every', 'every', 'every', 'every', 'notSet', 'every'],
    [
      '0/5 10/15 2/3 ? 1/2 2/1 2026/2',
      'increment',
      'increment',
      'increment',
      'weekIncrement',
      'increment',
      'increment',
      'increment',
    ],
    ['0,30 5 8,20 3/5 * ? *', 'specific', 'specific', 'specific', 'dayIncrement', 'every', 'notSet', 'every'],
    [
      '10-20 0-30 9-17 ? 3-6 2,4,6 2030-2040',
      'range',
      'range',
      'range',
      'weekdays',
      'range',
      'specific',
      'range',
    ],
    ['0 0 0 1,15,31 * ? *', 'specific', 'specific', 'specific', 'days', 'every', 'notSet', 'every'],
    ['0 0 12 L * ? *', 'specific', 'specific', 'specific', 'lastDay', 'every', 'notSet', 'every'],
    ['0 0 12 LW * ? *', 'specific', 'specific', 'specific', 'lastWorkday', 'every', 'notSet', 'every'],
    ['0 0 12 ? * 6L *', 'specific', 'specific', 'specific', 'lastWeekday', 'every', 'last', 'every'],
    ['0 0 12 L-3 * ? *', 'specific', 'specific', 'specific', 'beforeMonthEnd', 'every', 'notSet', 'every'],
    ['0 0 12 15W * ? *', 'specific', 'specific', 'specific', 'nearestWorkday', 'every', 'notSet', 'every'],
    ['0 0 12 ? * 2#3 *', 'specific', 'specific', 'specific', 'nthWeekday', 'every', 'nth', 'every'],
    ['0 0 12 1 1 ? 2026,2028', 'specific', 'specific', 'specific', 'days', 'specific', 'notSet', 'specific'],
  ];

  it.each(table)(
    '%s restores its modes and writes itself back',
    (expression, second, minute, hour, day, month, week, year) => {
      const reading = read(expression);
      expect(reading.problems).toEqual([]);
      const kinds = Object.fromEntries(
        Object.entries(reading.drafts).map(([name, draft]) => [name, draft.kind]),
      );
      expect(kinds).toEqual({ second, minute, hour, day, month, week, year });
      expect(rewrite(expression)).toBe(expression);
    },
  );

  it('restores the inputs of each mode', () => {
    const { drafts } = read('0/5 10/15 2/3 ? 1/2 2/1 2026/2');
    expect(drafts.second.increment).toEqual({ start: 0, step: 5 });
    expect(drafts.day.weekIncrement).toEqual({ weekday: 2, step: 1 });
    expect(drafts.year.increment).toEqual({ start: 2026, step: 2 });
    expect(read('0 0 12 ? * 2#3 *').drafts.day.nthWeekday).toEqual({ weekday: 2, nth: 3 });
    expect(read('0 0 12 ? * 2#3 *').drafts.week.nth).toEqual({ weekday: 2, nth: 3 });
    expect(read('0 0 12 L-3 * ? *').drafts.day.beforeMonthEnd).toBe(3);
    expect(read('0 0 12 15W * ? *').drafts.day.nearestWorkday).toBe(15);
    expect(read('10-20 0-30 9-17 ? 3-6 2,4,6 2030-2040').drafts.month.range).toEqual({ from: 3, to: 6 });
    expect(read('10-20 0-30 9-17 ? 3-6 2,4,6 2030-2040').drafts.day.weekdays).toEqual([2, 4, 6]);
  });

  it('writes each mode as Quartz reads it', () => {
    const draft: DayDraft = {
      ...defaultDrafts(NOW).day,
      lastWeekday: 6,
      nthWeekday: { weekday: 2, nth: 3 },
      days: [15, 1, 15],
    };
    expect(formatDay('every', draft)).toEqual({ day: '*', week: '?' });
    expect(formatDay('lastWeekday', draft)).toEqual({ day: '?', week: '6L' });
    expect(formatDay('nthWeekday', draft)).toEqual({ day: '?', week: '2#3' });
    expect(formatDay('days', draft)).toEqual({ day: '1,15', week: '?' });
    expect(formatDay('days', { ...draft, days: [] })).toEqual({ day: '*', week: '?' });
  });

  it('reads names, lower case, a missing year and "*/n" as Quartz does', () => {
    const reading = read('*/10 0 9 ? jan-mar mon-fri');
    expect(reading.problems).toEqual([]);
    expect(reading.fields).toEqual(splitExpression('*/10 0 9 ? JAN-MAR MON-FRI *'));
    expect(reading.drafts.second.increment).toEqual({ start: 0, step: 10 });
    expect(reading.drafts.month.range).toEqual({ from: 1, to: 3 });
    expect(reading.drafts.week.range).toEqual({ from: 2, to: 6 });
    expect(read('0 0 0 ? * L').drafts.week).toMatchObject({ kind: 'last', last: 7 });
  });

  it('keeps the inputs of the modes not in use', () => {
    const first = read('0 0 0 ? * 3#2 *');
    const second = readExpression('0 0 0 L * ? *', first.drafts);
    expect(second.drafts.day.kind).toBe('lastDay');
    expect(second.drafts.day.nthWeekday).toEqual({ weekday: 3, nth: 2 });
  });
});

describe('cron problems', () => {
  const messages = (expression: string) =>
    read(expression).problems.map((p) => [p.severity, p.message['zh-CN']]);

  it('reports a wrong number of parts', () => {
    expect(messages('0 0 0 *')).toEqual([['error', 'Cron表达式须由7个部分组成：秒 分 时 日 月 周 年']]);
    expect(read('0 0 0 * * ? * 1').fields).toBeUndefined();
  });

  it('reports unknown syntax in the part it is in', () => {
    expect(messages('0 x 0 * * ? *')).toEqual([['error', '分：无法识别“X”']]);
    expect(messages('0 0 0 * * ? 2026#1')).toEqual([['error', '年：无法识别“2026#1”']]);
    expect(messages('? 0 0 * * ? *')).toEqual([['error', '秒：无法识别“?”']]);
  });

  it('reports values outside the bounds (SPEC §5)', () => {
    expect(messages('60 0 0 * * ? *')).toEqual([['error', '秒的取值须在 0 到 59 之间']]);
    expect(messages('0/60 0 0 * * ? *')).toEqual([['error', '秒的间隔须在 1 到 59 之间']]);
    expect(messages('0 0 24 * * ? *')).toEqual([['error', '时的取值须在 0 到 23 之间']]);
    expect(messages('0 0 0 32 * ? *')).toEqual([['error', '日的取值须在 1 到 31 之间']]);
    expect(messages('0 0 0 ? * 2#6 *')).toEqual([['error', '周的第几个须在 1 到 5 之间']]);
    expect(messages('0 0 0 ? * 8 *')).toEqual([['error', '周的取值须在 1 到 7 之间']]);
    expect(messages('0 0 0 * 13 ? *')).toEqual([['error', '月的取值须在 1 到 12 之间']]);
    expect(messages('0 0 0 * * ? 2019/100')).toEqual([['error', '年的间隔须在 1 到 99 之间']]);
    expect(messages('0 0 0 * * ? 2018')).toEqual([['error', '年的取值须在 2019 到 2119 之间']]);
    expect(read('0 0 0 * * ? 2018').problems[0]?.message['en-US']).toBe(
      'The year value must be from 2019 to 2119',
    );
  });

  it('requires exactly one of day and week to be "?"', () => {
    expect(messages('0 0 0 1 * 2 *')).toEqual([['error', '日和周不能同时指定，其中一个须为“?”']]);
    expect(messages('0 0 0 ? * ? *')).toEqual([['error', '日和周不能同时为“?”']]);
    expect(hasErrors(read('0 0 0 ? * * *').problems)).toBe(false);
  });

  it('warns, without refusing, about good cron that no mode shows', () => {
    const reading = read('0 0 0 1-5,10 * ? *');
    expect(hasErrors(reading.problems)).toBe(false);
    expect(reading.drafts.day.kind).toBeUndefined();
    expect(messages('0 0 0 1-5,10 * ? *')).toEqual([['warning', '日“1-5,10”没有对应的选项，保持原样']]);
  });
});
