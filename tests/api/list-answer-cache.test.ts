/**
 * List pages kept in memory (modules/crud/read/list-answer-cache.ts) on PostgreSQL, where other
 * instances and clients really write beside the one answering: an unchanged page is answered from
 * memory, and every change is in the next page that can see it — a write through this instance's
 * API at once, a write on another instance or by any other client as soon as its commit notice
 * arrives. A row written with triggers switched off (session_replication_role = replica: no notice)
 * is what tells a kept page from a page read again.
 */
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, createDemoTable, DEMO_SCHEMAS, type Api } from '../fixtures/crud-helpers';
import { startSecondInstance, type SecondInstance } from './helpers/second-instance';
import { createTestApp, type TestApp } from './helpers/test-app';
import { LISTENER_NAME, listenForChanges } from '../../src/server/db/changes/change-listener';
import { CHANGE_CHANNEL } from '../../src/server/db/changes/change-triggers';
import { TableVersions } from '../../src/server/db/changes/table-versions';

const LIST = '/demo/item/list?pageNo=1&pageSize=50&column=code&order=asc';
/** Each wait ends as soon as what it waits for is there; generous for a busy machine. */
const WAIT = { timeout: 30_000, interval: 20 };

interface Item {
  code: string;
  qty: number | null;
}

async function codes(client: Api): Promise<string[]> {
  const answer = await client.get(LIST);
  expect(answer.status).toBe(200);
  return (answer.body.result.records as Item[]).map((r) => r.code);
}

async function qtyOf(client: Api, code: string): Promise<number | null | undefined> {
  const answer = await client.get(LIST);
  return (answer.body.result.records as Item[]).find((r) => r.code === code)?.qty;
}

