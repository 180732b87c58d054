/** The demo company carries a unified social credit code the platform's own check accepts. */
import { describe, expect, it } from 'vitest';
import { isValidCreditCode } from '../../shared/validation/credit-code';
import { DEMO_CREDIT_CODE } from './users';

describe('demo company credit code', () => {
  it('passes the GB 32100-2015 check', () => {
    expect(isValidCreditCode(DEMO_CREDIT_CODE)).toBe(true);
  });
});
