/**
 * The harness the Chromium page benchmarks share (editable-table-chromium.ts, form-200-chromium.ts):
 * build a bench page with Vite in production mode into a temp dir, serve it on 127.0.0.1, open it
 * LOADS times per variant in headless Chromium, the variants alternating load by load (machine noise
 * falls on all alike), each load in a fresh browser context (no shared HTTP cache or JS heap, like a
 * user opening the page); and the medians and load average the reports print.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Page } from 'playwright-core';
import { build, type Alias } from 'vite';
import { CLIENT_ALIASES } from '../../../vite.aliases';
import { launchBrowser } from '../../e2e/helpers/browser';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Serves the built files; anything outside the directory or missing is a 404. */
function serve(dir: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const file = normalize(join(dir, path === '/' ? 'index.html' : decodeURIComponent(path)));
    if (!file.startsWith(dir + sep)) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
export const list = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(', ');
/** The machine's load average (1/5/15 min), printed with every run. */
export const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/**
 * Builds the page in `entryDir` (production mode, the React plugin as in vite.config.ts) into a new
 * temp dir and answers it. `minify: false` and `resolve` serve profiling builds.
 */
export async function buildBenchPage(
  entryDir: string,
  name: string,
  options: { minify?: boolean; alias?: Alias[] } = {},
): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `${name}-`));
  await build({
    root: entryDir,
    configFile: false,
    mode: 'production',
    plugins: [react()],
    // The app's module replacements, then the bench's own (which come first in the list).
    resolve: { alias: [...(options.alias ?? []), ...CLIENT_ALIASES] },
    // The bench pages bundle all of antd into one chunk on purpose; the size warning is not news here.
    build: { outDir, emptyOutDir: true, minify: options.minify ?? true, chunkSizeWarningLimit: 5000 },
    logLevel: 'warn',
  });
  return outDir;
}

/**
 * Serves `outDir`, opens `?variant=<v>` `loads` times per variant (alternating) and hands each
 * load's measurement to `onRun`; removes `outDir` at the end. Answers Chromium's version.
 */
export async function runAlternatingLoads<V extends string, R>(options: {
  outDir: string;
  variants: readonly V[];
  loads: number;
  measure(page: Page, url: string): Promise<R>;
  onRun(variant: V, run: R): void;
}): Promise<string> {
  const server = await serve(options.outDir);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await launchBrowser();
  const version = browser.version();
  try {
    for (let i = 0; i < options.loads; i += 1) {
      for (const variant of options.variants) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        options.onRun(variant, await options.measure(page, `${url}?variant=${variant}`));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(options.outDir, { recursive: true, force: true });
  }
  return version;
}
