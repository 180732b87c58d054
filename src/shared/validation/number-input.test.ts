import { describe, expect, it } from 'vitest';
import { acceptNumberInput, numberInputOnBlur, parseNumberInput } from './number-input';

describe('number input rules', () => {
  it('accepts an optional minus, digits and one decimal point while typing', () => {
    expect(acceptNumberInput('', '-')).toBe('-');
    expect(acceptNumberInput('-1', '-1.')).toBe('-1.');
    expect(acceptNumberInput('-1.', '-1.5')).toBe('-1.5');
  });
  it('reverts input that breaks the rule', () => {
    expect(acceptNumberInput('1.5', '1.5.')).toBe('1.5');
    expect(acceptNumberInput('12', '12a')).toBe('12');
    expect(acceptNumberInput('1', '1-')).toBe('1');
    expect(acceptNumberInput('', '--')).toBe('');
  });
  it('empties a non-number on blur and drops a trailing point', () => {
    expect(numberInputOnBlur('-')).toBe('');
    expect(numberInputOnBlur('.')).toBe('');
    expect(numberInputOnBlur('3.')).toBe('3');
    expect(numberInputOnBlur('-0.25')).toBe('-0.25');
  });
  it('parses only finished numbers', () => {
    expect(parseNumberInput('-')).toBeUndefined();
    expect(parseNumberInput('2.50')).toBe(2.5);
    expect(parseNumberInput('.5')).toBe(0.5);
  });
});
