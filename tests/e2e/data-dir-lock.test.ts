/**
 * One process per embedded database, with the compiled server as `npm start` runs it: a second
 * server on the same DATA_DIR refuses to start, naming the directory and the pid that holds it; once
 * the holder is killed (its lock left behind), the next start takes the directory over and finds the
 * data intact. (Two processes on one PGlite directory each accepted writes the other never saw.)
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newInstall, startServer, type Install, type RunningServer } from './helpers/server';
import { apiLogin } from './helpers/session';

let install: Install;
let dataDir: string;
let first: RunningServer;

describe('one server per data directory', () => {
  beforeAll(async () => {
    // The embedded database is what takes the lock: a copy of the embedded template, whatever the run's.
    install = await newInstall({ embedded: true });
    dataDir = install.dataDir;
    first = await startServer({ DATA_DIR: dataDir });
  }, 300_000);

  afterAll(async () => {
    await first?.stop();
    await install?.remove();
  });

  it('refuses a second server on the same directory, naming it and the holder', async () => {
    await expect(startServer({ DATA_DIR: dataDir })).rejects.toThrow(
      `The data directory ${join(dataDir, 'pglite')} is in use by process ${first.pid}.`,
    );
    // The first one serves on, untouched.
    expect(await apiLogin(first.baseUrl, 'admin', first.accounts.admin!)).toBeTruthy();
  });

  it('takes the directory over once its holder was killed, with the data intact', async () => {
    process.kill(first.pid, 'SIGKILL');
    await expect
      .poll(() =>
        fetch(`${first.baseUrl}/healthz`).then(
          () => 'up',
          () => 'down',
        ),
      )
      .toBe('down');
    const next = await startServer({ DATA_DIR: dataDir });
    try {
      expect(await apiLogin(next.baseUrl, 'admin', first.accounts.admin!)).toBeTruthy();
    } finally {
      await next.stop();
    }
  });
});
