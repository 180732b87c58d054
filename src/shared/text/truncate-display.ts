import { displayLength } from './display-length';

/**
 * Shortens text to at most `max` characters (SPEC §9 ellipsis: 12 in table cells), adding '...'.
 * Counts characters, not display width, as JeecgBoot's `filterMultiDictText`/ellipsis does.
 */
export function truncateText(text: string, max: number): { text: string; truncated: boolean } {
  const chars = Array.from(text);
  if (chars.length <= max) return { text, truncated: false };
  return { text: `${chars.slice(0, max).join('')}...`, truncated: true };
}

/** Shortens text so its display length (wide characters count 2) stays within `max`. */
export function truncateDisplay(text: string, max: number): string {
  if (displayLength(text) <= max) return text;
  let out = '';
  let used = 0;
  for (const ch of text) {
    const w = (ch.codePointAt(0) ?? 0) > 128 ? 2 : 1;
    if (used + w > max) break;
    out += ch;
    used += w;
  }
  return `${out}...`;
}
