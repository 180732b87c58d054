/**
 * Benchmark (not part of the test run): the JavaScript a schema page loads, gzip level 9.
 *
 *   npx vite build --outDir /tmp/<you>-dist --emptyOutDir
 *   BENCH_DIST=/tmp/<you>-dist node --import tsx tests/bench/schema-page-bundle.ts
 *
 * "Shell" is what every signed-in page has loaded before a schema page opens: the entry and the
 * layout (BasicLayout) with their static imports. "List page" is the SchemaRoute chunk and what it
 * imports statically that the shell has not loaded; "form" is what opening the add/edit form adds
 * (FormDialog's chunk and its static imports, less the shell and the list page); likewise the
 * import dialog and the super-query builder.
 */
import { join } from 'node:path';
import { chunkNamed, gzipBytes, kb, staticClosure } from './js-closure';

const DIST = process.env.BENCH_DIST ?? join(process.cwd(), 'dist');

function closureOf(name: string): Set<string> {
  const file = chunkNamed(DIST, name);
  return file === undefined ? new Set() : staticClosure(DIST, [file]);
}

const minus = (a: Set<string>, ...others: Set<string>[]) =>
  new Set([...a].filter((f) => !others.some((o) => o.has(f))));

const shell = new Set([...closureOf('index'), ...closureOf('BasicLayout')]);
const list = minus(closureOf('SchemaRoute'), shell);
const schemaRoute = chunkNamed(DIST, 'SchemaRoute');
console.log(`build: ${DIST}`);
console.log(`SchemaRoute chunk alone: ${schemaRoute ? kb(gzipBytes(DIST, [schemaRoute])) : 'missing'}`);
console.log(
  `list page (SchemaRoute and its static imports beyond the shell): ${kb(gzipBytes(DIST, list))} in ${list.size} files`,
);
for (const [label, name] of [
  ['add/edit form (FormDialog)', 'FormDialog'],
  ['form page (FormPage)', 'FormPage'],
  ['import dialog (ImportDialog)', 'ImportDialog'],
  ['super-query builder (SuperQueryModal)', 'SuperQueryModal'],
] as const) {
  const own = minus(closureOf(name), shell, list);
  console.log(
    `${label}, added on opening: ${own.size ? `${kb(gzipBytes(DIST, own))} in ${own.size} files` : 'not a separate chunk'}`,
  );
}
console.log(`shell (entry + layout, loaded before any schema page): ${kb(gzipBytes(DIST, shell))}`);
