import { describe, expect, it } from 'vitest';
import { fitsColumn, hasNul } from './column-limits';

describe('column limits', () => {
  it('integers stay within int4, numbers within numeric(18, 6)', () => {
    expect(fitsColumn('integer', 2_147_483_647)).toBe(true);
    expect(fitsColumn('integer', 2_147_483_648)).toBe(false);
    expect(fitsColumn('integer', -2_147_483_649)).toBe(false);
    expect(fitsColumn('integer', 1.5)).toBe(false);
    expect(fitsColumn('number', 999_999_999_999.5)).toBe(true);
    expect(fitsColumn('number', 1e12)).toBe(false);
    expect(fitsColumn('number', Number.NaN)).toBe(false);
  });
  it('finds a NUL anywhere', () => {
    expect(hasNul('a\u0000b')).toBe(true);
    expect(hasNul('ab')).toBe(false);
  });
});
