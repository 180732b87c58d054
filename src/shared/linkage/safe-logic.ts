/**
 * json-logic evaluation with an allow-list of operators (DESIGN principle 2, lowcode.md §6.5):
 * a rule is data; an operator outside the list, or a var/missing path through `__proto__`,
 * `constructor` or `prototype`, makes the rule refused before json-logic-js sees it.
 */
import jsonLogic from 'json-logic-js';
import type { JsonLogic } from '../schema/types';

export const ALLOWED_OPERATORS = new Set([
  'var',
  'missing',
  'missing_some',
  '==',
  '!=',
  '===',
  '!==',
  '!',
  '!!',
  'and',
  'or',
  'if',
  '?:',
  '<',
  '<=',
  '>',
  '>=',
  'in',
  'cat',
  'substr',
  '+',
  '-',
  '*',
  '/',
  '%',
  'min',
  'max',
  'merge',
  'some',
  'all',
  'none',
  'map',
  'filter',
  'reduce',
]);

const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

export class UnsafeLogicError extends Error {
  override name = 'UnsafeLogicError';
}

function checkPath(path: unknown): void {
  if (typeof path === 'number') return;
  if (typeof path !== 'string') throw new UnsafeLogicError('A var path must be a string or a number');
  for (const segment of path.split('.')) {
    if (FORBIDDEN_SEGMENTS.has(segment)) throw new UnsafeLogicError(`Forbidden path segment: ${segment}`);
  }
}

function checkPaths(op: string, args: unknown): void {
  if (op === 'var') {
    const path = Array.isArray(args) ? args[0] : args;
    if (path === undefined || path === null || path === '') return;
    // A computed path (a rule producing the name) cannot be checked statically: refuse it.
    if (typeof path === 'object') throw new UnsafeLogicError('A var path must be a literal');
    checkPath(path);
  } else if (op === 'missing') {
    for (const p of Array.isArray(args) ? args : [args]) {
      if (typeof p === 'object' && p !== null) throw new UnsafeLogicError('A missing path must be a literal');
      checkPath(p);
    }
  } else if (op === 'missing_some') {
    const paths = Array.isArray(args) ? args[1] : undefined;
    if (!Array.isArray(paths)) throw new UnsafeLogicError('missing_some needs a list of paths');
    paths.forEach(checkPath);
  }
}

/** Throws UnsafeLogicError unless every operator is allowed and every path is safe. */
export function assertSafeLogic(rule: unknown): void {
  if (Array.isArray(rule)) {
    rule.forEach(assertSafeLogic);
    return;
  }
  if (rule === null || typeof rule !== 'object') return;
  const keys = Object.keys(rule);
  if (keys.length !== 1) throw new UnsafeLogicError('A rule object must have exactly one operator');
  const op = keys[0] as string;
  if (!ALLOWED_OPERATORS.has(op)) throw new UnsafeLogicError(`Operator not allowed: ${op}`);
  const args = (rule as Record<string, unknown>)[op];
  checkPaths(op, args);
  assertSafeLogic(args);
}

/** Evaluates a rule over data after the safety check; a refused rule throws UnsafeLogicError. */
export function evaluateLogic(rule: JsonLogic | boolean | undefined, data: unknown): unknown {
  if (rule === undefined) return undefined;
  if (typeof rule === 'boolean') return rule;
  assertSafeLogic(rule);
  return jsonLogic.apply(rule as jsonLogic.RulesLogic, data);
}

/** Truthiness in json-logic's sense (empty arrays are false). */
export function logicTruthy(rule: JsonLogic | boolean | undefined, data: unknown): boolean {
  return jsonLogic.truthy(evaluateLogic(rule, data));
}
