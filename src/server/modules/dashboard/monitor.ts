/**
 * The monitor dashboard's snapshot of this process: uptime, memory, event-loop delay
 * (perf_hooks.monitorEventLoopDelay, sampling since start), requests per minute, and the health
 * of the database (`select 1`, timed) and Redis (PING, or "not configured").
 */
import { monitorEventLoopDelay, performance, type IntervalHistogram } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { MonitorSnapshot } from '../../../shared/dashboard/dashboard-types';
import type { RequestCounter } from './request-counter';

const round = (n: number) => Math.round(n * 100) / 100;
const ms = (ns: number) => (Number.isFinite(ns) ? round(ns / 1e6) : 0);

export function startEventLoopMonitor(): IntervalHistogram {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  return histogram;
}

async function timed(check: () => Promise<unknown>): Promise<{ ok: boolean; ms: number }> {
  const started = performance.now();
  try {
    await check();
    return { ok: true, ms: round(performance.now() - started) };
  } catch {
    return { ok: false, ms: round(performance.now() - started) };
  }
}

export async function monitorSnapshot(
  app: FastifyInstance,
  histogram: IntervalHistogram,
  counter: RequestCounter,
): Promise<MonitorSnapshot> {
  const memory = process.memoryUsage();
  const [database, redis] = await Promise.all([
    timed(() => sql`select 1`.execute(app.db)),
    app.redis ? timed(() => app.redis!.ping()) : Promise.resolve(null),
  ]);
  const sampled = histogram.count > 0;
  return {
    uptimeSeconds: Math.round(process.uptime()),
    memory: { rss: memory.rss, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal },
    eventLoopDelayMs: {
      mean: sampled ? ms(histogram.mean) : 0,
      p50: sampled ? ms(histogram.percentile(50)) : 0,
      p99: sampled ? ms(histogram.percentile(99)) : 0,
      max: sampled ? ms(histogram.max) : 0,
    },
    requests: counter.window(),
    database: { ok: database.ok, kind: app.dbKind, ms: database.ms },
    redis: redis
      ? { configured: true, ok: redis.ok, ms: redis.ms }
      : { configured: false, ok: null, ms: null },
  };
}
