/**
 * HAProxy (Debian's `haproxy`) in front of the bench's instances, configured the way the README's
 * "Running on several machines" example is: an instance takes requests while its /readyz answers
 * 200 (it answers 503 from the moment it starts draining), a request whose connection an instance
 * refused goes to another one, and the stats page tells the bench when an instance is back in.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Backend {
  name: string;
  port: number;
}

/** The configuration the bench runs (also what the README shows). */
export function haproxyConfig(frontPort: number, statsPort: number, backends: Backend[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 10s',
    // A connection an instance refused (it has just closed its listener) is tried again, on
    // another instance: nothing had been sent, so even a write is safe to send again.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure',
    // One server connection per request: an instance that is draining answers `Connection: close`,
    // and no idle server connection is left for HAProxy to reuse while the instance closes it.
    '  option http-server-close',
    'frontend app',
    `  bind 127.0.0.1:${frontPort}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    // Out after two failed checks (a draining instance answers 503 at once; a check a busy
    // instance answers late is not enough), back after two passed.
    '  timeout check 3s',
    '  default-server inter 500ms fall 2 rise 2',
    ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`),
    'listen stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    '',
  ].join('\n');
}

export interface Haproxy {
  /** The status HAProxy gives each server now (UP, DOWN, …). */
  status(): Promise<Map<string, string>>;
  /** Retries and redispatches HAProxy made for the backend (its stats' wretr and wredis). */
  retries(): Promise<{ retries: number; redispatches: number }>;
  stop(): Promise<void>;
}

async function statsRows(statsPort: number): Promise<Array<Record<string, string>>> {
  const text = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
  const [header, ...lines] = text.trim().split('\n');
  const names = header!.replace(/^# /, '').split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(names.map((n, i) => [n, cells[i] ?? '']));
  });
}

export async function startHaproxy(
  dir: string,
  frontPort: number,
  statsPort: number,
  backends: Backend[],
): Promise<Haproxy> {
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(frontPort, statsPort, backends));
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', file], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}) at start`);
    const ready = await statsRows(statsPort).then(
      () => true,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    async status() {
      const rows = await statsRows(statsPort);
      return new Map(rows.filter((r) => r.pxname === 'instances').map((r) => [r.svname!, r.status!]));
    },
    async retries() {
      const row = (await statsRows(statsPort)).find(
        (r) => r.pxname === 'instances' && r.svname === 'BACKEND',
      );
      return { retries: Number(row?.wretr ?? 0), redispatches: Number(row?.wredis ?? 0) };
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
