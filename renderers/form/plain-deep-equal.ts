/**
 * Stands in for @rjsf/utils' deepEquals (vite.aliases.ts), which is fast-equals configured to find
 * any two functions equal and to track cycles. rjsf compares with it what a form holds: schemas, ui schemas, form data and error schemas, which are plain objects,
 * arrays, strings, numbers, booleans, dates and functions. fast-equals handles every built-in type
 * (maps, sets, typed arrays, URLs, errors…) in about 2.6 KB gzipped on every form page; this
 * compares the values a form holds the way fast-equals does and treats any other object as equal
 * only to itself, as fast-equals does with a type it does not know.
 */
type Equal = (a: unknown, b: unknown) => boolean;

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/** React elements point at their owner fiber, a deep cycle that says nothing about the element. */
const isReactOwner = (a: object, b: object, key: string) =>
  key === '_owner' && ('$$typeof' in a || '$$typeof' in b);

function equal(a: unknown, b: unknown, seen: WeakMap<object, object>): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  if (typeof a !== typeof b) return false;
  if (typeof a === 'function') return true;
  if (typeof a === 'number' || typeof a === 'bigint') return Object.is(a, b);
  if (typeof a !== 'object') return false;
  const x = a as object;
  const y = b as object;
  if (seen.get(x) === y) return true;
  seen.set(x, y);
  if (Array.isArray(x)) {
    if (!Array.isArray(y) || x.length !== y.length) return false;
    return x.every((item, i) => equal(item, y[i], seen));
  }
  if (x instanceof Date) return y instanceof Date && Object.is(x.getTime(), y.getTime());
  if (x instanceof RegExp) return y instanceof RegExp && x.source === y.source && x.flags === y.flags;
  if (!isPlain(x) || !isPlain(y)) return false;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  return keys.every(
    (key) =>
      isReactOwner(x, y, key) ||
      (Object.prototype.hasOwnProperty.call(y, key) &&
        equal((x as Record<string, unknown>)[key], (y as Record<string, unknown>)[key], seen)),
  );
}

const deepEquals: Equal = (a, b) => equal(a, b, new WeakMap());
export default deepEquals;
