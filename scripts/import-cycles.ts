#!/usr/bin/env node
/**
 * `node --import tsx scripts/import-cycles.ts`: fails when the app's source has a runtime import cycle
 * (a module in a cycle may run before the modules it needs are initialised, and a cycle ties files that
 * should change apart). Type-only imports and lazy `import()` do not count (runtime-imports.ts). One
 * pass over the module graph: the ESLint rule that did this per file took half of the lint's time.
 */
import { fileURLToPath } from 'node:url';
import { findCycles } from './import-cycles/find-cycles';
import { moduleGraph } from './import-cycles/module-graph';

const root = fileURLToPath(new URL('..', import.meta.url));
const graph = moduleGraph(root, ['src', 'renderers']);
const cycles = findCycles(graph);
if (cycles.length === 0) {
  console.log(`no runtime import cycle in ${graph.size} files`);
} else {
  console.log(`${cycles.length} runtime import cycle(s); cut one import of each:`);
  for (const cycle of cycles) console.log(`  ${cycle.join('\n    → ')}`);
  process.exitCode = 1;
}
