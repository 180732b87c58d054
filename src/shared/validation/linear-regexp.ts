/**
 * The regular expression engine of the server's write validation (ajv's `code.regExp`): RE2's
 * linear-time automaton (re2js, a pure JavaScript port, so no native build), so a pattern written
 * by an admin in the online form designer cannot hold a request with catastrophic backtracking
 * whatever the value. RE2 has no backreferences and no lookaround; a pattern that needs them runs
 * on the backtracking engine only when it was written in this repository (a schema of schemas/,
 * trusted like the code: registered through trustRepositoryPatterns), never when it came from data.
 * A pattern from data that RE2 cannot run refuses every value, so a stored form whose pattern
 * predates this check fails closed (its field's message) instead of answering 500 on every write.
 */
import { RE2JS } from 're2js';

export interface PatternMatcher {
  test(value: string): boolean;
  toString(): string;
}

/**
 * JavaScript's `\p{Script=Han}` / `\p{gc=L}` as RE2 writes them (`\p{Han}`, `\p{L}`); an escaped
 * backslash before the `p` (an even run of backslashes) leaves the text alone.
 */
const PROPERTY_PREFIX = /(?<!\\)((?:\\\\)*)\\([pP])\{(?:Script|sc|General_Category|gc)=([A-Za-z_]+)\}/g;

/** The pattern compiled for RE2 (JavaScript syntax translated: \u escapes, named groups, property names), or null when RE2 cannot run it. */
export function compileLinear(pattern: string): RE2JS | null {
  try {
    const properties = pattern.replace(
      PROPERTY_PREFIX,
      (_, escapes: string, p: string, name: string) => `${escapes}\\${p}{${name}}`,
    );
    return RE2JS.compile(RE2JS.translateRegExp(properties));
  } catch {
    return null;
  }
}

const trusted = new Set<string>();

/** Patterns of the repository's own schemas, which may use lookaround (e.g. password rules). */
export function trustRepositoryPatterns(patterns: Iterable<string>): void {
  for (const pattern of patterns) trusted.add(pattern);
}

function refuseAll(pattern: string): PatternMatcher {
  return { test: () => false, toString: () => `refused:${pattern}` };
}

function engine(pattern: string, unicode: string): PatternMatcher {
  const linear = compileLinear(pattern);
  if (linear) return linear;
  if (trusted.has(pattern)) return new RegExp(pattern, unicode);
  return refuseAll(pattern);
}

/** ajv's RegExpEngine: `code` names it in standalone code, which this project does not generate. */
export const patternEngine = Object.assign(engine, { code: 'patternEngine' });
