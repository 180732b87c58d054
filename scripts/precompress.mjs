#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside each compressible file of the built client
// (dist/ or the folder given), once at build time: the server sends the copy a browser accepts
// (@fastify/static's preCompressed) instead of compressing per request or not at all. Files that
// do not get smaller by at least a tenth are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.map', '.wasm']);
/** Below this a copy saves less than the extra round of negotiation costs. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const path of files(root)) {
  const size = statSync(path).size;
  if (size < MIN_BYTES) continue;
  const content = readFileSync(path);
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size },
  });
  if (br.length > size * 0.9) continue;
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  raw += size;
  brotli += br.length;
  count++;
}
console.log(
  `precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`,
);
