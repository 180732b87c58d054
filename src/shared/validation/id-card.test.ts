import { describe, expect, it } from 'vitest';
import { idCardCheckChar, isValidIdCard } from './id-card';

describe('ID card numbers', () => {
  it.each([
    ['11010519491231002', 'X'],
    ['32010219800229001', '3'],
    ['51010820001231456', '1'],
    ['11010120000101000', '2'],
  ])('the check character of %s is %s', (first17, check) => {
    expect(idCardCheckChar(first17)).toBe(check);
    expect(isValidIdCard(first17 + check)).toBe(true);
  });

  it('accepts a lower-case x as the check character', () => {
    expect(isValidIdCard('11010519491231002x')).toBe(true);
  });

  it.each([
    ['a wrong check character', '320102198002290012'],
    ['a wrong check X', '32010219800229001X'],
    ['a day that does not exist', '320102198102290013'],
    ['month 13', '320102198013010013'],
    ['a birth year before 1900', '320102189001010013'],
    ['a region starting with 0', '020102198002290013'],
    ['17 characters', '32010219800229001'],
    ['19 characters', '3201021980022900133'],
    ['an old 15-digit number', '320102800229001'],
    ['a letter in the digits', '3201021980022900A3'],
  ])('refuses %s', (_, value) => {
    expect(isValidIdCard(value)).toBe(false);
  });
});
