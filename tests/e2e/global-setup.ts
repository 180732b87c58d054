/**
 * Once per browser test run: migrate and seed a template data directory with the compiled server
 * (then stop it, so the copies are of a closed database), and start the server most files share on
 * a copy of it. Files get both through inject('e2eServer') / inject('e2eTemplateDir').
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { ROOT, SERVER_ENTRY, startServer, type RunningServer } from './helpers/server';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // `npm test` builds first; a lone `vitest --project e2e` after a source change builds the server here.
  if (!existsSync(SERVER_ENTRY) || process.env.E2E_BUILD_SERVER === '1') {
    const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-server.mjs')], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('building the server failed');
  }
  const template = mkdtempSync(join(tmpdir(), 'certdesk-e2e-template-'));
  const seeding = await startServer({ DATA_DIR: template });
  await seeding.stop();
  project.provide('e2eTemplateDir', template);

  let shared: RunningServer | undefined;
  try {
    // Every file signs in from 127.0.0.1 on this one server, several times a minute: the per-address
    // sign-in limit (10 a minute, for one attacker's address) is raised for it. The limit itself is
    // tested by the API suites and by the files on servers of their own.
    shared = await startServer({ LOGIN_RATE_LIMIT: '1000' }, { template });
  } catch (error) {
    rmSync(template, { recursive: true, force: true });
    throw error;
  }
  project.provide('e2eServer', { baseUrl: shared.baseUrl, dataDir: shared.dataDir, accounts: shared.accounts, pid: shared.pid });
  return async () => {
    await shared?.stop();
    rmSync(template, { recursive: true, force: true });
  };
}
