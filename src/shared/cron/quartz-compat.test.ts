/**
 * Where the cron code once parted from Quartz (2.3.2 and 2.5, CronExpression): time zones, the
 * repeated hour of a daylight-saving fall-back, expressions every Quartz refuses, and the day-of-month
 * lists Quartz 2.5 documents. Each row is the answer Quartz gives on the same expression and start.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { QuartzError, isValidQuartz, nextRuns } from './quartz-next-runs';
import { formatInZone, instantsOf } from './zoned-time';

const NEW_YORK = 'America/New_York';
const SHANGHAI = 'Asia/Shanghai';

function inZone(runs: Date[], zone: string): string[] {
  return runs.map((run) => formatInZone(run, zone));
}

describe('time zones', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Shanghai', 'Europe/Berlin'])(
    'computes the same instants in Asia/Shanghai when the process runs in %s',
    (tz) => {
      process.env.TZ = tz;
      const from = new Date('2026-01-15T00:00:00Z');
      expect(nextRuns('0 0 2 * * ?', 2, from).map((run) => run.toISOString())).toEqual([
        '2026-01-15T18:00:00.000Z',
        '2026-01-16T18:00:00.000Z',
      ]);
      expect(nextRuns('0 0 2 * * ?', 1, from, SHANGHAI)[0]!.toISOString()).toBe('2026-01-15T18:00:00.000Z');
    },
  );

  it('computes in the zone it is given: 02:00 New York is 07:00 UTC in winter, 06:00 in summer', () => {
    const winter = nextRuns('0 0 2 * * ?', 1, new Date('2026-01-15T00:00:00Z'), NEW_YORK);
    const summer = nextRuns('0 0 2 * * ?', 1, new Date('2026-07-15T00:00:00Z'), NEW_YORK);
    expect(winter[0]!.toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(summer[0]!.toISOString()).toBe('2026-07-15T06:00:00.000Z');
  });

  it('finds no, one or two instants for a wall time', () => {
    const wall = (month: number, day: number, hour: number, minute: number) => ({
      year: 2026,
      month,
      day,
      hour,
      minute,
      second: 0,
    });
    expect(instantsOf(wall(3, 8, 2, 30), NEW_YORK)).toEqual([]);
    expect(instantsOf(wall(11, 1, 1, 30), NEW_YORK).map((ms) => new Date(ms).toISOString())).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T06:30:00.000Z',
    ]);
    expect(instantsOf(wall(11, 1, 3, 0), NEW_YORK)).toHaveLength(1);
  });
});

/** [title, expression, zone, start (ISO), the first runs as ISO instants]. */
const DST: Array<[string, string, string, string, string[]]> = [
  [
    'a time in the repeated hour runs once, at its later occurrence (EST)',
    '0 30 1 * * ?',
    NEW_YORK,
    '2026-10-31T12:00:00Z',
    ['2026-11-01T06:30:00.000Z', '2026-11-02T06:30:00.000Z'],
  ],
  [
    'every 20 minutes: the first pass of the repeated hour is not run',
    '0 */20 * * * ?',
    NEW_YORK,
    '2026-11-01T04:30:00Z',
    [
      '2026-11-01T04:40:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T06:20:00.000Z',
      '2026-11-01T06:40:00.000Z',
      '2026-11-01T07:00:00.000Z',
    ],
  ],
  [
    'a start inside the second pass still runs the rest of it',
    '0 */20 * * * ?',
    NEW_YORK,
    '2026-11-01T06:05:00Z',
    ['2026-11-01T06:20:00.000Z', '2026-11-01T06:40:00.000Z', '2026-11-01T07:00:00.000Z'],
  ],
  [
    'a start inside the first pass waits for the second',
    '0 30 1 * * ?',
    NEW_YORK,
    '2026-11-01T05:10:00Z',
    ['2026-11-01T06:30:00.000Z', '2026-11-02T06:30:00.000Z'],
  ],
  [
    'a time in the spring-forward gap does not occur that day',
    '0 30 2 * * ?',
    NEW_YORK,
    '2026-03-07T12:00:00Z',
    ['2026-03-09T06:30:00.000Z', '2026-03-10T06:30:00.000Z'],
  ],
  [
    'Europe/Berlin falls back at 03:00: 02:30 runs at its CET occurrence',
    '0 30 2 25 10 ?',
    'Europe/Berlin',
    '2026-10-01T00:00:00Z',
    ['2026-10-25T01:30:00.000Z', '2027-10-25T00:30:00.000Z'],
  ],
];