describe.runIf(!!process.env.DATABASE_URL && !!process.env.REDIS_URL)('list pages kept in memory', () => {
  let t: TestApp;
  let second: SecondInstance;
  let uncached: SecondInstance;
  let onA: Api;
  let onB: Api;
  let onUncached: Api;
  /** Another client of the database: a script, a console, a job of another system. */
  let outside: pg.Client;
  let serial = 0;

  /** A row written by the outside client, with or without the change notice. */
  async function insertOutside(code: string, notice: boolean): Promise<void> {
    await outside.query(`set session_replication_role = ${notice ? 'origin' : 'replica'}`);
    await outside.query(
      `insert into demo_item (id, create_time, create_by, name, code, qty) values ($1, now(), 'outside', $2, $3, 1)`,
      [`outside-${code}`, code, code],
    );
    await outside.query('set session_replication_role = origin');
  }

  async function add(client: Api, code: string, qty = 1): Promise<void> {
    const answer = await client.send('POST', '/demo/item/add', { name: code, code, qty });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }

  /**
   * Until pages of the table may be kept: the listener is connected and this instance's own last
   * write (or DDL) is past its fence (table-versions.ts FENCE_MS).
   */
  async function keeping(): Promise<void> {
    await vi.waitFor(() => expect(t.app.tableVersions?.stamp('demo_item')).toEqual(expect.any(String)), WAIT);
  }

  function nextCode(prefix: string): string {
    return `${prefix}-${++serial}`;
  }

  beforeAll(async () => {
    t = await createTestApp('postgres', DEMO_SCHEMAS);
    await createDemoTable(t.app);
    second = await startSecondInstance(t, {}, DEMO_SCHEMAS.schemaRoots);
    uncached = await startSecondInstance(t, { listCacheMb: 0 }, DEMO_SCHEMAS.schemaRoots);
    const token = await t.login(t.seed.admin.username, t.seed.admin.password);
    onA = api(t.app, token);
    onB = api(second.app, token);
    onUncached = api(uncached.app, token);
    outside = new pg.Client({ connectionString: t.app.config.databaseUrl ?? '' });
    await outside.connect();
    const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(t.app.db)).rows[0]!.s;
    await outside.query(`set search_path = "${schema}"`);
  }, 120_000);

  afterAll(async () => {
    await outside?.end();
    await uncached?.close();
    await second?.close();
    await t?.close();
  });

  it('answers an unchanged page from memory, and reads it again once another client changes the table', async () => {
    await keeping();
    const before = await codes(onA);
    const silent = nextCode('SILENT');
    await insertOutside(silent, false);
    // No notice was sent: the kept page is the answer. An instance that keeps nothing reads the row.
    expect(await codes(onA)).toEqual(before);
    expect(await codes(onUncached)).toContain(silent);
    const noticed = nextCode('NOTICED');
    await insertOutside(noticed, true);
    await vi.waitFor(
      async () => expect(await codes(onA)).toEqual(expect.arrayContaining([silent, noticed])),
      WAIT,
    );
  });

  it('shows a write through its own API in the very next page, every time', async () => {
    for (let i = 0; i < 10; i++) {
      const code = nextCode('OWN');
      await codes(onA);
      await add(onA, code);
      expect(await codes(onA)).toContain(code);
    }
  });

  it('shows a write through its own API in the next page even while other reads of the page ran during it', async () => {
    for (let i = 0; i < 10; i++) {
      const code = nextCode('BUSY');
      const reads = Array.from({ length: 8 }, () => codes(onA));
      await add(onA, code);
      expect(await codes(onA)).toContain(code);
      await Promise.all(reads);
    }
  });

  it('shows a write on another instance as soon as its notice arrives, both ways', async () => {
    await codes(onA);
    await codes(onB);
    const onSecond = nextCode('ON-B');
    await add(onB, onSecond);
    expect(await codes(onB)).toContain(onSecond);
    await vi.waitFor(async () => expect(await codes(onA)).toContain(onSecond), WAIT);
    const onFirst = nextCode('ON-A');
    await add(onA, onFirst);
    await vi.waitFor(async () => expect(await codes(onB)).toContain(onFirst), WAIT);
  });

  it('ends with the stored values on every instance after concurrent edits on both', async () => {
    const code = nextCode('RACE');
    await add(onA, code, 0);
    const id = (await onA.get(`${LIST}&code=${code}`)).body.result.records[0].id as string;
    const edits = Array.from({ length: 30 }, (_, i) =>
      (i % 2 === 0 ? onA : onB).send('PUT', '/demo/item/edit', { id, name: code, code, qty: i + 1 }),
    );
    const reads = Array.from({ length: 30 }, (_, i) => codes(i % 2 === 0 ? onA : onB));
    const answers = await Promise.all([...edits, ...reads]);
    expect(answers.slice(0, 30).every((a) => 'status' in a && a.status === 200)).toBe(true);
    const stored = (await outside.query<{ qty: number }>('select qty from demo_item where code = $1', [code]))
      .rows[0]!.qty;
    await vi.waitFor(async () => expect(await qtyOf(onA, code)).toBe(stored), WAIT);
    await vi.waitFor(async () => expect(await qtyOf(onB, code)).toBe(stored), WAIT);
  });

  it('reads every page from the database while the change notices are lost, and keeps pages again once they are back', async () => {
    await codes(onA);
    await outside.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = $1 and datname = current_database()`,
      [LISTENER_NAME],
    );
    // Nothing kept is trusted while the listener is away: a row written without a notice shows.
    const whileAway = nextCode('AWAY');
    await insertOutside(whileAway, false);
    await vi.waitFor(async () => expect(await codes(onA)).toContain(whileAway), WAIT);
    // It connects again by itself; from then on pages are kept again.
    await keeping();
    const kept = await codes(onA);
    const silent = nextCode('SILENT-AGAIN');
    await insertOutside(silent, false);
    expect(await codes(onA)).toEqual(kept);
    expect(await codes(onUncached)).toContain(silent);
  });

  it('trusts a listening connection only once a notice sent through the pool arrives on it', async () => {
    const url = t.app.config.databaseUrl ?? '';
    const log = { warn: vi.fn(), info: vi.fn() };
    // A pooler in transaction mode accepts LISTEN and delivers nothing: here, probes that go nowhere.
    const deaf = new TableVersions();
    const unheard = listenForChanges(url, deaf, log, () => Promise.resolve());
    await unheard.started;
    await unheard.close();
    expect(deaf.isListening).toBe(false);
    expect(log.warn).toHaveBeenCalledTimes(1);
    const heard = new TableVersions();
    const listening = listenForChanges(url, heard, log, (payload) =>
      outside.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, payload]),
    );
    await listening.started;
    expect(heard.isListening).toBe(true);
    await listening.close();
  });
});
