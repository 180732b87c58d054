/**
 * The DOM tests' pruning of style sheets (tests/setup/jsdom-style-rules.ts): once a `<style>` is in
 * the document, its sheet holds only the declarations of display, visibility and pointer-events,
 * and what Testing Library and user-event see through them is what the whole sheet gave.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

function addStyles(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);
  return style;
}

const ruleTexts = (style: HTMLStyleElement): string[] =>
  [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText.replace(/\s+/g, ' '));

afterEach(() => {
  document.head.querySelectorAll('style').forEach((s) => s.remove());
});

describe('style sheets in the DOM tests', () => {
  it('keeps the display, visibility and pointer-events declarations and drops the rest', async () => {
    const style = addStyles(
      [
        '.a { color: red; display: none; padding: 4px }',
        '.b { color: blue; --size: 2px }',
        '@media (min-width: 1px) { .c { visibility: hidden; margin: 0 } .d { color: green } }',
        '@media (min-width: 1px) { .e { font-size: 9px } }',
        '@keyframes spin { to { transform: rotate(1turn) } }',
        '.f { pointer-events: none !important; cursor: default }',
      ].join('\n'),
    );
    await waitFor(() =>
      expect(ruleTexts(style)).toEqual([
        '.a { display: none; }',
        '@media (min-width: 1px) { .c { visibility: hidden; } }',
        '.f { pointer-events: none !important; }',
      ]),
    );
  });

  it('prunes a sheet again when its text changes, as antd rewrites a style element', async () => {
    const style = addStyles('.a { color: red }');
    await waitFor(() => expect(ruleTexts(style)).toEqual([]));
    style.textContent = '.a { color: red; display: inline-flex }';
    await waitFor(() => expect(ruleTexts(style)).toEqual(['.a { display: inline-flex; }']));
  });

  it('still hides what a class hides from role queries, and blocks clicks where pointer-events are off', async () => {
    addStyles('.closed { display: none; color: red } .inert { pointer-events: none; opacity: .5 }');
    render(
      <div>
        <div className="closed">
          <button type="button">hidden</button>
        </div>
        <button type="button" className="inert">
          inert
        </button>
      </div>,
    );
    // After the observer has run: the sheet is pruned, and the button under .closed is still hidden.
    await waitFor(() => expect(ruleTexts(document.head.querySelector('style')!)).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'hidden' })).toBeNull();
    await expect(userEvent.click(screen.getByRole('button', { name: 'inert' }))).rejects.toThrow(
      /pointer-events/,
    );
  });
});
