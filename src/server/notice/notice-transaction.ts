/**
 * Pushes that wait for the commit. A system message or a publish is written inside its caller's
 * transaction; telling a socket before the commit could announce a row that is then rolled back.
 * `afterCommit(trx, event)` queues the event on the transaction's database connection and the
 * connection publishes it right after its COMMIT succeeds; a ROLLBACK (or a failed COMMIT) drops
 * the queue. Callers keep opening transactions as they always do (app.db.transaction()).
 *
 * How: Kysely runs a transaction's statements and its final COMMIT/ROLLBACK on one connection
 * object (both dialects send the plain statements 'commit' / 'rollback'); that object's
 * executeQuery is wrapped once, as Kysely's own query logging does. The publish is awaited
 * inside the commit, so when `transaction().execute()` resolves the event is on the bus.
 * A rolled-back savepoint does not drop what was queued inside it.
 */
import type { DatabaseConnection, QueryResult, Transaction } from 'kysely';
import type { Database } from '../db/types';
import { noticeBusOfDatabase } from './notice-bus';
import type { NoticeEvent } from './notice-messages';

interface Watch {
  pending: Array<() => Promise<void>>;
}

const watches = new WeakMap<DatabaseConnection, Watch>();

/** The transaction-control statement, or '' (long statements are never one: not copied to lowercase). */
function statementOf(sqlText: string): string {
  return sqlText.length <= 64 ? sqlText.trim().toLowerCase() : '';
}

function watch(connection: DatabaseConnection): Watch {
  const known = watches.get(connection);
  if (known) return known;
  const state: Watch = { pending: [] };
  watches.set(connection, state);
  const execute = connection.executeQuery;
  connection.executeQuery = async function <R>(
    query: Parameters<DatabaseConnection['executeQuery']>[0],
  ): Promise<QueryResult<R>> {
    const statement = statementOf(query.sql);
    if (statement === 'begin' || statement.startsWith('start transaction')) state.pending = [];
    if (statement !== 'commit') {
      const result = await execute.call(connection, query);
      if (statement === 'rollback') state.pending = [];
      return result as QueryResult<R>;
    }
    const run = state.pending;
    state.pending = [];
    const result = await execute.call(connection, query); // a failed COMMIT throws here: nothing is published
    for (const publish of run) await publish();
    return result as QueryResult<R>;
  };
  return state;
}

/** Queues `event` to be published on the app's notice bus once `trx` commits. */
export async function afterCommit(trx: Transaction<Database>, event: NoticeEvent): Promise<void> {
  const executor = trx.getExecutor();
  const bus = noticeBusOfDatabase(executor.adapter);
  if (!bus) return; // no notice module in this app: nobody could be listening
  const connection = await executor.provideConnection(async (c) => c);
  watch(connection).pending.push(() => bus.publish(event));
}
