import { describe, expect, it } from 'vitest';
import { UnsafeLogicError, evaluateLogic, logicTruthy } from './safe-logic';

describe('evaluateLogic', () => {
  it('evaluates allowed operators over the data', () => {
    expect(evaluateLogic({ '==': [{ var: 'status' }, '2'] }, { status: '2' })).toBe(true);
    expect(
      logicTruthy(
        { and: [{ '>': [{ var: 'age' }, 17] }, { in: [{ var: 'sex' }, ['1', '2']] }] },
        { age: 18, sex: '1' },
      ),
    ).toBe(true);
    expect(
      logicTruthy({ some: [{ var: 'roles' }, { '==': [{ var: '' }, 'admin'] }] }, { roles: ['staff'] }),
    ).toBe(false);
    expect(evaluateLogic({ missing: ['a', 'b'] }, { a: 1 })).toEqual(['b']);
    expect(logicTruthy({ var: 'user.name' }, { user: { name: 'x' } })).toBe(true);
  });

  it('refuses prototype paths in var, missing and missing_some', () => {
    expect(() => evaluateLogic({ var: '__proto__' }, {})).toThrow(UnsafeLogicError);
    expect(() => evaluateLogic({ var: 'a.constructor.name' }, { a: {} })).toThrow(UnsafeLogicError);
    expect(() => evaluateLogic({ var: ['x.prototype', 1] }, {})).toThrow(UnsafeLogicError);
    expect(() => evaluateLogic({ '==': [{ var: 'ok' }, { var: '__proto__.polluted' }] }, {})).toThrow(
      UnsafeLogicError,
    );
    expect(() => evaluateLogic({ missing: ['constructor'] }, {})).toThrow(UnsafeLogicError);
    expect(() => evaluateLogic({ missing_some: [1, ['a', '__proto__']] }, {})).toThrow(UnsafeLogicError);
    expect(() => evaluateLogic({ var: { cat: ['__pro', 'to__'] } }, {})).toThrow(UnsafeLogicError);
  });

  it('refuses operators outside the allow-list', () => {
    expect(() => evaluateLogic({ method: [{ var: 'a' }, 'toString'] }, { a: 1 })).toThrow(
      /not allowed: method/,
    );
    expect(() => evaluateLogic({ log: 'x' }, {})).toThrow(UnsafeLogicError);
  });

  it('passes literal booleans and undefined through', () => {
    expect(evaluateLogic(true, {})).toBe(true);
    expect(evaluateLogic(undefined, {})).toBeUndefined();
  });
});
