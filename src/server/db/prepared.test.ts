import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { MAX_PER_CONNECTION, PREPARE_AFTER, prepareRepeatedStatements } from './prepared';

/** A stand-in pool and client: records what the wrapper hands to node-postgres' query. */
function fakePool() {
  const pool = new EventEmitter();
  prepareRepeatedStatements(pool as unknown as pg.Pool);
  const connect = () => {
    const calls: unknown[][] = [];
    const client = { query: (...args: unknown[]) => calls.push(args) };
    pool.emit('connect', client);
    return { run: (...args: unknown[]) => client.query(...args), calls };
  };
  return { connect };
}

const SELECT = 'select "id" from "t" where "a" = $1';

describe('prepareRepeatedStatements', () => {
  it('names a text once the pool has seen it repeatedly, with the same name on every connection', () => {
    const { connect } = fakePool();
    const a = connect();
    const b = connect();
    for (let i = 0; i < PREPARE_AFTER - 1; i++) a.run(SELECT, [i]);
    expect(a.calls.every((c) => c[0] === SELECT)).toBe(true);
    a.run(SELECT, [9]);
    b.run(SELECT, [8]);
    const named = [a.calls.at(-1)?.[0], b.calls.at(-1)?.[0]] as Array<{
      name: string;
      text: string;
      values: unknown[];
    }>;
    expect(named[0]).toMatchObject({ text: SELECT, values: [9] });
    expect(named[1]).toMatchObject({ text: SELECT, values: [8] });
    expect(named[0]?.name).toMatch(/^k[0-9a-f]{40}$/);
    expect(named[1]?.name).toBe(named[0]?.name);
  });

  it('leaves DDL, star select lists and other call forms unnamed', () => {
    const { connect } = fakePool();
    const c = connect();
    const texts = [
      'create table "x" ("a" int)',
      'select * from "t" where "a" = $1',
      'update "t" set "a" = $1 returning *',
      'select "t".* from "t"',
    ];
    for (let i = 0; i < PREPARE_AFTER + 1; i++) for (const text of texts) c.run(text, [1]);
    expect(c.calls.every((call) => typeof call[0] === 'string')).toBe(true);
    const config = { text: SELECT, values: [1] };
    c.run(config);
    expect(c.calls.at(-1)).toEqual([config]);
  });

  it('prepares at most MAX_PER_CONNECTION texts on one connection', () => {
    const { connect } = fakePool();
    const c = connect();
    for (let n = 0; n <= MAX_PER_CONNECTION; n++) {
      for (let i = 0; i < PREPARE_AFTER; i++) c.run(`select ${n} as "n" where $1 = 1`, [1]);
    }
    const named = c.calls.filter((call) => typeof call[0] === 'object');
    expect(named).toHaveLength(MAX_PER_CONNECTION);
    // A text prepared before the cap keeps its name.
    c.run('select 0 as "n" where $1 = 1', [1]);
    expect(typeof c.calls.at(-1)?.[0]).toBe('object');
  });
});
