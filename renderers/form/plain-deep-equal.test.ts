import { describe, expect, it } from 'vitest';
import deepEquals from './plain-deep-equal';
const cyclic = () => {
  const node: Record<string, unknown> = { name: 'a' };
  node.self = node;
  return node;
};
const element = (owner: unknown) => ({
  $$typeof: Symbol.for('react.element'),
  type: 'b',
  props: {},
  _owner: owner,
});

describe("deepEquals (the stand-in for rjsf's)", () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['equal texts', 'a', 'a', true],
    ['different texts', 'a', 'b', false],
    ['NaN and NaN', NaN, NaN, true],
    ['0 and -0', 0, -0, true],
    ['a number and its text', 1, '1', false],
    ['null and undefined', null, undefined, false],
    ['an object and null', {}, null, false],
    ['two functions', () => 1, () => 2, true],
    ['a function and an object', () => 1, {}, false],
    ['nested plain objects', { a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] }, true],
    ['key order does not matter', { a: 1, b: 2 }, { b: 2, a: 1 }, true],
    ['an extra key', { a: 1 }, { a: 1, b: undefined }, false],
    ['a missing key against an undefined one', { a: 1, c: undefined }, { a: 1, b: undefined }, false],
    ['arrays of different length', [1, 2], [1, 2, 3], false],
    ['an array and an object with index keys', [1], { 0: 1 }, false],
    ['equal dates', new Date(5), new Date(5), true],
    ['different dates', new Date(5), new Date(6), false],
    ['invalid dates', new Date(NaN), new Date(NaN), true],
    ['equal patterns', /a+/g, /a+/g, true],
    ['patterns with other flags', /a+/g, /a+/i, false],
    ['null-prototype and plain objects alike', Object.assign(Object.create(null), { a: 1 }), { a: 1 }, true],
    ['two files (known only by identity)', new Blob(['a']), new Blob(['a']), false],
    ['two cyclic structures of the same shape', cyclic(), cyclic(), true],
    ['React elements with other owners', element({ fiber: 1 }), element({ fiber: 2 }), true],
    ['objects with other owners that are not elements', { _owner: 1 }, { _owner: 2 }, false],
  ])('%s', (_name, a, b, expected) => {
    expect(deepEquals(a, b)).toBe(expected);
    expect(deepEquals(b, a)).toBe(expected);
  });

  it('finds the same object equal to itself', () => {
    const value = { a: [1, 2] };
    expect(deepEquals(value, value)).toBe(true);
  });
});
