/**
 * GET /sys/schema/page/:id/self → the signed-in user's own record for a detail page of
 * `"record": "self"` (docs/contracts.md, Schema pages in the browser). Any signed-in user may call
 * it, so it reads exactly one row, the caller's, and only the fields the page shows (all readable
 * fields when it declares no groups): never a write-only field, and the password hash is no field
 * at all. Dictionary fields get `<field>_dictText` and department / role pickers the names of the
 * linked rows, in the request language, because a customer may not read the department tree.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ResolvedEntity, ResolvedField } from '../../../shared/schema/registry';
import { detailGroupFields, isSelfDetailPage, SELF_RECORD_TABLE } from '../../../shared/schema/detail-page';
import type { Database } from '../../db/types';
import { ok } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import { MSG } from '../../http/messages';
import { entityHooks } from '../crud/hooks';
import { pageDicts } from '../crud/read/list';
import { loose } from '../crud/loose-db';
import { addDictTexts, dictCodes, selections, type Row } from '../crud/read/rows';
import { schemaRegistry } from './registry';

type Locale = 'zh-CN' | 'en-US';

/** The page's fields of the entity, split into stored columns and virtual (hook-filled) fields. */
function shownFields(
  entity: ResolvedEntity,
  names: string[],
): { stored: ResolvedField[]; virtual: ResolvedField[] } {
  const all = [...entity.fields.values()].filter((f) => f.schema.writeOnly !== true);
  const chosen =
    names.length === 0
      ? all.filter((f) => f.readable)
      : all.filter((f) => f.name === 'id' || names.includes(f.name));
  return {
    stored: chosen.filter((f) => f.column !== null),
    virtual: chosen.filter((f) => f.column === null),
  };
}

/** Comma-joined ids → the linked rows' names in the request language, in the ids' order. */
async function linkNames(
  db: Kysely<Database>,
  widget: string | undefined,
  value: unknown,
  locale: Locale,
): Promise<string | undefined> {
  const ids = typeof value === 'string' ? value.split(',').filter(Boolean) : [];
  if (widget === 'departSelect') {
    if (ids.length === 0) return '';
    const rows = await db
      .selectFrom('sys_depart')
      .select(['id', 'depart_name', 'depart_name_en'])
      .where('id', 'in', ids)
      .execute();
    const name = (id: string) => {
      const d = rows.find((r) => r.id === id);
      return d ? (locale === 'en-US' && d.depart_name_en ? d.depart_name_en : d.depart_name) : id;
    };
    return ids.map(name).join(',');
  }
  if (widget === 'roleSelect') {
    if (ids.length === 0) return '';
    const rows = await db.selectFrom('sys_role').select(['id', 'role_name']).where('id', 'in', ids).execute();
    return ids.map((id) => rows.find((r) => r.id === id)?.role_name ?? id).join(',');
  }
  return undefined;
}

export function registerSelfRecordRoute(app: FastifyInstance): void {
  app.get('/sys/schema/page/:id/self', { config: { authenticated: true } }, async (request) => {
    const { id } = request.params as { id: string };
    const registry = schemaRegistry(app);
    const page = registry.pages.get(id);
    const entity = page ? registry.entities.get(page.entity) : undefined;
    if (!page || !entity || !isSelfDetailPage(page) || entity.table !== SELF_RECORD_TABLE) {
      throw new LocalizedHttpError(404, MSG.notFound);
    }
    const { stored, virtual } = shownFields(entity, detailGroupFields(page));
    // The entity is over SELF_RECORD_TABLE (checked above); its shown columns come from the page.
    let query = app.db
      .selectFrom(SELF_RECORD_TABLE)
      .select(selections(stored))
      .where('id', '=', request.user.id);
    const soft = entity.schema['x-soft-delete'];
    if (soft) query = query.where(sql.ref(soft.column), '=', soft.active);
    const row = (await query.executeTakeFirst()) as Row | undefined;
    if (!row) throw new LocalizedHttpError(404, MSG.notFound);
    addDictTexts([row], stored, await pageDicts(app.db, dictCodes(stored)), request.locale);
    if (virtual.length > 0) {
      const decorated: Row = { id: row.id };
      await entityHooks(app, entity.id).decorateRows?.(
        { app, db: loose(app.db), user: request.user, t: (pair) => request.t(pair) },
        [decorated],
      );
      for (const f of virtual) {
        row[f.name] = decorated[f.name] ?? '';
        const names = await linkNames(app.db, f.schema['x-widget'], row[f.name], request.locale);
        if (names !== undefined) row[`${f.name}_dictText`] = names;
      }
    }
    return ok(row);
  });
}
