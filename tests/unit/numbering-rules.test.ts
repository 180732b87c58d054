/**
 * The numbering rules the code draws from are data (schemas/fill-rules/*.json): every file passes
 * schemas/meta/fill-rules.schema.json and the pattern language, each code the server draws by is
 * there, a malformed file is refused naming it, and the shipped patterns write today's formats.
 */
import { describe, expect, it } from 'vitest';
import { loadFillRules, systemFillRules } from '../../src/server/seed/fill-rules';
import { SYSTEM_RULE } from '../../src/server/modules/fill-rule/system-rules';
import { parsePattern } from '../../src/shared/fill-rule/parse-pattern';
import { formatPattern } from '../../src/shared/fill-rule/format-pattern';
import { CERTIFICATE_NO_PATTERN, domainLetter } from '../../src/shared/certificate/cert-number';
import { tempSchemasRoot } from '../fixtures/temp-schemas';

const rulesRoot = (files: Record<string, unknown>): string => tempSchemasRoot({ 'fill-rules': files });

const rule = (code: string, pattern = 'A{seq:3}', reset = 'none') => ({ code, name: code, pattern, reset });

function shippedValue(code: string, seq: number, now: Date, fields: Record<string, string> = {}): string {
  const found = systemFillRules().find((r) => r.code === code);
  if (!found) throw new Error(`no rule ${code}`);
  const parsed = parsePattern(found.pattern);
  if (!parsed.ok) throw new Error(parsed.problem);
  return formatPattern(parsed.tokens, { seq, now, fields });
}

describe('schemas/fill-rules', () => {
  it('holds every rule the server draws numbers from', () => {
    const codes = systemFillRules().map((r) => r.code);
    for (const code of Object.values(SYSTEM_RULE)) expect(codes).toContain(code);
  });

  it('writes project, certificate and application numbers as they were before they became data', () => {
    expect(shippedValue(SYSTEM_RULE.project, 7, new Date(2026, 10, 5))).toBe('P2026110007');
    const certificate = shippedValue(SYSTEM_RULE.certificate, 42, new Date(2026, 2, 5), {
      domain: domainLetter('system'),
    });
    expect(certificate).toBe('CD-S-2026-000042');
    expect(CERTIFICATE_NO_PATTERN.test(certificate)).toBe(true);
    expect(shippedValue(SYSTEM_RULE.apply, 3, new Date(2026, 0, 2, 9, 8, 7))).toBe('AP202601020908070003');
    const resets = Object.fromEntries(systemFillRules().map((r) => [r.code, r.reset]));
    expect(resets).toMatchObject({
      [SYSTEM_RULE.project]: 'month',
      [SYSTEM_RULE.certificate]: 'year',
      [SYSTEM_RULE.apply]: 'day',
    });
  });

  it('refuses a file off the meta schema, a pattern off the language or its reset, and a code used twice, naming the file', () => {
    expect(() => loadFillRules([rulesRoot({ a: { rules: [{ code: 'x_no' }] } })])).toThrow(/a\.json/);
    expect(() => loadFillRules([rulesRoot({ b: { rules: [rule('x_no', 'A{seq}')] } })])).toThrow(
      /b\.json.*\/rules\/0\/pattern/,
    );
    expect(() => loadFillRules([rulesRoot({ c: { rules: [rule('x_no', 'A{seq:3}', 'year')] } })])).toThrow(
      /c\.json.*\/rules\/0\/reset/,
    );
    expect(() =>
      loadFillRules([rulesRoot({ d: { rules: [rule('x_no')] }, e: { rules: [rule('x_no')] } })]),
    ).toThrow(/e\.json.*"x_no" is used twice/);
    expect(loadFillRules([rulesRoot({ f: { rules: [rule('x_no')] } })])).toEqual([rule('x_no')]);
  });
});
