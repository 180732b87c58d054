/**
 * Once per browser test run: migrate and seed a template data directory with the compiled server
 * (then stop it, so the copies are of a closed database), and start the server most files share.
 * Files get both through inject('e2eServer') / inject('e2eTemplateDir').
 *
 * The shared server runs on PostgreSQL when DATABASE_URL is set (a database of this run's own, dropped
 * at the end), as a production install does: PGlite runs every query in WebAssembly on the server's
 * one thread, which made it the browser stream's bottleneck. Without DATABASE_URL it runs on a copy
 * of the template. The servers files start for themselves stay on the embedded default (PGlite).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { ROOT, SERVER_ENTRY, startServer, type RunningServer } from './helpers/server';
import {
  createDatabase,
  dropDatabase,
  dropStaleDatabases,
  newDatabaseName,
  withDatabase,
} from '../setup/postgres-databases';

/** Where the shared server keeps its data: a database of the run's own, or a template copy. */
interface SharedStorage {
  env: Record<string, string>;
  remove: () => Promise<void>;
}

async function sharedStorage(): Promise<SharedStorage> {
  const url = process.env.DATABASE_URL;
  if (!url) return { env: {}, remove: async () => undefined };
  await dropStaleDatabases(url);
  const name = newDatabaseName('e2e');
  await createDatabase(url, name);
  // Files (uploads, the account files the tests read) still go to a data directory.
  const dataDir = mkdtempSync(join(tmpdir(), 'certdesk-e2e-shared-'));
  return {
    env: { DATABASE_URL: withDatabase(url, name), DATA_DIR: dataDir },
    remove: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await dropDatabase(url, name);
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // `npm test` builds first; a lone `vitest --project e2e` after a source change builds the server here.
  if (!existsSync(SERVER_ENTRY) || process.env.E2E_BUILD_SERVER === '1') {
    const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-server.mjs')], {
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('building the server failed');
  }
  const template = mkdtempSync(join(tmpdir(), 'certdesk-e2e-template-'));
  const seeding = await startServer({ DATA_DIR: template });
  await seeding.stop();
  project.provide('e2eTemplateDir', template);

  let shared: RunningServer | undefined;
  let storage: SharedStorage | undefined;
  try {
    storage = await sharedStorage();
    // Every file signs in from 127.0.0.1 on this one server, several times a minute: the per-address
    // sign-in limit (10 a minute, for one attacker's address) is raised for it. The limit itself is
    // tested by the API suites and by the files on servers of their own.
    shared = await startServer({ LOGIN_RATE_LIMIT: '1000', ...storage.env }, { template });
  } catch (error) {
    await storage?.remove();
    rmSync(template, { recursive: true, force: true });
    throw error;
  }
  project.provide('e2eServer', {
    baseUrl: shared.baseUrl,
    dataDir: shared.dataDir,
    accounts: shared.accounts,
    pid: shared.pid,
  });
  return async () => {
    await shared?.stop();
    await storage?.remove();
    rmSync(template, { recursive: true, force: true });
  };
}
