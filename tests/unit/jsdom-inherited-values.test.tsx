/**
 * The DOM tests' fix for jsdom's inherited-value walk (tests/setup/jsdom-inherited-values.ts): the
 * values stay right, follow changes to the document, and a deep element costs a number of look-ups
 * that grows with its depth, not 2^depth. Each test reads its styles in the same task it adds them,
 * before the DOM tests' pruning of style sheets (tests/setup/jsdom-style-rules.ts) drops the custom
 * properties.
 */
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';

type Resolve = (...args: unknown[]) => string;
const computedStyle = createRequire(import.meta.url)(
  'jsdom/lib/jsdom/living/css/helpers/computed-style.js',
) as {
  replaceEmptyValueAndKeywords: Resolve;
};

function nest(depth: number): { top: HTMLElement; deepest: HTMLElement } {
  const top = document.createElement('div');
  let deepest = top;
  for (let i = 0; i < depth; i++) deepest = deepest.appendChild(document.createElement('div'));
  document.body.appendChild(top);
  return { top, deepest };
}

function addStyles(css: string): void {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);
}

afterEach(() => {
  document.head.querySelectorAll('style').forEach((s) => s.remove());
  document.body.replaceChildren();
});

describe('inherited values in jsdom', () => {
  it('resolves a custom property set to inherit, 30 elements deep, in a linear number of look-ups', () => {
    addStyles('.deep div { --only-icon-size: inherit; visibility: inherit }');
    const { top, deepest } = nest(30);
    top.className = 'deep';
    const resolve = computedStyle.replaceEmptyValueAndKeywords;
    let lookUps = 0;
    computedStyle.replaceEmptyValueAndKeywords = (...args) => {
      lookUps++;
      return resolve(...args);
    };
    try {
      const style = getComputedStyle(deepest);
      expect(style.getPropertyValue('--only-icon-size')).toBe('');
      expect(style.visibility).toBe('visible');
    } finally {
      computedStyle.replaceEmptyValueAndKeywords = resolve;
    }
    // Without the fix this element alone took 2^29 look-ups for the custom property.
    expect(lookUps).toBeLessThan(30 * 30);
  });

  it('inherits from the nearest ancestor that has the value', () => {
    addStyles('.deep .hidden { visibility: hidden; --size: 12px } .deep div { --size: inherit }');
    const { top, deepest } = nest(12);
    top.className = 'deep';
    (top.firstElementChild as HTMLElement).className = 'hidden';
    expect(getComputedStyle(deepest).visibility).toBe('hidden');
    expect(getComputedStyle(deepest).getPropertyValue('--size')).toBe('12px');
  });

  it('answers anew after the document changes', () => {
    addStyles('.hidden { visibility: hidden }');
    const { top, deepest } = nest(8);
    expect(getComputedStyle(deepest).visibility).toBe('visible');
    top.className = 'hidden';
    expect(getComputedStyle(deepest).visibility).toBe('hidden');
    top.className = '';
    expect(getComputedStyle(deepest).visibility).toBe('visible');
    addStyles('div div div { visibility: collapse }');
    expect(getComputedStyle(deepest).visibility).toBe('collapse');
  });
});
