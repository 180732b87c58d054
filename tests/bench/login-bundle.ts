/**
 * Benchmark (not part of the test run): gzipped JavaScript of the login page's first load, next to
 * the same page written by hand with antd (tests/bench/login-page/, built here by Vite the same way).
 * DESIGN budget (Performance): under 250 KB of gzipped JavaScript; routes code-split. Goal: at most
 * 1.2× the hand-written page.
 *
 *   npx vite build && node --import tsx tests/bench/login-bundle.ts
 *
 * Reads dist/index.html: the module entry, its modulepreloads and classic scripts, then every chunk
 * they import statically (recursively) — what the browser must fetch before the login form can
 * show. Chunks reached only by dynamic import() are listed apart and not counted (they load when a
 * route needs them). Sizes are gzip level 9 of the files as built (BENCH_DIST overrides dist/).
 */
import { readFileSync, existsSync, rmSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildBenchPage } from './helpers/chromium-page-bench';

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

/** The first load of the page built into `dist`: its JavaScript files with their gzipped sizes. */
function firstLoadOf(dist: string) {
  const fileOf = (urlPath: string) => join(dist, urlPath.replace(/^\//, ''));
  const indexHtml = join(dist, 'index.html');
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
    return {
      file: url,
      'raw KB': +(data.length / 1024).toFixed(1),
      'gzip KB': +(gzipSync(data, { level: 9 }).length / 1024).toFixed(1),
    };
  });
  rows.sort((a, b) => b['gzip KB'] - a['gzip KB']);
  const total = rows.reduce((sum, r) => sum + r['gzip KB'], 0);
  return { rows, total, dynamicOnly };
}

async function main(): Promise<void> {
  const app = firstLoadOf(DIST);
  console.table(app.rows);
  console.log(
    `dynamic-only chunks (not in the first load): ${app.dynamicOnly.size} — ${[...app.dynamicOnly].map((u) => posix.basename(u)).join(', ')}`,
  );
  console.log(
    `login page first load: ${app.rows.length} JavaScript files, ${app.total.toFixed(1)} KB gzipped (budget ${BUDGET_BYTES / 1024} KB) — ${app.total * 1024 <= BUDGET_BYTES ? 'within' : 'OVER'} budget`,
  );
  const handDir = await buildBenchPage(
    fileURLToPath(new URL('./login-page/', import.meta.url)),
    'login-hand',
  );
  try {
    const hand = firstLoadOf(handDir);
    console.log(
      `hand-written antd login page: ${hand.rows.length} JavaScript files, ${hand.total.toFixed(1)} KB gzipped`,
    );
    console.log(`login page / hand-written: ${(app.total / hand.total).toFixed(2)}× (goal ≤ 1.2×)`);
  } finally {
    rmSync(handDir, { recursive: true, force: true });
  }
}

await main();
