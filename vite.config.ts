import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { CLIENT_ALIASES } from './vite.aliases';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  root: '.',
  resolve: { alias: CLIENT_ALIASES },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Everything the entry imports statically (the login page's first load) in one chunk: split
      // into ~70 shared chunks it weighed 30 KB more gzipped, each file compressed on its own.
      // Lazy routes and widgets keep their own chunks.
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
  server: {
    port: 5173,
    // In development the Vite server proxies the API so the browser sees one origin.
    proxy: {
      '/sys': apiTarget,
      '/api': apiTarget,
      '/online': apiTarget,
      '/websocket': { target: apiTarget, ws: true },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'renderers/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          // The files of a worker share its modules: importing them again per file was 50 of the run's
          // 67 s. No unit test mocks a module (a dependency is passed in instead) and each restores the
          // globals, timers and environment it changes.
          isolate: false,
          testTimeout: 30_000,
          setupFiles: ['tests/setup/remove-temp-dirs.ts'],
        },
      },
      {
        extends: true,
        // The tests load antd as Node does, from its CommonJS build (lib/); the client imports a few
        // antd modules by file from its ES build (es/), which in a test would be second copies with
        // their own React contexts (App, ConfigProvider). Here those come from lib/ as well.
        resolve: { alias: [{ find: /^antd\/es\//, replacement: 'antd/lib/' }] },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'renderers/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
          setupFiles: [
            'tests/setup/jsdom-inherited-values.ts',
            'tests/setup/jsdom-style-rules.ts',
            'tests/setup/dom.ts',
          ],
          // The suites of a worker share its modules and its window (antd, rjsf and React loaded
          // once, not per file: that was two thirds of this project's time). Each test cleans up
          // what it rendered (setup/dom.ts) and answers requests at the HTTP layer
          // (setup/answer-requests.ts), never by mocking a module another suite may have loaded.
          isolate: false,
          // A DOM test renders antd in jsdom; on a busy 2-core machine one took over vitest's 5 s default.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // One migrated PGlite cluster per run, which every suite's database starts from.
          globalSetup: ['tests/api/global-setup.ts'],
          setupFiles: ['tests/setup/remove-temp-dirs.ts'],
          // The suites share a worker's modules instead of importing the whole server again per file
          // (import was most of a small suite's time). Each suite builds its own app on its own
          // database, and what belongs to an app (schema registry, hooks, actions) is held by the app.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // One template data directory and one shared server per run (global-setup.ts).
          globalSetup: ['tests/e2e/global-setup.ts'],
          // The files run one after another in one worker that keeps its modules (playwright-core, the
          // helpers): importing them again per file was a tenth of the browser stream. No e2e file or
          // helper keeps state in a module or changes process.env; each launches its own Chromium.
          isolate: false,
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          // Waits are for what the user sees; vitest's default of one second is no room on a busy machine.
          expect: { poll: { timeout: 20_000, interval: 100 } },
        },
      },
    ],
  },
});
