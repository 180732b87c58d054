/**
 * Once per browser test run: migrate and seed the templates with the compiled server (then stop it,
 * so the copies are of a closed database), and start the server most files share on a copy. Files get
 * both through inject('e2eServer') / inject('e2eTemplates').
 *
 * With DATABASE_URL there are two templates, seeded side by side: a PostgreSQL database of the run's
 * own (dropped at the end) that the shared server and the files' own servers run on copies of, as a
 * production install does (PGlite runs every query in WebAssembly on the server's one thread, which
 * made it the browser stream's bottleneck, and a PGlite server took 15–25 s to start on a copy on a
 * busy machine); and the embedded one (PGlite), for the files about the embedded database itself.
 * Without DATABASE_URL everything runs on copies of the embedded template.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import {
  ROOT,
  SERVER_ENTRY,
  copyInstall,
  startServer,
  type Install,
  type InstallTemplate,
  type InstallTemplates,
  type RunningServer,
} from './helpers/server';
import {
  createDatabase,
  dropDatabase,
  dropStaleDatabases,
  newDatabaseName,
  withDatabase,
} from '../setup/postgres-databases';

/** Seeds a template: into `dataDir`, and into `database` on DATABASE_URL's server when given. */
async function seedTemplate(dataDir: string, database?: string): Promise<InstallTemplate> {
  const url = process.env.DATABASE_URL;
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (database && url) env.DATABASE_URL = withDatabase(url, database);
  const seeding = await startServer(env);
  await seeding.stop();
  return database ? { dataDir, database } : { dataDir };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // `npm test` builds first; a lone `vitest --project e2e` after a source change builds the server here.
  if (!existsSync(SERVER_ENTRY) || process.env.E2E_BUILD_SERVER === '1') {
    const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-server.mjs')], {
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('building the server failed');
  }
  const url = process.env.DATABASE_URL;
  const embeddedDir = mkdtempSync(join(tmpdir(), 'certdesk-e2e-template-'));
  const postgresDir = url ? mkdtempSync(join(tmpdir(), 'certdesk-e2e-template-')) : undefined;
  const database = url ? newDatabaseName('e2etpl') : undefined;
  let sharedInstall: Install | undefined;
  let shared: RunningServer | undefined;
  const remove = async (): Promise<void> => {
    await shared?.stop();
    await sharedInstall?.remove();
    for (const dir of [embeddedDir, postgresDir]) if (dir) rmSync(dir, { recursive: true, force: true });
    if (url && database) await dropDatabase(url, database);
  };
  try {
    if (url && database) {
      await dropStaleDatabases(url);
      await createDatabase(url, database);
    }
    const [embedded, postgres] = await Promise.all([
      seedTemplate(embeddedDir),
      postgresDir ? seedTemplate(postgresDir, database) : undefined,
    ]);
    const templates: InstallTemplates = postgres ? { embedded, postgres } : { embedded };
    project.provide('e2eTemplates', templates);
    sharedInstall = await copyInstall(templates.postgres ?? templates.embedded);
    // Every file signs in from 127.0.0.1 on this one server, several times a minute: the per-address
    // sign-in limit (10 a minute, for one attacker's address) is raised for it. The limit itself is
    // tested by the API suites and by the files on servers of their own.
    shared = await startServer({ LOGIN_RATE_LIMIT: '1000', ...sharedInstall.env });
  } catch (error) {
    await remove();
    throw error;
  }
  project.provide('e2eServer', {
    baseUrl: shared.baseUrl,
    dataDir: shared.dataDir,
    accounts: shared.accounts,
    pid: shared.pid,
  });
  return remove;
}