describe('daylight saving, as Quartz', () => {
  it.each(DST)('%s', (_title, expression, zone, start, expected) => {
    expect(
      nextRuns(expression, expected.length, new Date(start), zone).map((run) => run.toISOString()),
    ).toEqual(expected);
  });
});

/** Expressions every Quartz version refuses, with the field the message names. */
const REFUSED: Array<[string, RegExp]> = [
  ['*/60 * * * * ?', /field 1 \(second\).*1-59/],
  ['0 */60 * * * ?', /field 2 \(minute\).*1-59/],
  ['0/60 * * * * ?', /field 1 \(second\)/],
  ['0 0 0/24 * * ?', /"0\/24" in field 3 \(hour\).*1-23/],
  ['0 0 */24 * * ?', /field 3 \(hour\)/],
  ['0 0 12 1/32 * ?', /field 4 \(day\).*1-31/],
  ['0 0 12 1 1/13 ?', /field 5 \(month\).*1-12/],
  ['0 0 12 ? * 1/8', /field 6 \(week\).*1-7/],
  ['0 0 12 1 JUN-9 ?', /"JUN-9" in field 5/],
  ['0 0 12 1 6-SEP ?', /"6-SEP" in field 5/],
  ['0 0 12 ? * MON-5', /"MON-5" in field 6/],
  ['0 0 12 WL * ?', /"WL" in field 4/],
  ['0 0 12 1,WL * ?', /"WL" in field 4/],
  ['0 0 12 * * ? 2025-2020', /"2025-2020" in field 7/],
  ['0 0 12 L-31 * ?', /field 4.*0-30/],
  ['0 0 12 32W * ?', /field 4.*1-31/],
];

describe('expressions Quartz refuses', () => {
  it.each(REFUSED)('%s is refused, naming the field', (expression, message) => {
    expect(isValidQuartz(expression)).toBe(false);
    expect(() => nextRuns(expression, 1)).toThrow(QuartzError);
    expect(() => nextRuns(expression, 1)).toThrow(message);
  });

  it('still accepts the largest steps Quartz takes', () => {
    for (const expression of [
      '*/59 * * * * ?',
      '0 0/59 * * * ?',
      '0 0 0/23 * * ?',
      '0 0 0 1/31 * ?',
      '0 0 0 1 1/12 ?',
      '0 0 0 ? * 1/7',
      '0 0 0 1 JUN-SEP ?',
      '0 0 0 1 1 ? 2020-2025',
    ]) {
      expect(isValidQuartz(expression)).toBe(true);
    }
  });
});

/** Day-of-month lists mixing L and W with numbers (Quartz 2.5), from Thursday 15 January 2026, Shanghai. */
const DAY_LISTS: Array<[string, string, string[]]> = [
  [
    '1,L: the first and the last day',
    '0 0 12 1,L * ?',
    ['2026-01-31 12:00:00', '2026-02-01 12:00:00', '2026-02-28 12:00:00', '2026-03-01 12:00:00'],
  ],
  [
    '15W,L: Sunday 15 Feb → Monday 16, and the last day',
    '0 0 12 15W,L * ?',
    ['2026-01-15 12:00:00', '2026-01-31 12:00:00', '2026-02-16 12:00:00', '2026-02-28 12:00:00'],
  ],
  [
    '2W,16: Monday 2 Feb, Monday 2 Mar, and the 16th',
    '0 0 12 2W,16 * ?',
    ['2026-01-16 12:00:00', '2026-02-02 12:00:00', '2026-02-16 12:00:00', '2026-03-02 12:00:00'],
  ],
  [
    'L-2,LW: two days before the last, and the last weekday',
    '0 0 12 L-2,LW * ?',
    ['2026-01-29 12:00:00', '2026-01-30 12:00:00', '2026-02-26 12:00:00', '2026-02-27 12:00:00'],
  ],
];

describe('day-of-month lists with L and W (Quartz 2.5)', () => {
  it.each(DAY_LISTS)('%s', (_title, expression, expected) => {
    const from = new Date('2026-01-15T02:30:00Z');
    expect(inZone(nextRuns(expression, expected.length, from, SHANGHAI), SHANGHAI)).toEqual(expected);
  });
});
