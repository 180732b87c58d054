/**
 * Quartz semantics held to a table of expressions and their next runs, worked out by hand from
 * the 2026 calendar (Jan 1 2026 is a Thursday; month starts: Feb Sun, Mar Sun, Apr Wed, May Fri,
 * Jun Mon, Jul Wed, Aug Sat; Jan 1 2027 is a Friday). Times are wall-clock times of the default
 * zone, Asia/Shanghai (UTC+8), whatever the process's own zone is.
 */
import { describe, expect, it } from 'vitest';
import { QuartzError, isValidQuartz, nextRun, nextRuns } from './quartz-next-runs';
import { formatInZone } from './zoned-time';

/** Thursday 15 January 2026, 10:30:00 in Asia/Shanghai. */
const FROM = new Date('2026-01-15T02:30:00Z');

function local(date: Date): string {
  return formatInZone(date, 'Asia/Shanghai');
}

/** [title, expression, the first runs, 'ends' when no further run follows them]. */
const TABLE: Array<[string, string, string[], ('ends' | undefined)?]> = [
  [
    'every day at noon',
    '0 0 12 * * ?',
    ['2026-01-15 12:00:00', '2026-01-16 12:00:00', '2026-01-17 12:00:00'],
  ],
  ['10:15 every day, today already past', '0 15 10 ? * *', ['2026-01-16 10:15:00', '2026-01-17 10:15:00']],
  ['*/20 seconds', '*/20 * * * * ?', ['2026-01-15 10:30:20', '2026-01-15 10:30:40', '2026-01-15 10:31:00']],
  [
    '0/5 seconds (from 0 every 5)',
    '0/5 * * * * ?',
    ['2026-01-15 10:30:05', '2026-01-15 10:30:10', '2026-01-15 10:30:15'],
  ],
  [
    '5/15 seconds: 5, 20, 35, 50',
    '5/15 * * * * ?',
    [
      '2026-01-15 10:30:05',
      '2026-01-15 10:30:20',
      '2026-01-15 10:30:35',
      '2026-01-15 10:30:50',
      '2026-01-15 10:31:05',
    ],
  ],
  [
    'every half hour 9-17',
    '0 0/30 9-17 * * ?',
    ['2026-01-15 11:00:00', '2026-01-15 11:30:00', '2026-01-15 12:00:00'],
  ],
  [
    'hours 8-10 Monday to Friday',
    '0 0 8-10 ? * MON-FRI',
    ['2026-01-16 08:00:00', '2026-01-16 09:00:00', '2026-01-16 10:00:00', '2026-01-19 08:00:00'],
  ],
  [
    'weekday 2 is Monday',
    '0 0 12 ? * 2',
    ['2026-01-19 12:00:00', '2026-01-26 12:00:00', '2026-02-02 12:00:00'],
  ],
  [
    'weekday 1 is Sunday',
    '0 0 12 ? * 1',
    ['2026-01-18 12:00:00', '2026-01-25 12:00:00', '2026-02-01 12:00:00'],
  ],
  [
    'weekday 7 is Saturday',
    '0 0 12 ? * 7',
    ['2026-01-17 12:00:00', '2026-01-24 12:00:00', '2026-01-31 12:00:00'],
  ],
  ['L alone in the week is Saturday', '0 0 12 ? * L', ['2026-01-17 12:00:00', '2026-01-24 12:00:00']],
  [
    'L: last day of the month',
    '0 0 12 L * ?',
    ['2026-01-31 12:00:00', '2026-02-28 12:00:00', '2026-03-31 12:00:00', '2026-04-30 12:00:00'],
  ],
  [
    'L-3: three days before the last',
    '0 0 12 L-3 * ?',
    ['2026-01-28 12:00:00', '2026-02-25 12:00:00', '2026-03-28 12:00:00'],
  ],
  [
    'LW: last weekday (Sat 31 → Fri 30, Sat 28 → Fri 27, Sun 31 → Fri 29)',
    '0 0 12 LW * ?',
    [
      '2026-01-30 12:00:00',
      '2026-02-27 12:00:00',
      '2026-03-31 12:00:00',
      '2026-04-30 12:00:00',
      '2026-05-29 12:00:00',
    ],
  ],
  [
    '15W: Sunday 15 → Monday 16',
    '0 0 9 15W * ?',
    ['2026-02-16 09:00:00', '2026-03-16 09:00:00', '2026-04-15 09:00:00'],
  ],
  [
    '1W: Sunday 1st → Monday 2nd',
    '0 0 9 1W * ?',
    [
      '2026-02-02 09:00:00',
      '2026-03-02 09:00:00',
      '2026-04-01 09:00:00',
      '2026-05-01 09:00:00',
      '2026-06-01 09:00:00',
    ],
  ],
  [
    '1W: Saturday 1st → Monday 3rd, never the month before',
    '0 0 9 1W 8 ? 2026',
    ['2026-08-03 09:00:00'],
    'ends',
  ],
  [
    '31W: Saturday → Friday, Sunday last → Friday, short months skipped',
    '0 0 9 31W * ?',
    ['2026-01-30 09:00:00', '2026-03-31 09:00:00', '2026-05-29 09:00:00'],
  ],
  ['6L: last Friday', '0 0 10 ? * 6L', ['2026-01-30 10:00:00', '2026-02-27 10:00:00', '2026-03-27 10:00:00']],
  ['1L in February 2027: last Sunday is the 28th', '0 0 0 ? FEB 1L 2027', ['2027-02-28 00:00:00'], 'ends'],
  [
    '2#1: first Monday',
    '0 0 10 ? * 2#1',
    ['2026-02-02 10:00:00', '2026-03-02 10:00:00', '2026-04-06 10:00:00'],
  ],
  [
    '6#3: third Friday',
    '0 0 10 ? * 6#3',
    ['2026-01-16 10:00:00', '2026-02-20 10:00:00', '2026-03-20 10:00:00'],
  ],
  [
    '5#5: fifth Thursday, months without one skipped',
    '0 0 10 ? * 5#5',
    ['2026-01-29 10:00:00', '2026-04-30 10:00:00', '2026-07-30 10:00:00'],
  ],
  [
    'mon#2 in lower case',
    '0 0 12 ? * mon#2',
    ['2026-02-09 12:00:00', '2026-03-09 12:00:00', '2026-04-13 12:00:00'],
  ],
  ['year field: one run only', '0 0 0 1 1 ? 2028', ['2028-01-01 00:00:00'], 'ends'],
  [
    '29 February: leap years',
    '0 0 0 29 2 ? *',
    ['2028-02-29 00:00:00', '2032-02-29 00:00:00', '2036-02-29 00:00:00'],
  ],
  ['L of February in a leap year', '0 0 0 L 2 ? 2028', ['2028-02-29 00:00:00'], 'ends'],
  ['exactly at from is not after from', '0 30 10 15 1 ? 2026', [], 'ends'],
  ['a past year never runs', '0 0 0 * * ? 2020', [], 'ends'],
  ['list of days', '0 0 12 1,15 * ?', ['2026-01-15 12:00:00', '2026-02-01 12:00:00', '2026-02-15 12:00:00']],
  [
    'month names with a weekday name',
    '0 0 12 ? JAN,MAR SUN',
    ['2026-01-18 12:00:00', '2026-01-25 12:00:00', '2026-03-01 12:00:00', '2026-03-08 12:00:00'],
  ],
  [
    'hour range wrapping midnight',
    '0 0 22-2 * * ?',
    [
      '2026-01-15 22:00:00',
      '2026-01-15 23:00:00',
      '2026-01-16 00:00:00',
      '2026-01-16 01:00:00',
      '2026-01-16 02:00:00',
    ],
  ],
  [
    'weekday range wrapping Saturday to Monday',
    '0 0 12 ? * SAT-MON',
    ['2026-01-17 12:00:00', '2026-01-18 12:00:00', '2026-01-19 12:00:00', '2026-01-24 12:00:00'],
  ],
  [
    'stepped day range 10-20/5',
    '0 0 12 10-20/5 * ?',
    ['2026-01-15 12:00:00', '2026-01-20 12:00:00', '2026-02-10 12:00:00'],
  ],
  [
    'stepped weekday range 2-6/2: Mon, Wed, Fri',
    '0 0 12 ? * 2-6/2',
    ['2026-01-16 12:00:00', '2026-01-19 12:00:00', '2026-01-21 12:00:00'],
  ],
  [
    'month step 1/3',
    '0 0 0 1 1/3 ?',
    ['2026-04-01 00:00:00', '2026-07-01 00:00:00', '2026-10-01 00:00:00', '2027-01-01 00:00:00'],
  ],
  ['across the year end', '59 59 23 31 12 ?', ['2026-12-31 23:59:59', '2027-12-31 23:59:59']],
  [
    'year range with a step',
    '0 0 0 1 1 ? 2030-2040/5',
    ['2030-01-01 00:00:00', '2035-01-01 00:00:00', '2040-01-01 00:00:00'],
    'ends',
  ],
];

