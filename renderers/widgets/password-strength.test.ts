import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('password strength', () => {
  it.each([
    ['abc', 0],
    ['abcdefgh', 0],
    ['Abcdefg1', 0],
    ['Abc def1!', 0],
    ['Abcdefgh1', 0],
    ['abcdef1!', 0],
    ['Abcdef1!', 1],
    ['Abcdefg12!', 2],
    ['Quartz-Lantern-47!', 3],
  ] as const)('%s is level %i', (password, level) => {
    expect(passwordStrength(password)).toBe(level);
  });
});
