import { describe, expect, it } from 'vitest';
import { boundOf, checkBound, clampToBound, CRON_YEAR_LIST } from './cron-bounds';
import { defaultSimpleDraft } from './simple-mode';

describe('cron bounds (SPEC §5, §9)', () => {
  it('has the spec bounds', () => {
    expect(boundOf('second', 'step')).toEqual({ min: 1, max: 59 });
    expect(boundOf('second', 'start')).toEqual({ min: 0, max: 59 });
    expect(boundOf('hour', 'value')).toEqual({ min: 0, max: 23 });
    expect(boundOf('week', 'step')).toEqual({ min: 1, max: 7 });
    expect(boundOf('day', 'step')).toEqual({ min: 1, max: 31 });
    expect(boundOf('day', 'start')).toEqual({ min: 1, max: 31 });
    expect(boundOf('week', 'nth')).toEqual({ min: 1, max: 5 });
    expect(boundOf('month', 'value')).toEqual({ min: 1, max: 12 });
    expect(boundOf('year', 'step')).toEqual({ min: 1, max: 99 });
    expect(boundOf('year', 'start')).toEqual({ min: 2019, max: 2119 });
  });

  it('says what is out of bounds, in both languages', () => {
    expect(checkBound('minute', 'step', 0)).toEqual({
      'zh-CN': '分的间隔须在 1 到 59 之间',
      'en-US': 'The minute step must be from 1 to 59',
    });
    expect(checkBound('minute', 'step', 59)).toBeUndefined();
    expect(checkBound('hour', 'value', 1.5)?.['zh-CN']).toBe('时的取值须在 0 到 23 之间');
    expect(clampToBound('day', 'beforeMonthEnd', 31)).toBe(30);
  });

  it('offers the years 2019–2118 and a default range from this year to +100 within the bounds', () => {
    expect(CRON_YEAR_LIST[0]).toBe(2019);
    expect(CRON_YEAR_LIST.at(-1)).toBe(2118);
    expect(CRON_YEAR_LIST).toHaveLength(100);
    expect(defaultSimpleDraft('year', new Date(2019, 0, 1)).range).toEqual({ from: 2019, to: 2119 });
    expect(defaultSimpleDraft('year', new Date(2026, 0, 1)).range).toEqual({ from: 2026, to: 2119 });
  });
});
