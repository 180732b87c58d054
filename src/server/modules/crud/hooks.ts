/**
 * Per-entity hooks for what a schema cannot say (e.g. sys_user: hash the password). Registered by
 * the owning module (src/server/modules/sys/user-admin*.ts), looked up by the generic CRUD.
 */
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../auth/session-user';
import type { LooseDb } from './loose-db';

export interface HookContext {
  app: FastifyInstance;
  db: LooseDb;
  user: SessionUser;
}

export interface EntityHooks {
  /** Adjust the column values of a new row; `input` is the validated body (virtual fields included). */
  beforeInsert?(ctx: HookContext, columns: Record<string, unknown>, input: Record<string, unknown>): Promise<void> | void;
  beforeUpdate?(ctx: HookContext, columns: Record<string, unknown>, input: Record<string, unknown>): Promise<void> | void;
  /** After rows are deleted (or soft-deleted), inside the same transaction. */
  afterDelete?(ctx: HookContext, ids: string[]): Promise<void> | void;
}

const registered = new Map<string, EntityHooks>();

export function registerEntityHooks(entityId: string, hooks: EntityHooks): void {
  registered.set(entityId, hooks);
}

export function entityHooks(entityId: string): EntityHooks {
  return registered.get(entityId) ?? {};
}