describe('nextRuns (Quartz semantics)', () => {
  it.each(TABLE)('%s: %s', (_title, expression, expected, ends) => {
    // One more than listed is asked for: a schedule that ends must answer no more than it lists.
    const runs = nextRuns(expression, expected.length + 1, FROM).map(local);
    expect(ends ? runs : runs.slice(0, expected.length)).toEqual(expected);
    if (!ends) expect(runs).toHaveLength(expected.length + 1);
  });

  it('looks from the next whole second after from', () => {
    const halfPast = new Date(FROM.getTime() + 500);
    expect(nextRuns('* * * * * ?', 2, halfPast).map(local)).toEqual([
      '2026-01-15 10:30:01',
      '2026-01-15 10:30:02',
    ]);
  });

  it('answers nothing for count 0, caps large counts, and gives nextRun', () => {
    expect(nextRuns('* * * * * ?', 0, FROM)).toEqual([]);
    expect(nextRuns('* * * * * ?', 5000, FROM)).toHaveLength(1000);
    expect(local(nextRun('0 0 12 ? * 2', FROM)!)).toBe('2026-01-19 12:00:00');
    expect(nextRun('0 0 0 * * ? 2020', FROM)).toBeNull();
  });

  it('defaults from to now', () => {
    const before = Date.now();
    const [run] = nextRuns('* * * * * ?', 1);
    expect(run!.getTime()).toBeGreaterThan(before - 1000);
    expect(run!.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
  });
});

const INVALID: Array<[string, RegExp]> = [
  ['0 0 12 * * *', /Exactly one of day of month and day of week/],
  ['0 0 12 ? * ?', /Exactly one of day of month and day of week/],
  ['0 0 12 * *', /6 or 7 fields.*got 5/],
  ['0 0 12 * * ? 2026 1', /got 8/],
  ['', /got 0/],
  ['60 * * * * ?', /"60" in field 1 \(second\).*0-59/],
  ['0 0 24 * * ?', /field 3 \(hour\).*0-23/],
  ['0 0 12 32 * ?', /field 4 \(day\).*1-31/],
  ['0 0 12 * 13 ?', /field 5 \(month\).*1-12/],
  ['0 0 12 ? * 0', /field 6 \(week\).*1-7/],
  ['0 0 12 ? * 8', /field 6 \(week\).*1-7/],
  ['0 0 12 ? * 2#6', /"2#6".*1-5/],
  ['0 0 12 * * ? 1969', /field 7 \(year\).*1970-2199/],
  ['*/0 * * * * ?', /"\*\/0" in field 1/],
  ['? 0 12 * * ?', /field 1 \(second\)/],
  ['0 0 12 ? * 2L,3', /field 6/],
  ['0 0 1-2-3 * * ?', /field 3/],
  ['0 0 12 * FOO ?', /"FOO" in field 5/],
  ['abc', /got 1/],
];

describe('invalid expressions', () => {
  it.each(INVALID)('%s is refused', (expression, message) => {
    expect(isValidQuartz(expression)).toBe(false);
    let caught: unknown;
    try {
      nextRuns(expression, 1, FROM);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(QuartzError);
    const error = caught as QuartzError;
    expect(error.message).toMatch(message);
    expect(error.pair['zh-CN']).toMatch(/Cron表达式/);
  });

  it('gives the Chinese message the field and the bounds', () => {
    expect(() => nextRuns('0 0 24 * * ?', 1, FROM)).toThrow(QuartzError);
    try {
      nextRuns('0 0 24 * * ?', 1, FROM);
    } catch (error) {
      expect((error as QuartzError).pair['zh-CN']).toBe('Cron表达式第3段（时）的“24”无效：取值范围为0-23');
    }
  });

  it('accepts what the editor writes', () => {
    for (const expression of [
      '* * * * * ? *',
      '0 0 0 ? * 1,7',
      '0 0 0 L-0 * ?',
      '0 0 0 LW * ? 2026-2030',
      '0 0 0 ? * 7#5 2099',
      '0 0 2 * * ? 2026-2126',
    ]) {
      expect(isValidQuartz(expression)).toBe(true);
    }
  });
});
