/**
 * In jsdom, style sheets serve one purpose: telling what is hidden and what takes no pointer. Testing
 * Library's role queries skip elements that are `display: none` or `visibility: hidden`, and
 * user-event refuses to click through `pointer-events: none`; nothing else in a DOM test reads a
 * computed style (layout and colours are the browser tests' job). Yet every `getComputedStyle`
 * matches the element and each ancestor against every rule of every sheet, and antd injects a few
 * thousand rules, most of them colours, spacing and fonts: matching them was a third of a DOM test
 * file's time (a role query per candidate element and ancestor).
 *
 * So each sheet keeps only those properties, and the rules that declare one of them; their computed
 * values are exactly what they were. A sheet is pruned when its `<style>` enters the
 * document or its text changes (antd rewrites a component's style element when its tokens change);
 * a query that runs before the observer does sees the whole sheet, which answers the same.
 */
const KEPT_PROPERTIES = ['display', 'visibility', 'pointer-events', 'all'];

/**
 * Whether jsdom's computed style could take one of the kept properties from the rule. It reads style
 * rules, those inside `@media` and `@import`ed sheets, and nothing else (keyframes, font faces and
 * layers never reach a computed style there).
 */
function affectsKeptProperty(rule: CSSRule): boolean {
  if (rule instanceof CSSStyleRule) return pruneDeclarations(rule.style) > 0;
  if (rule instanceof CSSMediaRule) {
    pruneRules(rule);
    return rule.cssRules.length > 0;
  }
  return rule instanceof CSSImportRule;
}

/** Removes the declarations of other properties (each costs a specificity comparison per match). */
function pruneDeclarations(style: CSSStyleDeclaration): number {
  const others = Array.from({ length: style.length }, (_, i) => style.item(i)).filter(
    (property) => !KEPT_PROPERTIES.includes(property),
  );
  for (const property of others) style.removeProperty(property);
  return style.length;
}

function pruneRules(group: CSSStyleSheet | CSSMediaRule): void {
  for (let i = group.cssRules.length - 1; i >= 0; i--) {
    if (!affectsKeptProperty(group.cssRules[i]!)) group.deleteRule(i);
  }
}

function pruneStyleElement(node: Node | null): void {
  if (node instanceof HTMLStyleElement && node.sheet) pruneRules(node.sheet);
}

const installed = window as Window & { styleRulesPruned?: true };
// Once per worker: the suites of a worker share its window (vitest's isolate: false), and this file
// runs before each of them.
if (!installed.styleRulesPruned) {
  installed.styleRulesPruned = true;
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') pruneStyleElement(record.target.parentNode);
      else {
        pruneStyleElement(record.target);
        record.addedNodes.forEach((node) => {
          pruneStyleElement(node);
          if (node instanceof Element) node.querySelectorAll('style').forEach(pruneStyleElement);
        });
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
  document.querySelectorAll('style').forEach(pruneStyleElement);
}
