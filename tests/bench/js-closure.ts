/**
 * The JavaScript a chunk needs before it runs: the chunk and every chunk it imports statically,
 * recursively, in a Vite build's output (assets/*.js). Chunks reached only by import() are not part
 * of it. Sizes are gzip level 9 of the files as built. Shared by the form and schema-page benches.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Static `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`; never `import("./x.js")`. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'`();]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;

/** Paths relative to the build's root (`assets/x.js`) of the chunks a file needs, itself included. */
export function staticClosure(dist: string, files: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const [, spec] of code.matchAll(STATIC_IMPORT))
      if (spec) queue.push(posix.normalize(posix.join(posix.dirname(file), spec)));
  }
  return seen;
}

/** The built chunk whose file name starts with `name-` (Vite names chunks after their module). */
export function chunkNamed(dist: string, name: string): string | undefined {
  const file = readdirSync(join(dist, 'assets')).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  return file === undefined ? undefined : `assets/${file}`;
}

export function gzipBytes(dist: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  return total;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
