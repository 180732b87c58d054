#!/usr/bin/env node
// The compiled server: src/server/main.ts and the import's worker thread bundled by esbuild into
// dist-server/, with packages left to node_modules. `npm start` and the browser tests run it, so a
// start costs no TypeScript transpilation (through tsx the server took about 6 s longer to start).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const outdir = `${root}dist-server`;
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/server/main.ts', 'import-worker': 'src/server/modules/crud/import/worker.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
