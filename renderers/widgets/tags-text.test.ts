import { describe, expect, it } from 'vitest';
import { forceSemicolons, tagsOf } from './tags-text';

describe('tags text (SPEC §5: a semicolon after every two characters)', () => {
  it.each([
    ['a', '', 'a'],
    ['ab', 'a', 'ab;'],
    ['ab;c', 'ab;', 'ab;c'],
    ['ab;cd', 'ab;c', 'ab;cd;'],
    ['abcde', '', 'ab;cd;e'],
    ['质量体系', '', '质量;体系;'],
    ['ab;;c', 'ab;', 'ab;c'],
  ])('typing %s after %s gives %s', (next, previous, expected) => {
    expect(forceSemicolons(next, previous)).toBe(expected);
  });

  it('leaves deletions alone, so a semicolon can be taken back', () => {
    expect(forceSemicolons('ab', 'ab;')).toBe('ab');
    expect(forceSemicolons('ab;c', 'ab;cd;')).toBe('ab;c');
  });

  it('reads the tags of a text', () => {
    expect(tagsOf('ab;cd;e')).toEqual(['ab', 'cd', 'e']);
    expect(tagsOf('')).toEqual([]);
  });
});
