import { describe, expect, it } from 'vitest';
import type { LinkageRule } from '../schema/types';
import { computeFieldStates } from './field-states';
import { fieldStatesKey } from './field-states-key';

const rules: LinkageRule[] = [
  { when: { '==': [{ var: 'userType' }, 'customer_main'] }, show: ['companyId'], require: ['companyId'] },
  { when: { '==': [{ var: 'status' }, '2'] }, disable: ['email'], hide: ['phone'] },
  { when: { '==': [{ var: 'status' }, '2'] }, require: ['phone'] },
];

describe('computeFieldStates', () => {
  it('hides a show-field until its rule holds, then shows and requires it', () => {
    expect(computeFieldStates(rules, { userType: 'staff' }).companyId).toEqual({
      hidden: true,
      required: false,
      disabled: false,
    });
    expect(computeFieldStates(rules, { userType: 'customer_main' }).companyId).toEqual({
      hidden: false,
      required: true,
      disabled: false,
    });
  });
  it('applies hide and disable while the rule holds; a hidden field is never required', () => {
    const s = computeFieldStates(rules, { status: '2' });
    expect(s.email?.disabled).toBe(true);
    expect(s.phone).toEqual({ hidden: true, required: false, disabled: false });
    expect(computeFieldStates(rules, { status: '1' }).email).toBeUndefined();
  });
  it('ignores a rule with a prototype path instead of throwing', () => {
    const bad: LinkageRule[] = [{ when: { var: '__proto__.x' }, disable: ['a'] }];
    expect(computeFieldStates(bad, {}).a).toBeUndefined();
  });
  it('gives equal keys for equal states', () => {
    expect(fieldStatesKey(computeFieldStates(rules, { status: '2' }))).toBe(
      fieldStatesKey(computeFieldStates(rules, { status: '2', x: 1 })),
    );
    expect(fieldStatesKey(computeFieldStates(rules, { status: '2' }))).not.toBe(
      fieldStatesKey(computeFieldStates(rules, {})),
    );
  });
});
