/**
 * BENCH_ROUTES=1, for the benchmarks only (tests/bench/list-1m.ts), which measure the production
 * entry with its defaults: adds the schema roots named in BENCH_SCHEMA_ROOTS (the benchmark's demo
 * entity, path-delimiter separated) and DESIGN's comparison routes, GET /bench/select1 (open) and
 * GET /bench/select1-auth (authenticated): one database round trip in the same envelope.
 * Never set in production; without it main.ts does not load this file.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok } from './http/envelope';

type Env = Record<string, string | undefined>;

/** The app's extra schema roots (AppDeps schemaRoots): its registry is read when the modules register their routes. */
export function benchSchemaRoots(env: Env): string[] {
  const roots = (env.BENCH_SCHEMA_ROOTS ?? '').split(path.delimiter).filter((root) => root !== '');
  return roots.map((root) => path.resolve(root));
}

export function registerBenchRoutes(app: FastifyInstance): void {
  const select1 = async () => ok((await sql<{ one: number }>`select 1 as one`.execute(app.db)).rows[0]?.one);
  app.get('/bench/select1', { config: { open: true }, schema: { hide: true } }, select1);
  app.get('/bench/select1-auth', { config: { authenticated: true }, schema: { hide: true } }, select1);
}
