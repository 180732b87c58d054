/** A cached page query has the text and values a fresh build of the same request compiles to. */
import { describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { loadRegistry } from '../../../../shared/schema/load-fs';
import { parseListQuery, type QueryParams } from '../../../../shared/query/list-query';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import type { Database } from '../../../db/types';
import type { SessionUser } from '../../../auth/session-user';
import { FIXTURE_SCHEMAS } from '../../../../../tests/fixtures/crud-helpers';
import { createEntityHookRegistry, type HookSource } from '../hooks';
import { buildPageRows } from './list';
import { compiledPageQuery, type PageInputs } from './page-query-cache';

// Compiling needs no connection: the pool is never asked for one.
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as pg.Pool }) });
/** An app with no entity hooks: no entity here has a row scope of its own. */
const app: HookSource = { entityHooks: createEntityHookRegistry() };
const demo = loadRegistry([FIXTURE_SCHEMAS]).entities.get('demo_item')!;
const softDeleted: ResolvedEntity = {
  ...demo,
  schema: { ...demo.schema, 'x-soft-delete': { column: 'del_flag', active: '0', deleted: '1' } },
};

function user(over: Partial<SessionUser>): SessionUser {
  return {
    id: 'u1',
    username: 'alice',
    realname: null,
    userType: 'staff',
    isAdmin: false,
    companyId: 'c1',
    divisionId: 'd1',
    orgCode: null,
    roles: [],
    permissions: new Set(),
    tokenId: 't',
    ...over,
  } as SessionUser;
}

function inputs(
  entity: ResolvedEntity,
  who: SessionUser,
  params: QueryParams,
  cursor?: Array<string | null>,
): PageInputs {
  const query = { ...parseListQuery(entity, params), ...(cursor ? { cursor } : {}) };
  const offset = !query.cursor && query.pageNo > 1 ? (query.pageNo - 1) * query.pageSize : null;
  return { user: who, query, limit: query.pageSize, offset };
}

function both(entity: ResolvedEntity, page: PageInputs) {
  const fresh = buildPageRows(app, db, entity, page).compile();
  const cached = compiledPageQuery(app, db, entity, page, (i) => buildPageRows(app, db, entity, i));
  return {
    fresh: { sql: fresh.sql, parameters: fresh.parameters },
    cached: { sql: cached.sql, parameters: cached.parameters },
  };
}

describe('page query cache', () => {
  const cases: Array<[string, ResolvedEntity, () => PageInputs]> = [
    ['admin page 1', demo, () => inputs(demo, user({ isAdmin: true }), { pageNo: '1', pageSize: '10' })],
    ['admin offset page', demo, () => inputs(demo, user({ isAdmin: true }), { pageNo: '7', pageSize: '20' })],
    [
      'customer company scope',
      demo,
      () =>
        inputs(demo, user({ userType: 'customer_main', companyId: 'c9' }), { pageNo: '3', pageSize: '10' }),
    ],
    [
      'customer without company',
      demo,
      () =>
        inputs(demo, user({ userType: 'customer_sub', companyId: null }), { pageNo: '1', pageSize: '10' }),
    ],
    [
      'keyset cursor',
      demo,
      () =>
        inputs(demo, user({ isAdmin: true }), { pageNo: '9', pageSize: '10' }, [
          '2024-01-01 00:00:00+00',
          'abc',
        ]),
    ],
    [
      'keyset cursor with a null',
      demo,
      () =>
        inputs(demo, user({ isAdmin: true }), { pageNo: '9', pageSize: '10', column: 'qty', order: 'asc' }, [
          null,
          'abc',
        ]),
    ],
    [
      'requested fields and sort',
      demo,
      () =>
        inputs(demo, user({ isAdmin: true }), {
          pageNo: '2',
          pageSize: '5',
          field: 'name,qty',
          column: 'name',
          order: 'asc',
        }),
    ],
    [
      'soft delete',
      softDeleted,
      () =>
        inputs(softDeleted, user({ userType: 'customer_main', companyId: 'c2' }), {
          pageNo: '1',
          pageSize: '10',
        }),
    ],
    [
      'filtered (built per request)',
      demo,
      () => inputs(demo, user({ isAdmin: true }), { pageNo: '1', pageSize: '10', qty: '7' }),
    ],
  ];

  it.each(cases)('%s: the same text and values, first and later requests', (_name, entity, make) => {
    const first = both(entity, make());
    expect(first.cached).toEqual(first.fresh);
    const second = both(entity, make());
    expect(second.cached).toEqual(second.fresh);
  });

  it('fills each request its own values within a shape', () => {
    const a = both(
      demo,
      inputs(demo, user({ userType: 'customer_main', companyId: 'cA' }), { pageNo: '2', pageSize: '10' }),
    );
    const b = both(
      demo,
      inputs(demo, user({ userType: 'customer_main', companyId: 'cB' }), { pageNo: '4', pageSize: '10' }),
    );
    expect(a.cached.sql).toBe(b.cached.sql);
    expect(a.cached.parameters).toContain('cA');
    expect(b.cached).toEqual(b.fresh);
    expect(b.cached.parameters).toContain('cB');
    expect(b.cached.parameters).toContain(30);
    expect(b.cached.parameters).not.toContain('cA');
  });

  it('builds a shape once and a filtered query every time', () => {
    const entity: ResolvedEntity = { ...demo };
    let builds = 0;
    const build = (i: PageInputs) => (builds++, buildPageRows(app, db, entity, i));
    const admin = user({ isAdmin: true });
    for (const pageNo of ['2', '3', '4'])
      compiledPageQuery(app, db, entity, inputs(entity, admin, { pageNo, pageSize: '10' }), build);
    expect(builds).toBe(1);
    for (const qty of ['1', '2'])
      compiledPageQuery(app, db, entity, inputs(entity, admin, { pageNo: '1', pageSize: '10', qty }), build);
    expect(builds).toBe(3);
  });
});
