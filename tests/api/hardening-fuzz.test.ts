/**
 * Generated hostile values (NUL, huge integers, impossible dates, odd zone offsets,
 * objects where scalars belong, long strings, unicode) sent to every list (filters, ranges,
 * superQueryParams, column/order, cursor), dictionary look-up and write route of the registered
 * entities: never a 500, on every backend. Runs are few per route class to keep the file short.
 */
import { beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describeOnOneBackend } from './helpers/suite';
import { createDemoTable, DEMO_SCHEMAS } from '../fixtures/crud-helpers';
import { schemaRegistry } from '../../src/server/modules/schema/registry';
import type { ResolvedEntity } from '../../src/shared/schema/registry';

const RUNS = 30;
// Fixed for reproducible runs; FUZZ_SEED explores others.
const SEED = Number(process.env.FUZZ_SEED ?? 1414);

/** Scalars and structures an attacker would try, each class represented. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.bigInt({ min: 2n ** 31n, max: 10n ** 20n }).map((n) => n.toString()),
  fc.bigInt({ min: 2n ** 31n, max: 10n ** 20n }).map((n) => Number(n)),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    '0000-01-01',
    '0000-01-01 00:00:00',
    '2024-02-30',
    '10000-01-01',
    '2024-01-01T00:00:00+99:99',
    '2024-01-01T00:00:00-15:60',
    '2024-01-01T25:00:00Z',
    '1-1-1',
  ),
  fc
    .date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.nat({ max: 20_000 }).map((n) => 'x'.repeat(n)),
  fc.object({ maxDepth: 2 }),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.object({ maxDepth: 1 })), { maxLength: 4 }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('> 99999999999', '<= abc', '!\u0000', '*%_\\*', ',a,b,', 'a++b,c', '*', '!', '> ', '1,2,3'),
);

/** A query-string value: what a client could put after `=`. */
const hostileText = hostile.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'null')));

function entities(app: FastifyInstance): ResolvedEntity[] {
  return [...schemaRegistry(app).entities.values()];
}

function fieldNames(entity: ResolvedEntity): string[] {
  return [...entity.fields.values()].filter((f) => f.column !== null).map((f) => f.name);
}

function query(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

describeOnOneBackend(
  'generated bad input is never a 500',
  (t) => {
    let token = '';

    beforeAll(async () => {
      await createDemoTable(t.app);
      token = await t.adminToken();
    });

    async function status(
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: unknown,
    ): Promise<number> {
      const r = await t.app.inject({
        method,
        url,
        headers: { 'x-access-token': token },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      if (r.statusCode >= 500)
        throw new Error(`${method} ${url} answered ${r.statusCode}: ${r.body.slice(0, 300)}`);
      return r.statusCode;
    }

    it('list filters, ranges, sort and cursor', async () => {
      for (const entity of entities(t.app)) {
        const names = fieldNames(entity);
        const base = `${entity.schema['x-api']}/list`;
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...names),
            fc.constantFrom('', '_begin', '_end', '_MultiString'),
            hostileText,
            fc.option(fc.constantFrom(...names, 'nosuch'), { nil: undefined }),
            fc.option(fc.constantFrom('asc', 'desc', 'sideways'), { nil: undefined }),
            fc.option(
              hostileText.map((s) =>
                Buffer.from(JSON.stringify({ s: 'createTime:desc,id:desc', v: [s, s] })).toString(
                  'base64url',
                ),
              ),
              { nil: undefined },
            ),
            async (name, suffix, value, column, order, cursor) => {
              const params: Record<string, string> = { [`${name}${suffix}`]: value };
              if (column) params.column = column;
              if (order) params.order = order;
              if (cursor) params.cursor = cursor;
              await status('GET', `${base}?${query(params)}`);
            },
          ),
          { numRuns: RUNS, seed: SEED },
        );
      }
    }, 120_000);

    it('superQueryParams lines', async () => {
      for (const entity of entities(t.app)) {
        const names = fieldNames(entity);
        await fc.assert(
          fc.asyncProperty(
            fc.array(
              fc.record({
                field: fc.constantFrom(...names),
                rule: fc.constantFrom(
                  'eq',
                  'ne',
                  'gt',
                  'ge',
                  'lt',
                  'le',
                  'in',
                  'like',
                  'left_like',
                  'right_like',
                ),
                val: hostile,
              }),
              { minLength: 1, maxLength: 3 },
            ),
            fc.constantFrom('and', 'or'),
            async (lines, match) => {
              await status(
                'GET',
                `${entity.schema['x-api']}/list?${query({ superQueryParams: JSON.stringify(lines), superQueryMatchType: match })}`,
              );
            },
          ),
          { numRuns: RUNS, seed: SEED },
        );
      }
    }, 120_000);

    it('dictionary look-ups over every field of every table', async () => {
      const tables = entities(t.app).map((e) => ({ table: e.table, names: fieldNames(e) }));
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...tables),
          fc.nat(),
          fc.nat(),
          hostileText,
          fc.constantFrom('loadDictItem', 'loadDict', 'loadTreeData', 'plainDict'),
          async ({ table, names }, i, j, value, route) => {
            const text = names[i % names.length]!;
            const code = names[j % names.length]!;
            if (route === 'loadDictItem')
              await status(
                'GET',
                `/sys/dict/loadDictItem/${encodeURIComponent(`${table},${text},${code}`)}?${query({ key: value })}`,
              );
            else if (route === 'loadDict')
              await status(
                'GET',
                `/sys/dict/loadDict/${encodeURIComponent(`${table},${text},${code}`)}?${query({ keyword: value })}`,
              );
            else if (route === 'plainDict')
              await status(
                'GET',
                `/sys/dict/loadDictItem/${encodeURIComponent(value)}?${query({ key: value })}`,
              );
            else {
              await status(
                'GET',
                `/sys/dict/loadTreeData?${query({ tableName: table, text, code, pidField: code, pid: value, condition: JSON.stringify({ [text]: value }) })}`,
              );
            }
          },
        ),
        { numRuns: RUNS * 2, seed: SEED },
      );
    }, 120_000);

    it('adds, edits, deletes and the duplicate check', async () => {
      for (const entity of entities(t.app)) {
        const api = entity.schema['x-api'];
        const perms = entity.schema['x-permissions'];
        const writable = [...entity.fields.values()].filter((f) => f.writable).map((f) => f.name);
        if (writable.length === 0) continue;
        await fc.assert(
          fc.asyncProperty(
            fc.dictionary(fc.constantFrom(...writable), hostile, { minKeys: 1, maxKeys: writable.length }),
            hostileText,
            async (body, id) => {
              if (perms.add) await status('POST', `${api}/add`, body);
              if (perms.edit) await status('PUT', `${api}/edit`, { ...body, id });
              if (perms.delete) await status('DELETE', `${api}/delete?${query({ id })}`);
              for (const unique of entity.uniqueFields) {
                const value = body[unique.name];
                await status(
                  'GET',
                  `/sys/duplicate/check?${query({ tableName: entity.table, fieldName: unique.name, fieldVal: typeof value === 'string' ? value : (JSON.stringify(value) ?? ''), dataId: id })}`,
                );
              }
            },
          ),
          { numRuns: RUNS, seed: SEED },
        );
      }
      // The property must also have met the routes: at least one entity was written to.
      expect(entities(t.app).some((e) => e.schema['x-permissions'].add)).toBe(true);
    }, 120_000);
  },
  DEMO_SCHEMAS,
);
