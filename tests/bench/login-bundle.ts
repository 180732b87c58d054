/**
 * Benchmark (not part of the test run): gzipped JavaScript of the login page's first load.
 * DESIGN budget (Performance): under 250 KB of gzipped JavaScript; routes code-split.
 *
 *   npx vite build && node --import tsx tests/bench/login-bundle.ts
 *
 * Reads dist/index.html: the module entry, its modulepreloads and classic scripts, then every chunk
 * they import statically (recursively) — what the browser must fetch before the login form can
 * show. Chunks reached only by dynamic import() are listed apart and not counted (they load when a
 * route needs them). Sizes are gzip level 9 of the files as built (BENCH_DIST overrides dist/).
 */
import { readFileSync, existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.env.BENCH_DIST ?? join(process.cwd(), 'dist');
const BUDGET_BYTES = 250 * 1024;

/** Static `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`; never `import("./x.js")`. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'`();]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

function attr(tag: string, name: string): string | null {
  return new RegExp(`\\b${name}=["']([^"']+)["']`).exec(tag)?.[1] ?? null;
}

/** URL paths of the JavaScript the HTML itself asks for. */
function htmlScripts(html: string): string[] {
  const out: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(tag, 'src');
    if (src) out.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = attr(tag, 'href');
    if (href && attr(tag, 'rel') === 'modulepreload') out.push(href);
  }
  return out;
}

function fileOf(urlPath: string): string {
  return join(DIST, urlPath.replace(/^\//, ''));
}

function main(): void {
  const indexHtml = join(DIST, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`${indexHtml} missing: run npx vite build first`);
  const firstLoad = new Set<string>();
  const dynamicOnly = new Set<string>();
  const queue = htmlScripts(readFileSync(indexHtml, 'utf8'));
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (firstLoad.has(url)) continue;
    firstLoad.add(url);
    const code = readFileSync(fileOf(url), 'utf8');
    const base = posix.dirname(url);
    for (const [, spec = ''] of code.matchAll(STATIC_IMPORT)) queue.push(posix.join(base, spec));
    for (const [, spec = ''] of code.matchAll(DYNAMIC_IMPORT)) dynamicOnly.add(posix.join(base, spec));
  }
  for (const url of firstLoad) dynamicOnly.delete(url);

  const rows = [...firstLoad].map((url) => {
    const data = readFileSync(fileOf(url));
    return { file: url, 'raw KB': +(data.length / 1024).toFixed(1), 'gzip KB': +(gzipSync(data, { level: 9 }).length / 1024).toFixed(1) };
  });
  rows.sort((a, b) => b['gzip KB'] - a['gzip KB']);
  const total = rows.reduce((sum, r) => sum + r['gzip KB'], 0);
  console.table(rows);
  console.log(`dynamic-only chunks (not in the first load): ${dynamicOnly.size} — ${[...dynamicOnly].map((u) => posix.basename(u)).join(', ')}`);
  console.log(`login page first load: ${rows.length} JavaScript files, ${total.toFixed(1)} KB gzipped (budget ${BUDGET_BYTES / 1024} KB) — ${total * 1024 <= BUDGET_BYTES ? 'within' : 'OVER'} budget`);
}

main();
