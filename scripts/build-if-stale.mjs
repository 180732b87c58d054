#!/usr/bin/env node
// `npm start`'s build step: builds the client and the server only when what they are built from
// changed since the last build. The inputs are hashed (not compared by date: a checkout or a copy
// sets dates that say nothing about content), and the hash is written beside the compiled server
// once the whole build succeeded, so an interrupted build is redone on the next start. A start of
// an install that is already built then costs only the hashing (a fraction of a second), not a build.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const INPUT_DIRS = ['src', 'renderers', 'schemas', 'public'];
const INPUT_FILES = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-server.mjs',
  'scripts/precompress.mjs',
];
const OUTPUTS = ['dist/index.html', 'dist-server/main.js'];
const STAMP = join(root, 'dist-server', '.inputs-sha256');

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function inputsHash() {
  const files = [
    ...INPUT_DIRS.flatMap((dir) => filesUnder(join(root, dir))),
    ...INPUT_FILES.map((file) => join(root, file)).filter((file) => existsSync(file)),
  ];
  const hash = createHash('sha256');
  for (const file of files.map((f) => relative(root, f)).sort())
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

const wanted = inputsHash();
const built =
  OUTPUTS.every((file) => existsSync(join(root, file))) &&
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8').trim() === wanted;
if (built) {
  console.log('certdesk: the build is up to date');
} else {
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, `${wanted}\n`);
}
