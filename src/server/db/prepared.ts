/**
 * Named prepared statements for the repeated queries of a PostgreSQL pool (pg dialect only).
 *
 * Kysely hands node-postgres `(text, values)`, which node-postgres sends as an unnamed statement:
 * PostgreSQL parses, analyses and plans the text again on every execution. A named statement is
 * parsed once per connection, and after five executions PostgreSQL may keep a generic plan. The
 * list benchmark's page query costs the database markedly less CPU that way (tests/bench/RESULTS.md).
 *
 * node-postgres never forgets a named statement while its connection lives, so the set is bounded:
 * a text is prepared only once the pool has seen it PREPARE_AFTER times (one-off texts, e.g. with
 * an IN list of a new length, stay unnamed), and each connection holds at most
 * MAX_PER_CONNECTION of them; past that the connection runs further texts unnamed.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

export const PREPARE_AFTER = 3;
export const MAX_PER_CONNECTION = 200;
/** The pool-wide tally of texts not yet prepared; forgotten wholesale when it grows past this. */
const MAX_COUNTED_TEXTS = 5_000;

/**
 * Only plain DML is prepared. A `*` select list or `returning *` is left unnamed: its result
 * columns are fixed when the statement is prepared, and a later ALTER TABLE would make PostgreSQL
 * refuse it ("cached plan must not change result type") instead of re-planning.
 */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
const STAR_LIST = /(?:select|returning|,)\s+(?:"[^"]*"\.)*\*/i;

interface PoolStatements {
  /** Executions seen per text until it is prepared. */
  counts: Map<string, number>;
  /** Statement name per text once it qualified (the hash is computed once per text). */
  names: Map<string, string>;
}

function statementName(text: string): string {
  // sha1 hex is 40 characters, within PostgreSQL's 63-byte identifier limit; a collision would
  // make node-postgres refuse the second text, not run the wrong one.
  return `k${createHash('sha1').update(text).digest('hex')}`;
}

/** The name to run `text` under on a connection that already holds `prepared`, or null for unnamed. */
function nameFor(state: PoolStatements, prepared: Set<string>, text: string): string | null {
  let name = state.names.get(text);
  if (name === undefined) {
    if (!PREPARABLE.test(text) || STAR_LIST.test(text)) return null;
    const seen = (state.counts.get(text) ?? 0) + 1;
    if (seen < PREPARE_AFTER) {
      if (state.counts.size >= MAX_COUNTED_TEXTS) state.counts.clear();
      state.counts.set(text, seen);
      return null;
    }
    state.counts.delete(text);
    name = statementName(text);
    state.names.set(text, name);
  }
  if (prepared.has(name)) return name;
  if (prepared.size >= MAX_PER_CONNECTION) return null;
  prepared.add(name);
  return name;
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Makes every connection of the pool run repeated `(text, values)` queries as named statements.
 * Other call forms (config objects, cursors, callbacks) pass through untouched.
 */
export function prepareRepeatedStatements(pool: pg.Pool): void {
  const state: PoolStatements = { counts: new Map(), names: new Map() };
  pool.on('connect', (client: pg.PoolClient) => {
    const prepared = new Set<string>();
    const original = client.query.bind(client) as QueryFn;
    const query: QueryFn = (...args) => {
      const [text, values] = args;
      if (args.length === 2 && typeof text === 'string' && Array.isArray(values)) {
        // The texts that qualified are bounded too: past the cap, new ones simply stay unnamed.
        const name =
          state.names.size < MAX_COUNTED_TEXTS || state.names.has(text)
            ? nameFor(state, prepared, text)
            : null;
        if (name) return original({ name, text, values });
      }
      return original(...args);
    };
    // node-postgres' overloaded signature cannot be restated for a wrapper; the call is forwarded as is.
    client.query = query as typeof client.query;
  });
}
