/**
 * An entity's hooks made of parts several modules register (hooks.ts, hook-parts.ts): whichever order
 * they register in, the same hooks run in the same order and the row scopes are AND-ed.
 */
import { describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql, type SqlBool } from 'kysely';
import type pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../auth/session-user';
import type { Database } from '../../db/types';
import {
  createEntityHookRegistry,
  entityHooks,
  registerEntityHooks,
  type EntityHooks,
  type HookContext,
  type HookPartOptions,
  type HookSource,
} from './hooks';
import { loose } from './loose-db';

// Compiling needs no connection: the pool is never asked for one.
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as pg.Pool }) });

function user(isAdmin: boolean): SessionUser {
  return {
    id: 'u1',
    username: 'alice',
    realname: null,
    userType: isAdmin ? 'admin' : 'staff',
    isAdmin,
    companyId: null,
    divisionId: 'd1',
    orgCode: null,
    roles: [],
    permissions: new Set(),
    tokenId: 't',
  } as SessionUser;
}

interface Registration {
  hooks: EntityHooks;
  options?: HookPartOptions;
}

/** Three modules' parts of one entity: the owner's, another module's, a guard; each logs what runs. */
function registrations(log: string[]): Registration[] {
  const step = (name: string) => () => {
    log.push(name);
  };
  return [
    {
      hooks: {
        beforeInsert: step('main:beforeInsert'),
        afterInsert: step('main:afterInsert'),
        decorateRows: (_ctx, rows) => {
          for (const row of rows) row.shown = 'main';
        },
        rowScope: (u) => (u.isAdmin ? null : sql<SqlBool>`role_code <> 'admin'`),
      },
    },
    {
      hooks: {
        afterInsert: step('links:afterInsert'),
        decorateRows: (_ctx, rows) => {
          for (const row of rows) row.shown = `${String(row.shown)}+links`;
        },
        rowScope: () => sql<SqlBool>`status = '1'`,
      },
      options: { part: 'permission-links' },
    },
    {
      hooks: { beforeInsert: step('guard:beforeInsert') },
      options: { part: 'record-guard', guard: true },
    },
  ];
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

function appWith(list: Registration[]): HookSource {
  const app: HookSource = { entityHooks: createEntityHookRegistry() };
  for (const r of list) registerEntityHooks(app, 'sys_role', r.hooks, r.options);
  return app;
}

const ctx: HookContext = { app: {} as FastifyInstance, db: loose(db), user: user(false) };

async function behaviour(order: number[]) {
  const log: string[] = [];
  const parts = registrations(log);
  const hooks = entityHooks(appWith(order.map((i) => parts[i]!)), 'sys_role');
  await hooks.beforeInsert?.(ctx, {}, {});
  await hooks.afterInsert?.(ctx, 'r1', {});
  const rows: Array<Record<string, unknown>> = [{ id: 'r1' }];
  await hooks.decorateRows?.(ctx, rows);
  const scoped = (u: SessionUser) => {
    const predicate = hooks.rowScope?.(u);
    let query = db.selectFrom('sys_role').select('id');
    if (predicate) query = query.where(() => predicate);
    return query.compile().sql;
  };
  return { log, rows, staff: scoped(user(false)), admin: scoped(user(true)) };
}

describe('entity hooks made of parts', () => {
  it('behave the same whichever order the modules register their parts in', async () => {
    const first = await behaviour([0, 1, 2]);
    expect(first.log).toEqual([
      'guard:beforeInsert',
      'main:beforeInsert',
      'main:afterInsert',
      'links:afterInsert',
    ]);
    expect(first.rows).toEqual([{ id: 'r1', shown: 'main+links' }]);
    expect(first.staff).toBe(`select "id" from "sys_role" where ((role_code <> 'admin') and (status = '1'))`);
    expect(first.admin).toBe(`select "id" from "sys_role" where status = '1'`);
    for (const order of permutations([0, 1, 2])) expect(await behaviour(order)).toEqual(first);
  });

  it('replace a part registered again under its name and keep the others', async () => {
    const log: string[] = [];
    const app = appWith(registrations(log));
    registerEntityHooks(app, 'sys_role', { afterInsert: () => void log.push('main v2') });
    const hooks = entityHooks(app, 'sys_role');
    await hooks.afterInsert?.(ctx, 'r1', {});
    expect(log).toEqual(['main v2', 'links:afterInsert']);
    // The new main part has no row scope: only the other part's is left.
    expect(hooks.rowScope?.(user(false))).not.toBeNull();
  });

  it('stop at a part that throws, so the later parts do not run', async () => {
    const log: string[] = [];
    const app = appWith(registrations(log));
    registerEntityHooks(
      app,
      'sys_role',
      {
        beforeInsert: () => {
          throw new Error('refused');
        },
      },
      { part: 'record-guard', guard: true },
    );
    await expect(entityHooks(app, 'sys_role').beforeInsert?.(ctx, {}, {})).rejects.toThrow('refused');
    expect(log).toEqual([]);
  });

  it('leave a hook no part has absent (an entity with no parts has none)', () => {
    const app = appWith([]);
    expect(entityHooks(app, 'sys_role')).toEqual({});
    registerEntityHooks(app, 'sys_role', { afterDelete: () => undefined });
    expect(entityHooks(app, 'sys_role').rowScope).toBeUndefined();
    expect(entityHooks(app, 'sys_role').afterDelete).toBeDefined();
  });
});
