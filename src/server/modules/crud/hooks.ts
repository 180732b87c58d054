/**
 * Per-entity hooks for what a schema cannot say (e.g. sys_user: hash the password, write its role
 * and department links). Registered by the modules on the app they are given, looked up by the
 * generic CRUD on the request's app: each app holds its own hooks (app.entityHooks, decorated in
 * app.ts), so two apps in one process never run each other's. Every hook but `decorateRows` runs
 * inside the write's transaction, so a hook that throws leaves nothing written.
 *
 * Several modules may each add a part to one entity's hooks (sys_role: the built-in roles from one
 * module, the granted menus from another); how the parts combine is in hook-parts.ts, so no module
 * reads another's hooks to wrap them and the order the modules register in changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Expression, SqlBool } from 'kysely';
import type { SessionUser } from '../../auth/session-user';
import type { MessagePair } from '../../http/i18n';
import type { LooseDb } from './loose-db';
import { composeHookParts, type HookPart } from './hook-parts';

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

/** Which part of an entity's hooks a registration is (hook-parts.ts: how the parts run). */
export interface HookPartOptions {
  /** The part's name; registering the same part again replaces it. Default `main`: the owning module's. */
  part?: string;
  /** A guard's before-hooks run ahead of every other part's (a refusal that must win, e.g. an unsynced table). */
  guard?: boolean;
}

export const MAIN_PART = 'main';

/** One app's hooks: the parts registered for each entity id, and their composition (app.entityHooks). */
export class EntityHookRegistry {
  private readonly parts = new Map<string, Map<string, HookPart>>();
  private readonly composed = new Map<string, EntityHooks>();

  register(entityId: string, hooks: EntityHooks, options: HookPartOptions = {}): void {
    const name = options.part ?? MAIN_PART;
    const parts = this.parts.get(entityId) ?? new Map<string, HookPart>();
    parts.set(name, { name, guard: options.guard === true, hooks });
    this.parts.set(entityId, parts);
    this.composed.delete(entityId);
  }

  hooksOf(entityId: string): EntityHooks {
    let hooks = this.composed.get(entityId);
    if (!hooks) {
      hooks = composeHookParts([...(this.parts.get(entityId)?.values() ?? [])]);
      this.composed.set(entityId, hooks);
    }
    return hooks;
  }
}

export function createEntityHookRegistry(): EntityHookRegistry {
  return new EntityHookRegistry();
}

/** What the hooks are looked up on: the app, or (in a unit test) anything that holds a registry. */
export type HookSource = Pick<FastifyInstance, 'entityHooks'>;

/**
 * Adds a part to the entity's hooks on this app (the `main` part unless named), in place of the same
 * part registered before; the other parts stay.
 */
export function registerEntityHooks(
  app: HookSource,
  entityId: string,
  hooks: EntityHooks,
  options?: HookPartOptions,
): void {
  app.entityHooks.register(entityId, hooks, options);
}

/** The entity's hooks on this app, every part composed (none registered: no hooks). */
export function entityHooks(app: HookSource, entityId: string): EntityHooks {
  return app.entityHooks.hooksOf(entityId);
}

/** `ctx.t` or the zh-CN side. */
export function hookText(ctx: HookContext, pair: MessagePair): string {
  return ctx.t ? ctx.t(pair) : pair['zh-CN'];
}
