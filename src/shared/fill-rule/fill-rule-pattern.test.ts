import { describe, expect, it } from 'vitest';
import { parsePattern } from './parse-pattern';
import { fieldNames, formatPattern } from './format-pattern';
import { counterKey, periodKey } from './period-key';
import { resetFitsPattern } from './check-reset';
import type { PatternToken } from './pattern-tokens';

const tokensOf = (pattern: string): PatternToken[] => {
  const parsed = parsePattern(pattern);
  if (!parsed.ok) throw new Error(`refused: ${parsed.problem}`);
  return parsed.tokens;
};

// 2026-03-07 09:05:04 local time.
const moment = new Date(2026, 2, 7, 9, 5, 4);

describe('numbering rule patterns', () => {
  it('format literal text, every date token, the caller and a zero-padded counter', () => {
    const tokens = tokensOf('CD-{yyyy}{MM}{dd}-{HH}{mm}{ss}-{yy}/{orgCode}/{username}-{seq:4}');
    expect(formatPattern(tokens, { seq: 7, now: moment, orgCode: 'A01', username: 'jane' })).toBe(
      'CD-20260307-090504-26/A01/jane-0007',
    );
  });

  it('write a counter wider than its width in full and a missing org code as nothing', () => {
    expect(formatPattern(tokensOf('{seq:2}'), { seq: 12345, now: moment })).toBe('12345');
    expect(formatPattern(tokensOf('{orgCode}-{seq:1}'), { seq: 3n, now: moment, orgCode: null })).toBe('-3');
  });

  it('refuse patterns without exactly one counter, with unknown tokens or stray braces', () => {
    expect(parsePattern('ABC')).toEqual({ ok: false, problem: 'noSeq' });
    expect(parsePattern('{seq:2}{seq:3}')).toEqual({ ok: false, problem: 'manySeq' });
    expect(parsePattern('{seq:0}')).toEqual({ ok: false, problem: 'seqWidth', token: '{seq:0}' });
    expect(parsePattern('{seq:13}')).toEqual({ ok: false, problem: 'seqWidth', token: '{seq:13}' });
    expect(parsePattern('{seq}')).toEqual({ ok: false, problem: 'seqWidth', token: '{seq}' });
    expect(parsePattern('{YYYY}{seq:3}')).toEqual({ ok: false, problem: 'unknownToken', token: '{YYYY}' });
    expect(parsePattern('${java.lang.Runtime}{seq:3}')).toEqual({
      ok: false,
      problem: 'unknownToken',
      token: '{java.lang.Runtime}',
    });
    expect(parsePattern('A{seq:3')).toEqual({ ok: false, problem: 'unclosed' });
    expect(parsePattern('A}{seq:3}')).toEqual({ ok: false, problem: 'unclosed' });
    expect(parsePattern('{{seq:3}}')).toEqual({ ok: false, problem: 'unclosed' });
    expect(parsePattern('  ')).toEqual({ ok: false, problem: 'empty' });
    expect(parsePattern(`${'x'.repeat(95)}{seq:3}`)).toEqual({ ok: false, problem: 'tooLong' });
    expect(parsePattern('A\n{seq:3}')).toEqual({ ok: false, problem: 'control' });
  });

  it('ask a resetting counter to show its period in the pattern', () => {
    expect(resetFitsPattern(tokensOf('A{seq:3}'), 'none')).toBe(true);
    expect(resetFitsPattern(tokensOf('A{seq:3}'), 'year')).toBe(false);
    expect(resetFitsPattern(tokensOf('{yy}{seq:3}'), 'year')).toBe(true);
    expect(resetFitsPattern(tokensOf('{yyyy}{seq:3}'), 'month')).toBe(false);
    expect(resetFitsPattern(tokensOf('{yyyy}{MM}{seq:3}'), 'month')).toBe(true);
    expect(resetFitsPattern(tokensOf('{yyyy}{MM}{seq:3}'), 'day')).toBe(false);
    expect(resetFitsPattern(tokensOf('{yyyy}{MM}{dd}{seq:3}'), 'day')).toBe(true);
  });

  it('key the counter by the reset period', () => {
    expect(periodKey('none', moment)).toBe('');
    expect(periodKey('year', moment)).toBe('2026');
    expect(periodKey('month', moment)).toBe('202603');
    expect(periodKey('day', moment)).toBe('20260307');
    expect(periodKey('day', new Date(2026, 11, 31, 23, 59, 59))).toBe('20261231');
  });

  it.each([
    ['CD-{field:domain}-{yyyy}-{seq:6}', { domain: 'S' }, 42, 'CD-S-2026-000042'],
    ['{field:a}/{field:b_2}-{seq:2}', { a: 'x', b_2: 'y' }, 3, 'x/y-03'],
    ['{field:domain}{seq:3}', {}, 1, '001'],
    ['{field:domain}{seq:3}', { other: 'Q' }, 5, '005'],
  ])('write {field:<name>} as the value the caller passes: %s with %j', (pattern, fields, seq, expected) => {
    expect(formatPattern(tokensOf(pattern), { seq, now: moment, fields })).toBe(expected);
  });

  it.each([['{field:}'], ['{field:1a}'], ['{field:a-b}'], ['{field:a b}'], [`{field:${'a'.repeat(32)}}`]])(
    'refuse a field token without a plain name: %s',
    (token) => {
      expect(parsePattern(`${token}{seq:3}`)).toEqual({ ok: false, problem: 'unknownToken', token });
    },
  );

  it('name the fields in pattern order and give each combination of values its own counter key', () => {
    expect(fieldNames(tokensOf('{field:b}{yyyy}{field:a}{seq:2}'))).toEqual(['b', 'a']);
    expect(counterKey('2026', [])).toBe('2026');
    expect(counterKey('2026', ['S'])).toBe('S|2026');
    expect(counterKey('', ['S'])).toBe('S|');
    // A bar or backslash inside a value cannot make two value lists meet.
    expect(counterKey('', ['a|b', 'c'])).not.toBe(counterKey('', ['a', 'b|c']));
    expect(counterKey('', ['a\\', 'b'])).not.toBe(counterKey('', ['a\\|b']));
  });
});
