/**
 * Module replacements every build of the client shares (the app in vite.config.ts, the benchmark
 * pages in tests/bench): one list, so a benchmark measures what users download.
 */
import { fileURLToPath } from 'node:url';

export const CLIENT_ALIASES = [
  // rjsf's markdown rendering is never switched on here; see renderers/form/plain-markdown.tsx.
  {
    find: /^markdown-to-jsx\/react$/,
    replacement: fileURLToPath(new URL('./renderers/form/plain-markdown.tsx', import.meta.url)),
  },
];
