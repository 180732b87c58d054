import { describe, expect, it } from 'vitest';
import { isValidDate, isValidDateTime } from './dates';

describe('dates', () => {
  it('accepts real calendar dates in YYYY-MM-DD', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('2024-13-01')).toBe(false);
    expect(isValidDate('2024/01/01')).toBe(false);
  });
  it('accepts JeecgBoot and ISO date-times', () => {
    expect(isValidDateTime('2024-05-01 13:45:00')).toBe(true);
    expect(isValidDateTime('2024-05-01T13:45:00.123Z')).toBe(true);
    expect(isValidDateTime('2024-05-01 24:00:00')).toBe(false);
    expect(isValidDateTime('2024-05-01')).toBe(false);
  });
});
