/**
 * Benchmark (not part of the test run): notice fan-out. BENCH_SOCKETS (default 5,000) notice
 * sockets spread over two app instances on one database and one Redis (REDIS_URL; without it one
 * instance, said in the output), then one announcement to everyone published through instance A:
 * the time from the publish request until the last socket has the push, and the servers' memory
 * per open socket. The sockets live in a child process, so the memory measured is the servers'.
 *
 * DESIGN budget: 5,000 sockets over two instances, one announcement delivered to all within 1 s.
 *
 *   REDIS_URL=redis://127.0.0.1:6379 node --expose-gc --import tsx tests/bench/notice-fanout.ts
 *   BENCH_SOCKETS=200 BENCH_USERS=20 … (a quick check)
 *
 * Results with the machine's load average: tests/bench/RESULTS.md.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { hashPassword } from '../../src/server/auth/passwords';
import { newId } from '../../src/server/db/ids';
import { connectRedis } from '../../src/server/redis';
import { roleId } from '../../src/server/seed/roles';
import { noticeBusOf } from '../../src/server/notice/notice-bus';
import { createTestApp } from '../api/helpers/test-app';
import { api } from '../fixtures/crud-helpers';
import { openSocket, type OpenedSocket } from '../api/helpers/ws-client';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5_000);
const USERS = Number(process.env.BENCH_USERS ?? 50);
/** Sockets being opened at once by the client process. */
const OPENING = 100;

interface Target {
  url: string;
  origin: string;
  token: string;
}

type ChildMessage =
  { opened: number; failed: number } | { received: number; lastAt: number; missing: number };

// ---- client side (child process): opens the sockets, reports when the push has reached them all.
async function client(): Promise<void> {
  const targets = JSON.parse(process.env.BENCH_TARGETS!) as Target[];
  const sockets: OpenedSocket[] = [];
  let failed = 0;
  for (let start = 0; start < SOCKETS; start += OPENING) {
    const batch = Array.from(
      { length: Math.min(OPENING, SOCKETS - start) },
      (_, i) => targets[(start + i) % targets.length]!,
    );
    const results = await Promise.all(
      batch.map((t) => openSocket(t.url, { token: t.token, origin: t.origin }).catch(() => null)),
    );
    for (const r of results) {
      if (r && 'opened' in r) sockets.push(r.opened);
      else failed++;
    }
  }
  process.send!({ opened: sockets.length, failed } satisfies ChildMessage);
  process.on('message', (msg: { msgId: string }) => {
    let lastAt = 0;
    let received = 0;
    let pending = sockets.length;
    const done = () =>
      process.send!({ received, lastAt, missing: sockets.length - received } satisfies ChildMessage);
    const timer = setTimeout(done, 30_000);
    for (const s of sockets) {
      void s
        .next((m) => m.msgId === msg.msgId, 30_000)
        .then(
          () => {
            lastAt = Math.max(lastAt, Date.now());
            received++;
            if (--pending === 0) {
              clearTimeout(timer);
              done();
            }
          },
          () => undefined,
        );
    }
  });
}

// ---- server side (this process): two instances, the users, the publish, the measurements.
function childSays<T extends ChildMessage>(child: ChildProcess, key: keyof T): Promise<T> {
  return new Promise((resolve) => {
    const listener = (m: ChildMessage) => {
      if (key in m) {
        child.off('message', listener);
        resolve(m as T);
      }
    };
    child.on('message', listener);
  });
}

function memory(): { rssMb: number; heapMb: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return { rssMb: m.rss / 2 ** 20, heapMb: m.heapUsed / 2 ** 20 };
}

async function listen(app: FastifyInstance): Promise<{ url: string; origin: string }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `ws://127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` };
}

async function server(): Promise<void> {
  const redisUrl = process.env.REDIS_URL;
  const t = await createTestApp('pglite');
  const instances: FastifyInstance[] = [t.app];
  if (redisUrl) {
    const b = await buildApp(t.app.config, {
      database: { db: t.app.db, kind: t.app.dbKind, schema: undefined },
      redis: connectRedis(redisUrl),
      redisPrefix: t.app.redisPrefix,
      logger: false,
    });
    await b.ready();
    instances.push(b);
  }
  const bases = await Promise.all(instances.map(listen));

  // Users: one hash for all (hashing is not what is measured), each logged in once.
  const password = 'Bench#Pass123';
  const hash = await hashPassword(password);
  const users = Array.from({ length: USERS }, (_, i) => ({ id: newId(), username: `bench_${i}` }));
  await t.app.db
    .insertInto('sys_user')
    .values(
      users.map((u) => ({
        id: u.id,
        username: u.username,
        realname: u.username,
        password_hash: hash,
        user_type: 'staff' as const,
        status: '1',
        del_flag: '0',
      })),
    )
    .execute();
  await t.app.db
    .insertInto('sys_user_role')
    .values(users.map((u) => ({ id: newId(), user_id: u.id, role_id: roleId('staff') })))
    .execute();
  const targets: Target[] = [];
  for (const [i, u] of users.entries()) {
    const token = await t.login(u.username, password);
    const base = bases[i % bases.length]!;
    targets.push({ url: `${base.url}/websocket/${u.id}`, origin: base.origin, token });
  }

  const before = memory();
  const child = fork(fileURLToPath(import.meta.url), ['--client'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_TARGETS: JSON.stringify(targets) },
  });
  const opened = await childSays<{ opened: number; failed: number }>(child, 'opened');
  const after = memory();
  const perInstance = instances.map((app) => noticeBusOf(app)?.hub.userSocketCount ?? 0);

  const admin = api(t.app, await t.login(t.seed.admin.username, t.seed.admin.password));
  const added = await admin.send('POST', '/sys/annountCement/add', {
    titile: 'Fan-out bench',
    priority: 'L',
    msgType: 'ALL',
  });
  const msgId = added.body.result.id as string;
  const received = childSays<{ received: number; lastAt: number; missing: number }>(child, 'received');
  child.send({ msgId });
  // Give the child a moment to register its waiters (they also catch a push that arrives first).
  await new Promise((r) => setTimeout(r, 200));
  const startedAt = Date.now();
  const release = await admin.get(`/sys/annountCement/doReleaseData?id=${msgId}`);
  const answeredAt = Date.now();
  const result = await received;

  console.log(
    JSON.stringify(
      {
        instances: instances.length,
        redis: !!redisUrl,
        users: USERS,
        socketsAsked: SOCKETS,
        socketsOpen: opened.opened,
        socketsRefused: opened.failed,
        socketsPerInstance: perInstance,
        publishStatus: release.status,
        publishAnswerMs: answeredAt - startedAt,
        deliveredToAll: result.missing === 0,
        received: result.received,
        lastDeliveryMs: result.lastAt - startedAt,
        serverRssPerSocketKb: Math.round(((after.rssMb - before.rssMb) * 1024) / Math.max(1, opened.opened)),
        serverHeapPerSocketKb: Math.round(
          ((after.heapMb - before.heapMb) * 1024) / Math.max(1, opened.opened),
        ),
        gcExposed: typeof (globalThis as { gc?: unknown }).gc === 'function',
        loadavg: loadavg().map((l) => l.toFixed(2)),
      },
      null,
      2,
    ),
  );
  child.kill();
  for (const app of instances.slice(1)) {
    await app.redis?.quit();
    await app.close();
  }
  await t.close();
}

if (process.argv.includes('--client')) await client();
else await server();
