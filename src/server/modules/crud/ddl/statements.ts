/**
 * The SQL statements createTableFromEntity (ddl.ts) runs for an entity, recorded instead of run: a
 * Kysely whose driver keeps each compiled query. The sync planner (online/sync/plan.ts) runs them
 * for a missing table, for an online form and for a bundled entity at start alike: one DDL.
 */
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import type { Database } from '../../../db/types';
import { createTableFromEntity } from './ddl';

class RecordingConnection implements DatabaseConnection {
  constructor(private readonly sink: CompiledQuery[]) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.sink.push(query);
    return Promise.resolve({ rows: [] });
  }

  // eslint-disable-next-line require-yield -- DDL never streams; Kysely asks for the method only
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the DDL recorder does not stream');
  }
}

function recordingDialect(sink: CompiledQuery[]): Dialect {
  const connection = new RecordingConnection(sink);
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => connection,
    beginTransaction: async () => undefined,
    commitTransaction: async () => undefined,
    rollbackTransaction: async () => undefined,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => driver,
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db) => new PostgresIntrospector(db),
  };
}

/** The statements, in order; DDL carries no bound parameters (one would be refused here). */
export async function ddlStatements(entity: ResolvedEntity): Promise<string[]> {
  const sink: CompiledQuery[] = [];
  const db = new Kysely<Database>({ dialect: recordingDialect(sink) });
  await createTableFromEntity(db, entity);
  await db.destroy();
  return sink.map((query) => {
    if (query.parameters.length > 0)
      throw new Error(`DDL of ${entity.id} has bound parameters: ${query.sql}`);
    return query.sql;
  });
}
