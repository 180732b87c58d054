/**
 * The designer's own path: the generic CRUD of onl_cgform_head, whose field and index grids are its
 * sub tables (written by the CRUD after the head, out of the hooks' sight). So the whole definition —
 * the head as it will be, the grids' rows merged over the stored ones — is checked as addAll/editAll
 * check it before the CRUD handler runs (a preHandler, after the route's permission check), and the
 * entity hooks keep table_version: 1 on add, bumped on every edit. A delete is refused while other
 * definitions need the deleted one, and takes its runtime entity, page and permission codes away.
 */
import type { SchemaSource } from '../../schema/registry';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { LocalizedHttpError } from '../../../http/errors';
import { registerEntityHooks, type HookContext } from '../../crud/hooks';
import { deletedIdsKey, subTablesOf } from '../../../../shared/schema/sub-tables';
import { checkDraft, exportDefinition } from './definition-service';
import { ONL_MSG } from './messages';
import { readDefinition } from './normalize';
import { loadDefinition, publishedVersion, registeredVersion, unregisterPublished } from './store';
import { ONLINE_ACTIONS, onlinePermission } from './build-schemas';
import type { MessagePair } from '../../../http/i18n';
import type { EntitySchema } from '../../../../shared/schema/types';

export const HEAD_ENTITY = 'onl_cgform_head';
const BASE = '/online/cgform/head';

const dbOf = (ctx: HookContext) => ctx.db as unknown as Kysely<Database>;

export function registerHeadHooks(app: FastifyInstance): void {
  registerEntityHooks(app, HEAD_ENTITY, {
    beforeInsert(_ctx, columns) {
      columns.table_version = 1;
    },
    async beforeUpdate(ctx, columns, _input, id) {
      const row = await dbOf(ctx)
        .selectFrom('onl_cgform_head')
        .select('table_version')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new LocalizedHttpError(404, ONL_MSG.notFound);
      columns.table_version = row.table_version + 1;
    },
    async beforeDelete(ctx, ids) {
      deleting.set(ids, await refuseHeldDefinitions(dbOf(ctx), ids));
    },
    async afterDelete(ctx, ids) {
      const codes = deleting.get(ids) ?? [];
      await deletePermissions(dbOf(ctx), codes);
      unregisterAll(ctx.app, codes);
    },
  });
}

/** The table names of the definitions a delete takes away, between its beforeDelete and afterDelete (same ids array). */
const deleting = new WeakMap<string[], string[]>();

/**
 * 409 when the delete would leave a definition pointing at nothing: a main table (or a sub holding
 * further subs) whose sub definitions stay, or a sub table its main's published version still
 * holds (that main's records are written with it). Definitions deleted together do not count.
 * Answers the table names being deleted.
 */
export async function refuseHeldDefinitions(db: Kysely<Database>, ids: string[]): Promise<string[]> {
  const heads = await db
    .selectFrom('onl_cgform_head')
    .select(['id', 'table_name', 'table_type'])
    .where('id', 'in', ids)
    .execute();
  const codes = heads.map((h) => h.table_name);
  if (codes.length === 0) return codes;
  const subs = await db
    .selectFrom('onl_cgform_field as f')
    .innerJoin('onl_cgform_head as h', 'h.id', 'f.cgform_head_id')
    .select('h.table_name')
    .distinct()
    .where('f.main_table', 'in', codes)
    .where('h.id', 'not in', ids)
    .orderBy('h.table_name')
    .execute();
  if (subs.length > 0)
    throw namedConflict(
      ONL_MSG.deleteHasSubTables,
      subs.map((s) => s.table_name),
    );
  const mains = await db
    .selectFrom('onl_cgform_field as f')
    .innerJoin('onl_cgform_head as h', 'h.id', 'f.cgform_head_id')
    .select(['h.table_name as sub', 'f.main_table as main'])
    .distinct()
    .where('h.id', 'in', ids)
    .where('h.table_type', '=', 3)
    .where('f.main_table', 'is not', null)
    .execute();
  for (const { sub, main } of mains) {
    if (main === null || codes.includes(main)) continue;
    const published = await publishedVersion(db, main);
    if (published && subTablesOf(published.entity as unknown as EntitySchema).some((s) => s.entity === sub)) {
      throw namedConflict(ONL_MSG.deleteHeldByMain, [main]);
    }
  }
  return codes;
}

