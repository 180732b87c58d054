/**
 * Load generation for the HTTP benchmarks with wrk (C, epoll; not the bottleneck at these rates,
 * unlike an in-process Node fetch loop that saturated near 3,300 req/s on this machine).
 * Install on Debian: `apt-get install -y wrk`.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface LoadResult {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers plus socket errors. */
  errors: number;
}

export function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version exits 1 after printing its version: present. ENOENT: absent.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

function toMs(value: string, unit: string): number {
  const n = Number(value);
  if (unit === 'us') return n / 1000;
  if (unit === 's') return n * 1000;
  if (unit === 'm') return n * 60_000;
  return n;
}

function percentile(output: string, p: string): number {
  const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
  if (!match) throw new Error(`wrk output without a ${p}% line:\n${output}`);
  return toMs(match[1] ?? '', match[2] ?? '');
}

function count(output: string, pattern: RegExp): number {
  const match = pattern.exec(output);
  return match ? Number(match[1]) : 0;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  threads?: number;
  headers?: Record<string, string>;
  /** Wraps the measured run only (not the warm-up), e.g. to read CPU counters around it. */
  around?: <T>(run: () => Promise<T>) => Promise<T>;
}

export async function wrkLoad(name: string, url: string, options: LoadOptions): Promise<LoadResult> {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const common = [
    '-t',
    String(options.threads ?? 2),
    '-c',
    String(options.connections),
    '--latency',
    ...headerArgs,
  ];
  // Warm-up: plans cached, pools and caches filled.
  await run('wrk', [...common, '-d', '2s', url]);
  const measured = () => run('wrk', [...common, '-d', `${options.seconds}s`, url], { maxBuffer: 1 << 20 });
  const { stdout } = await (options.around ? options.around(measured) : measured());
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    name,
    requests: count(stdout, /^\s*(\d+) requests in/m),
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0),
    p50: percentile(stdout, '50'),
    p99: percentile(stdout, '99'),
    errors:
      count(stdout, /Non-2xx or 3xx responses: (\d+)/) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}
