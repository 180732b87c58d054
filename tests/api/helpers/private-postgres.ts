/**
 * A PostgreSQL server of the test's own, to break on purpose (never the shared one on 5432): a new
 * cluster by initdb under a temporary directory, on a free port, run as the `postgres` user when
 * the tests run as root (PostgreSQL refuses to run as root).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../setup/free-port';

export interface PrivatePostgres {
  url: string;
  /** Kills the server at once (`pg_ctl stop -m immediate`, as a crash or a lost host would). */
  kill(): void;
  /** Starts it again on the same directory and port. */
  start(): void;
  /** Stops it and removes its directory. */
  close(): void;
}

function binDir(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error('no PostgreSQL under /usr/lib/postgresql');
  return join('/usr/lib/postgresql', versions[0]!, 'bin');
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const root = mkdtempSync(join(tmpdir(), 'certdesk-pg-'));
  const dataDir = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  const pgUser = asRoot ? Number(execFileSync('id', ['-u', 'postgres']).toString().trim()) : undefined;
  if (pgUser !== undefined) {
    chmodSync(root, 0o755);
    chownSync(root, pgUser, pgUser);
  }
  const run = (tool: string, args: string[]): void => {
    const command = join(bin, tool);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
    else execFileSync(command, args, { stdio: 'pipe' });
  };
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = (): void =>
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(root, 'log'), '-w', 'start']);
  const kill = (): void => run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    kill,
    start,
    close: () => {
      try {
        kill();
      } catch {
        // Already stopped.
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
