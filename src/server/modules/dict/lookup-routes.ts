/**
 * Dictionary look-ups of the widgets (SPEC §7): loadDictItem (texts of keys), loadDict (search
 * options), loadTreeData (tree nodes). Plain dictionary codes read sys_dict_item; table
 * dictionaries only reach registered entities through their scope (lookup-table.ts).
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { CATALOGUE } from '../../../shared/messages/catalogue';
import { HttpError } from '../../http/errors';
import { coerceValue, isTextField } from '../../../shared/query/coerce';
import type { ResolvedEntity, ResolvedField } from '../../../shared/schema/registry';
import { hasNul } from '../../../shared/validation/column-limits';
import { QueryError } from '../../../shared/query/errors';
import { loose } from '../crud/loose-db';
import { visibleRows } from '../crud/read/scope';
import { dictItemText } from '../../../shared/dict/dict-item';
import { dictText, loadDictItems } from './dict-items';
import { BAD_DICT, parseTableDict, readableField, registeredTable } from './lookup-table';

const MAX_KEYS = 500;

function q(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function pageSize(request: FastifyRequest): number {
  const raw = q(request).pageSize;
  if (raw === undefined || raw === '') return 10;
  if (typeof raw !== 'string' || !/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > 100)
    throw new HttpError(400, request.t(BAD_DICT));
  return Number(raw);
}

/**
 * A field's column as text: keys, keywords and parent ids arrive as text, and comparing them with
 * an integer or date column would make PostgreSQL refuse the query (22P02) instead of not matching.
 * Text columns stay bare so their indexes still serve.
 */
function asText(field: ResolvedField) {
  const ref = sql.ref(field.column as string);
  return isTextField(field) ? ref : sql`cast(${ref} as text)`;
}

/** No column holds a NUL: refuse it as a bad parameter before it reaches the database. */
function refuseNul(request: FastifyRequest, ...values: string[]): void {
  if (values.some(hasNul)) throw new HttpError(400, request.t(BAD_DICT));
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** condition: JSON object of field → value equalities on filterable fields of the entity. */
function conditionOf(request: FastifyRequest, entity: ResolvedEntity, raw: unknown): Expression<SqlBool>[] {
  if (raw === undefined || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = typeof raw === 'string' ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, request.t(CATALOGUE.treeConditionInvalid));
  }
  return Object.entries(parsed).map(([name, value]) => {
    const field = entity.fields.get(name);
    if (
      !field ||
      !field.filterable ||
      (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
    ) {
      throw new HttpError(400, request.t(BAD_DICT));
    }
    try {
      return sql<SqlBool>`${sql.ref(field.column as string)} = ${coerceValue(field, String(value), name)}`;
    } catch (error) {
      if (error instanceof QueryError) throw new HttpError(400, request.t(error.text));
      throw error;
    }
  });
}

export default async function dictLookupRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sys/dict/loadDictItem/:dict', { config: { authenticated: true } }, async (request) => {
    const { dict } = request.params as { dict: string };
    const keys = text(q(request).key)
      .split(',')
      .filter((k) => k !== '');
    if (keys.length > MAX_KEYS) throw new HttpError(400, request.t(BAD_DICT));
    refuseNul(request, dict, ...keys);
    const table = await parseTableDict(request, dict);
    if (!table) {
      const items = (await loadDictItems(app.db, [dict]))[dict];
      return ok(keys.map((k) => dictText(items, k, request.locale)));
    }
    if (keys.length === 0) return ok([]);
    const rows = (await visibleRows(app, loose(app.db), table.entity, request.user)
      .select([
        sql.ref(table.text.column as string).as('text'),
        sql.ref(table.code.column as string).as('value'),
      ])
      .where(asText(table.code), 'in', keys)
      .execute()) as Array<{ text: unknown; value: unknown }>;
    const byValue = new Map(rows.map((r) => [text(r.value), text(r.text)]));
    return ok(keys.map((k) => byValue.get(k) ?? k));
  });

  app.get('/sys/dict/loadDict/:dict', { config: { authenticated: true } }, async (request) => {
    const { dict } = request.params as { dict: string };
    const keyword = text(q(request).keyword).slice(0, 100);
    const size = pageSize(request);
    refuseNul(request, dict, keyword);
    const table = await parseTableDict(request, dict);
    if (!table) {
      const items = (await loadDictItems(app.db, [dict]))[dict] ?? [];
      const lower = keyword.toLowerCase();
      return ok(
        items
          .filter(
            (i) =>
              !keyword ||
              i.text.toLowerCase().includes(lower) ||
              dictItemText(i, 'en-US').toLowerCase().includes(lower),
          )
          .slice(0, size)
          .map((i) => ({
            value: i.value,
            text: dictItemText(i, request.locale),
            title: i.text,
            textEn: dictItemText(i, 'en-US'),
          })),
      );
    }
    let rows = visibleRows(app, loose(app.db), table.entity, request.user).select([
      sql.ref(table.text.column as string).as('text'),
      sql.ref(table.code.column as string).as('value'),
    ]);
    if (keyword) rows = rows.where(asText(table.text), 'ilike', `%${escapeLike(keyword)}%`);
    const found = (await rows
      .orderBy(sql.ref(table.text.column as string))
      .limit(size)
      .execute()) as Array<{ text: unknown; value: unknown }>;
    return ok(found.map((r) => ({ value: text(r.value), text: text(r.text) })));
  });

  app.get('/sys/dict/loadTreeData', { config: { authenticated: true } }, async (request) => {
    const params = q(request);
    const entity = await registeredTable(request, params.tableName);
    const textField = readableField(request, entity, params.text);
    const codeField = readableField(request, entity, params.code);
    const pidField = readableField(request, entity, params.pidField);
    const hasChild = params.hasChildField ? readableField(request, entity, params.hasChildField) : null;
    const pid = text(params.pid);
    if (pid.length > 64) throw new HttpError(400, request.t(BAD_DICT));
    refuseNul(request, pid);
    const pidColumn = asText(pidField);
    const db = loose(app.db);
    let rows = visibleRows(app, db, entity, request.user).select([
      sql.ref(textField.column as string).as('title'),
      sql.ref(codeField.column as string).as('key'),
      'id',
      ...(hasChild ? [sql.ref(hasChild.column as string).as('hasChild')] : []),
    ]);
    rows =
      pid === '' || pid === '0'
        ? rows.where(sql<SqlBool>`(${pidColumn} is null or ${pidColumn} = '' or ${pidColumn} = '0')`)
        : rows.where(pidColumn, '=', pid);
    for (const c of conditionOf(request, entity, params.condition)) rows = rows.where(() => c);
    const found = (await rows.limit(1000).execute()) as Array<{
      title: unknown;
      key: unknown;
      id: string;
      hasChild?: unknown;
    }>;
    let parents = new Set<string>();
    if (!hasChild && found.length > 0) {
      const children = (await visibleRows(app, db, entity, request.user)
        .select(sql.ref(pidField.column as string).as('pid'))
        .where(
          pidColumn,
          'in',
          found.map((r) => text(r.key)),
        )
        .execute()) as Array<{ pid: unknown }>;
      parents = new Set(children.map((c) => text(c.pid)));
    }
    return ok(
      found.map((r) => {
        const key = text(r.key);
        const leaf = hasChild ? text(r.hasChild) !== '1' : !parents.has(key);
        return { key, title: text(r.title), value: key, leaf, isLeaf: leaf };
      }),
    );
  });
}
