import { describe, expect, it } from 'vitest';
import {
  compileLinear,
  patternEngine,
  trustRepositoryPatterns,
} from '../../src/shared/validation/linear-regexp';
import { entityPatterns } from '../../src/shared/schema/schema-patterns';
import { loadRegistry, SCHEMAS_ROOT } from '../../src/shared/schema/load-fs';

describe('the linear-time pattern engine of write validation', () => {
  it('runs a polynomially backtracking pattern on a long value and answers', () => {
    const re = patternEngine('^\\w*\\w*\\w*\\w*\\w*\\w*\\w*!$', 'u');
    expect(re.test('a'.repeat(20_000))).toBe(false);
    expect(re.test(`${'a'.repeat(20_000)}!`)).toBe(true);
  });

  it('reads JavaScript syntax: \\u escapes, \\u{…}, named groups, \\p{…}', () => {
    expect(patternEngine('^[\\u4e00-\\u9fa5]{2,4}$', 'u').test('张三')).toBe(true);
    expect(patternEngine('^[\\u4e00-\\u9fa5]{2,4}$', 'u').test('ab')).toBe(false);
    expect(patternEngine('^\\u{1F600}$', 'u').test('😀')).toBe(true);
    expect(patternEngine('^(?<year>\\d{4})-\\d{2}$', 'u').test('2026-11')).toBe(true);
    expect(patternEngine('^\\p{L}+$', 'u').test('Éé中')).toBe(true);
    expect(patternEngine('^1[3-9]\\d{9}$', 'u').test('13812345678')).toBe(true);
  });

  it('cannot run lookaround or back references: such a pattern from data refuses every value', () => {
    for (const pattern of ['^(?=.*\\d)\\w+$', '^(?!x)', '(?<=a)b', '(?<!a)b', '^(a)\\1$']) {
      expect(compileLinear(pattern), pattern).toBeNull();
      expect(patternEngine(pattern, 'u').test('a1'), pattern).toBe(false);
    }
  });

  it('runs a lookaround pattern of the repository’s own schemas on the JavaScript engine once trusted', () => {
    const pattern = '^(?=.*[A-Za-z])[A-Za-z0-9]{2,18}$';
    trustRepositoryPatterns([pattern]);
    expect(patternEngine(pattern, 'u').test('ab12')).toBe(true);
    expect(patternEngine(pattern, 'u').test('1234')).toBe(false);
  });

  it('finds every pattern of the bundled schemas; each runs on RE2 or is trusted by the server registry', () => {
    const patterns = entityPatterns(loadRegistry([SCHEMAS_ROOT]));
    expect(patterns.size).toBeGreaterThan(10);
    const lookaround = [...patterns].filter((p) => compileLinear(p) === null);
    // The password and username rules look ahead; nothing else needs the backtracking engine.
    for (const p of lookaround) expect(p, p).toMatch(/\(\?[=!]/);
  });
});

describe('JavaScript property escapes in RE2 names', () => {
  it('reads \\p{Script=…} and \\p{gc=…}, adjacent ones too, but not an escaped backslash before p', () => {
    expect(patternEngine('^\\p{Script=Han}+$', 'u').test('汉字')).toBe(true);
    expect(patternEngine('^\\p{Script=Han}+$', 'u').test('abc')).toBe(false);
    expect(patternEngine('^\\p{sc=Han}\\p{gc=Lu}$', 'u').test('汉A')).toBe(true);
    expect(patternEngine('^\\P{Script=Han}+$', 'u').test('abc')).toBe(true);
    expect(compileLinear('^\\\\p{Script=Han}$')?.test('\\p{Script=Han}')).toBe(true);
  });
});
