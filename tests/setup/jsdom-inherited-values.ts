/**
 * jsdom 29 resolves an inherited CSS value by asking each ancestor in turn, and every ancestor it asks
 * resolves its own value by asking all of its ancestors again. When no ancestor has a value (a custom
 * property set to `inherit` that nothing above defines: antd gives each button three), one
 * `getComputedStyle` costs 2^depth look-ups: 4,194,303 for a button 23 elements deep in a dialog's
 * form, about five seconds, and Testing Library's role queries call it for every candidate element
 * and each of its ancestors. (jsdom 30, which needs Node 22, is past our pinned 29.1.)
 *
 * The computed-style helpers reach each other through the module's exports on every ancestor step, so
 * remembering one answer per element, property and specified value makes the walk linear. The answers
 * are kept per style cache: jsdom starts a new one on every change to the document, its attributes or
 * its style sheets, so an answer never outlives the styles it was computed from.
 */
import { createRequire } from 'node:module';

interface ElementImpl {
  _ownerDocument: { _styleCache: object };
}
interface ResolveOptions {
  inherit: boolean;
  initial: string;
  isColor: boolean;
  longhands?: unknown;
}
type Resolve = (property: string, value: string, element: ElementImpl, options: ResolveOptions) => string;

const require = createRequire(import.meta.url);
const computedStyle = require('jsdom/lib/jsdom/living/css/helpers/computed-style.js') as {
  replaceEmptyValueAndKeywords: Resolve;
};

const resolve = computedStyle.replaceEmptyValueAndKeywords;
/** Answers by style cache (one per document state), then by element. */
const answers = new WeakMap<object, WeakMap<ElementImpl, Map<string, string>>>();

function answersFor(element: ElementImpl): Map<string, string> {
  const styles = element._ownerDocument._styleCache;
  let byElement = answers.get(styles);
  if (!byElement) answers.set(styles, (byElement = new WeakMap()));
  let byKey = byElement.get(element);
  if (!byKey) byElement.set(element, (byKey = new Map()));
  return byKey;
}

// Installed once per worker: the suites of a worker share jsdom's modules (vitest's isolate: false).
if (!(resolve as { remembered?: true }).remembered) {
  const remembered: Resolve = (property, value, element, options) => {
    const known = answersFor(element);
    const key = [
      property,
      value,
      options.inherit,
      options.initial,
      options.isColor,
      Boolean(options.longhands),
    ].join('\u0000');
    const answer = known.get(key);
    if (answer !== undefined) return answer;
    const computed = resolve(property, value, element, options);
    known.set(key, computed);
    return computed;
  };
  (remembered as { remembered?: true }).remembered = true;
  computedStyle.replaceEmptyValueAndKeywords = remembered;
}
