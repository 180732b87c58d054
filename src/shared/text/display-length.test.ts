import { describe, expect, it } from 'vitest';
import { displayLength } from './display-length';

describe('displayLength', () => {
  it('counts ASCII as 1 and characters above 128 as 2', () => {
    expect(displayLength('abc')).toBe(3);
    expect(displayLength('证书')).toBe(4);
    expect(displayLength('a证b')).toBe(4);
    expect(displayLength('')).toBe(0);
  });
  it('counts a character outside the BMP once (as 2)', () => {
    expect(displayLength('😀')).toBe(2);
  });
});
