/**
 * Counts what an app asks of its shared state while a test runs: every query through its Kysely
 * (app.db's executor) and every Redis command of its main connection. A test reads the counts to
 * prove that some traffic costs neither (socket heartbeats between session checks).
 */
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';

export interface BackendCalls {
  readonly queries: string[];
  readonly redisCommands: string[];
  restore(): void;
}

export function countBackendCalls(app: FastifyInstance): BackendCalls {
  const queries: string[] = [];
  const redisCommands: string[] = [];
  const executor = app.db.getExecutor();
  const original = executor.executeQuery.bind(executor);
  const querySpy = vi.spyOn(executor, 'executeQuery').mockImplementation((query) => {
    queries.push(query.sql);
    return original(query);
  });
  const redis = app.redis;
  const send = redis?.sendCommand.bind(redis);
  const redisSpy =
    redis && send
      ? vi.spyOn(redis, 'sendCommand').mockImplementation((command, stream) => {
          redisCommands.push(command.name);
          return send(command, stream);
        })
      : undefined;
  return {
    queries,
    redisCommands,
    restore() {
      querySpy.mockRestore();
      redisSpy?.mockRestore();
    },
  };
}
