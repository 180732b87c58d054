import { describe, expect, it } from 'vitest';
import { isValidDate, isValidDateTime, isValidTime } from './dates';

describe('dates', () => {
  it('accepts real calendar dates in YYYY-MM-DD', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2000-02-29')).toBe(true);
    expect(isValidDate('1900-02-29')).toBe(false);
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('2024-04-31')).toBe(false);
    expect(isValidDate('2024-13-01')).toBe(false);
    expect(isValidDate('2024-00-10')).toBe(false);
    expect(isValidDate('2024/01/01')).toBe(false);
    // PostgreSQL has no year 0000.
    expect(isValidDate('0000-01-01')).toBe(false);
    expect(isValidDate('0001-01-01')).toBe(true);
  });
  it('accepts JeecgBoot and ISO date-times, with fractions up to microseconds', () => {
    expect(isValidDateTime('2024-05-01 13:45:00')).toBe(true);
    expect(isValidDateTime('2024-05-01 13:45')).toBe(true);
    expect(isValidDateTime('2024-05-01T13:45:00.123Z')).toBe(true);
    expect(isValidDateTime('2024-05-01T13:45:00.123456+08:00')).toBe(true);
    expect(isValidDateTime('2024-05-01T13:45:00.1234567Z')).toBe(false);
    expect(isValidDateTime('2024-05-01 24:00:00')).toBe(false);
    expect(isValidDateTime('2024-02-30 10:00:00')).toBe(false);
    expect(isValidDateTime('2024-05-01')).toBe(false);
  });
  it('refuses year 0000 and zone offsets PostgreSQL cannot store; accepts its own text form', () => {
    expect(isValidDateTime('0000-01-01 00:00:00')).toBe(false);
    expect(isValidDateTime('2024-01-01T00:00:00+99:99')).toBe(false);
    expect(isValidDateTime('2024-01-01T00:00:00+16:00')).toBe(false);
    expect(isValidDateTime('2024-01-01T00:00:00+08:60')).toBe(false);
    expect(isValidDateTime('2024-01-01T00:00:00-14:00')).toBe(true);
    expect(isValidDateTime('2024-01-01 00:00:00.123456+00')).toBe(true);
  });
  it('accepts 24-hour times with optional seconds', () => {
    expect(isValidTime('00:00')).toBe(true);
    expect(isValidTime('23:59:59')).toBe(true);
    expect(isValidTime('24:00')).toBe(false);
    expect(isValidTime('12:60')).toBe(false);
    expect(isValidTime('7:30')).toBe(false);
  });
});
