/**
 * A Redis server of the test's own, to break on purpose (never the shared one on 6379): a
 * `redis-server` child on a free port, keeping nothing on disk.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from '../../setup/free-port';

export interface PrivateRedis {
  url: string;
  /** Kills the server (SIGKILL): connections drop, nothing answers. */
  kill(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and nothing is answered, as a hung Redis. */
  hang(): void;
  /** Lets a frozen server go on (SIGCONT). */
  resume(): void;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const start = async (): Promise<void> => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    // Ready when it answers PING.
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      for (let i = 0; i < 100; i++) {
        try {
          await probe.connect();
          if ((await probe.ping()) === 'PONG') return;
        } catch {
          probe.disconnect();
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      throw new Error(`redis-server on ${port} did not answer`);
    } finally {
      probe.disconnect();
    }
  };
  const kill = async (): Promise<void> => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url,
    kill,
    hang: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    start,
    close: async () => {
      child?.kill('SIGCONT');
      await kill();
    },
  };
}