/** The deleted forms' permission codes go with them (role grants cascade); a new form of the same name writes them again. */
export async function deletePermissions(db: Kysely<Database>, codes: string[]): Promise<void> {
  const perms = codes.flatMap((code) => ONLINE_ACTIONS.map((action) => onlinePermission(code, action)));
  if (perms.length > 0)
    await db.deleteFrom('sys_permission').where('perms', 'in', perms).where('menu_type', '=', 2).execute();
}

function namedConflict(pair: MessagePair, names: string[]): LocalizedHttpError {
  const list = names.join(', ');
  return new LocalizedHttpError(409, { 'zh-CN': pair['zh-CN'] + list, 'en-US': pair['en-US'] + list }, names);
}

/** Takes the deleted forms off the app; a sub table after the main that held it. */
export function unregisterAll(app: SchemaSource, codes: string[]): void {
  let left = codes.filter((code) => registeredVersion(app, code) !== undefined);
  while (left.length > 0) {
    const next = left.filter((code) => !unregisterPublished(app, code));
    if (next.length === left.length) return; // held by a form not deleted: it stays registered
    left = next;
  }
}

type Row = Record<string, unknown>;

/** The grid's rows over the stored ones: sent rows (by id) replace, removed ids go, the rest stay. */
function mergeRows(stored: Row[], sent: unknown, deleted: unknown): Row[] {
  if (!Array.isArray(sent)) {
    const gone = new Set(Array.isArray(deleted) ? deleted.map(String) : []);
    return stored.filter((r) => !gone.has(String(r.id)));
  }
  const gone = new Set(Array.isArray(deleted) ? deleted.map(String) : []);
  const sentIds = new Set(sent.map((r) => String((r as Row | null)?.id ?? '')));
  const kept = stored.filter((r) => !sentIds.has(String(r.id)) && !gone.has(String(r.id)));
  return [...(sent as Row[]).map((r, i) => ({ ...r, orderNum: i })), ...kept];
}

async function checkDesignerBody(
  app: FastifyInstance,
  request: FastifyRequest,
  edit: boolean,
): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return; // the CRUD answers malformed bodies
  const input = body as Row;
  const t = (pair: Parameters<FastifyRequest['t']>[0]) => request.t(pair);
  if (!edit) {
    const draft = readDefinition({
      head: input,
      fields: mergeRows([], input.fields, []),
      indexes: mergeRows([], input.indexes, []),
    });
    await checkDraft(app, app.db, t, draft);
    return;
  }
  const id = typeof input.id === 'string' ? input.id : '';
  const stored = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await loadDefinition(app.db, id) : undefined;
  if (!stored) return; // the CRUD answers 404
  const current = exportDefinition(stored);
  const draft = readDefinition({
    head: { ...(current.head as Row), ...input },
    fields: mergeRows(stored.fields as unknown as Row[], input.fields, input[deletedIdsKey('fields')]),
    indexes: mergeRows(stored.indexes as unknown as Row[], input.indexes, input[deletedIdsKey('indexes')]),
  });
  await checkDraft(app, app.db, t, draft, stored);
}

export function registerDesignerChecks(app: FastifyInstance): void {
  // Every request of the context passes here: the others go on at once, without a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    const url = request.routeOptions.url;
    if (url === `${BASE}/add` && request.method === 'POST') return checkDesignerBody(app, request, false);
    if (url === `${BASE}/edit` && (request.method === 'PUT' || request.method === 'POST'))
      return checkDesignerBody(app, request, true);
    done();
  });
}
