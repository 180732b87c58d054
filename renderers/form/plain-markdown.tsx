/**
 * Stands in for markdown-to-jsx where @rjsf/core imports it (vite.aliases.ts). rjsf renders
 * Markdown only for descriptions and help with `enableMarkdownInDescription` / `enableMarkdownInHelp`,
 * which no schema of ours sets, and for its own developer messages (an unsupported or broken field
 * schema). Text from schemas is shown as text, never parsed into elements, and every form page stops
 * carrying a markdown parser it never uses (about a quarter of rjsf's weight).
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }): ReactNode {
  return children;
}
