/**
 * The production logger (default options, level info) writes one line per request with
 * method, url, status, response time, request id and the user id when known — not Fastify's two.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { connectDatabase, type DatabaseHandle } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedBase } from '../../src/server/seed/index';
import { ensureAdmin, type Credentials } from '../../src/server/seed/users';
import { encryptUserccs } from '../../src/shared/auth/userccs';

type Line = Record<string, unknown>;

describe('request log (pglite)', () => {
  const lines: Line[] = [];
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let admin: Credentials;

  beforeAll(async () => {
    database = await connectDatabase({ databaseUrl: null, pgliteDir: null });
    await migrateToLatest(database.db, database.schema);
    await seedBase(database.db);
    const created = await ensureAdmin(database.db);
    if (!created) throw new Error('fresh database already had an admin');
    admin = created;
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const text of chunk.toString('utf8').split('\n'))
          if (text.trim() !== '') lines.push(JSON.parse(text) as Line);
        done();
      },
    });
    // The production logger: the config's default level (info), only the stream captured.
    const config = loadConfig({ DATABASE_URL: undefined });
    expect(config.logLevel).toBe('info');
    app = await buildApp(config, { database, redis: null, logger: { level: config.logLevel, stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.db.destroy();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  const requestLines = () => lines.filter((l) => l.reqId !== undefined);

  it('writes exactly one line for an open request, with the fields an operator needs', async () => {
    const r = await app.inject({ method: 'GET', url: '/healthz?probe=1' });
    expect(r.statusCode).toBe(200);
    const mine = requestLines();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ level: 30, method: 'GET', url: '/healthz?probe=1', statusCode: 200 });
    expect(mine[0]!.reqId).toEqual(expect.any(String));
    expect(typeof mine[0]!.responseTime).toBe('number');
    expect(mine[0]!.userId).toBeUndefined();
  });

  it('names the user of an authenticated request and the status of a refused one', async () => {
    const keys = (await app.inject({ method: 'GET', url: '/sys/getEncryptedString' })).json().result as {
      key: string;
      iv: string;
    };
    const login = await app.inject({
      method: 'POST',
      url: '/sys/login',
      payload: {
        userccs: encryptUserccs({ username: admin.username, password: admin.password }, keys.key, keys.iv),
      },
    });
    const token = (login.json().result as { token: string }).token;
    const adminId = (
      await database.db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', admin.username)
        .executeTakeFirstOrThrow()
    ).id;
    lines.length = 0;

    await app.inject({ method: 'GET', url: '/sys/user/list', headers: { 'x-access-token': token } });
    await app.inject({ method: 'GET', url: '/sys/user/list' });
    const mine = requestLines();
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ method: 'GET', url: '/sys/user/list', statusCode: 200, userId: adminId });
    expect(mine[1]).toMatchObject({ method: 'GET', url: '/sys/user/list', statusCode: 401 });
    expect(mine[1]!.userId).toBeUndefined();
    expect(mine[0]!.reqId).not.toBe(mine[1]!.reqId);
  });
});
