import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { FORMAT_NAMES } from './formats';
import { registerFormats } from './register-formats';

describe('registerFormats', () => {
  const ajv = registerFormats(new Ajv({ allErrors: true, strict: true }));

  it('makes every named format known to a strict ajv', () => {
    for (const format of FORMAT_NAMES)
      expect(() => ajv.compile({ type: 'string', format }), format).not.toThrow();
  });
  it('runs the shared predicates', () => {
    const validate = ajv.compile({ type: 'string', format: 'mobile' });
    expect(validate('13800138000')).toBe(true);
    expect(validate('12345')).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'format', params: { format: 'mobile' } });
  });
});
