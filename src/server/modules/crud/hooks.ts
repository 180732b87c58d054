/**
 * Per-entity hooks for what a schema cannot say (e.g. sys_user: hash the password, write its role
 * and department links). Registered by the owning module (src/server/modules/sys/*) on the app it
 * is given, looked up by the generic CRUD on the request's app: each app holds its own hooks
 * (app.entityHooks, decorated in app.ts), so two apps in one process never run each other's. Every hook but `decorateRows` runs inside the write's transaction, so a hook
 * that throws leaves nothing written.
 */
import type { FastifyInstance } from 'fastify';
import type { Expression, SqlBool } from 'kysely';
import type { SessionUser } from '../../auth/session-user';
import type { MessagePair } from '../../http/i18n';
import type { LooseDb } from './loose-db';

export interface HookContext {
  app: FastifyInstance;
  db: LooseDb;
  user: SessionUser;
  /** The message in the request language (zh-CN when the caller gave no request, e.g. an import). */
  t?(pair: MessagePair): string;
}

export interface EntityHooks {
  /** Adjust the column values of a new row; `input` is the validated body (virtual fields included). */
  beforeInsert?(
    ctx: HookContext,
    columns: Record<string, unknown>,
    input: Record<string, unknown>,
  ): Promise<void> | void;
  /** After the new row is inserted (rows that reference it can be written now). */
  afterInsert?(ctx: HookContext, id: string, input: Record<string, unknown>): Promise<void> | void;
  beforeUpdate?(
    ctx: HookContext,
    columns: Record<string, unknown>,
    input: Record<string, unknown>,
    id: string,
  ): Promise<void> | void;
  /** After the row is updated; `input` holds only what the client sent. */
  afterUpdate?(ctx: HookContext, id: string, input: Record<string, unknown>): Promise<void> | void;
  /** Before rows are deleted (or soft-deleted); throwing refuses the whole delete. */
  beforeDelete?(ctx: HookContext, ids: string[]): Promise<void> | void;
  /** After rows are deleted (or soft-deleted), inside the same transaction. */
  afterDelete?(ctx: HookContext, ids: string[]): Promise<void> | void;
  /**
   * Rows of the entity this user may never see, beyond x-scope (e.g. administrator accounts for
   * non-administrators): a predicate over the entity's table, or null for no restriction. Applied
   * by read/scope.ts wherever rows are read (list, queryById, writes, export, duplicate check, lookups).
   */
  rowScope?(user: SessionUser): Expression<SqlBool> | null;
  /** Adds values the table does not hold (virtual fields) to rows read by id (queryById). */
  decorateRows?(ctx: HookContext, rows: Array<Record<string, unknown>>): Promise<void> | void;
  /** Sets values of the rows of a list page the columns do not hold as shown (e.g. a name read through a foreign key). */
  decorateListRows?(
    db: LooseDb,
    rows: Array<Record<string, unknown>>,
    locale: 'zh-CN' | 'en-US',
    app: FastifyInstance,
  ): Promise<void> | void;
}

/** One app's hooks by entity id (app.entityHooks). */
export type EntityHookRegistry = Map<string, EntityHooks>;

export function createEntityHookRegistry(): EntityHookRegistry {
  return new Map();
}

/** What the hooks are looked up on: the app, or (in a unit test) anything that holds a registry. */
export type HookSource = Pick<FastifyInstance, 'entityHooks'>;

/** Sets the entity's hooks on this app, in place of any registered before. */
export function registerEntityHooks(app: FastifyInstance, entityId: string, hooks: EntityHooks): void {
  app.entityHooks.set(entityId, hooks);
}

/** The entity's hooks on this app (none registered: no hooks). */
export function entityHooks(app: HookSource, entityId: string): EntityHooks {
  return app.entityHooks.get(entityId) ?? {};
}

/** `ctx.t` or the zh-CN side. */
export function hookText(ctx: HookContext, pair: MessagePair): string {
  return ctx.t ? ctx.t(pair) : pair['zh-CN'];
}
