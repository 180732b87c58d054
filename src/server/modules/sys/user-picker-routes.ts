/**
 * The user picker's reads (SPEC §7, JSelectUserByDept): GET /sys/user/queryUserComponentData (a
 * page of users, by department and username), GET /sys/user/queryUserByDepId (every user of one
 * department) and GET /sys/user/getMultiUser (the users of a stored value, to show their names).
 *
 * Who may call them: whoever may read the user list (`system:user:list`), and they see exactly the
 * users that list shows them (`visibleRows` of sys_user: staff their division, customers their
 * company, never an administrator account unless they are one, never a deleted user). A picker
 * must not become a way round the list's scope.
 *
 * Nor round the list's field permissions: a picker answers, filters and sorts by a column only when
 * the caller may read it on sys_user (crud/rules/field-rules.ts readableFieldNames). A column hidden from
 * one of their roles is left out of every row, and filtering, sorting or looking users up by it is
 * refused (400) whatever the stored values, so the answer reveals nothing of them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type AliasedRawBuilder, type Expression, type SqlBool } from 'kysely';
import type { ResolvedEntity } from '../../../shared/schema/registry';
import { ok } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import type { TypedDb } from '../crud/loose-db';
import { onlyVisible } from '../crud/read/scope';
import { schemaRegistry } from '../schema/registry';
import { parseIds } from '../crud/write/write';
import { readableFieldNames } from '../crud/rules/field-rules';
import { queryErrors } from '../../../shared/query/errors';
import { departSubtreeIds, departTextsOfUsers } from './user-picker-departs';
import type { PickerUser } from '../../../shared/user/picker-user';

const PERMISSION = 'system:user:list';
const MAX_PAGE_SIZE = 100;
/** queryUserByDepId answers one department's users at once; a bound keeps the answer small. */
const MAX_DEPART_USERS = 500;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Sortable picker columns (the request's camelCase name, a sys_user field → its column). */
const SORT_COLUMNS: Readonly<Record<string, string>> = {
  username: 'username',
  realname: 'realname',
  sex: 'sex',
  birthday: 'birthday',
  phone: 'phone',
  createTime: 'create_time',
};

/** The picker row's sys_user fields (name → column) besides the id, in answer order. */
const USER_FIELDS: ReadonlyArray<readonly [name: string, column: string]> = [
  ['username', 'username'],
  ['realname', 'realname'],
  ['sex', 'sex'],
  ['phone', 'phone'],
  ['birthday', 'birthday'],
];

type Query = Record<string, unknown>;
/** A picker row as the caller may read it: every PickerUser column for whoever may read them all. */
type PickerRow = Pick<PickerUser, 'id'> & Partial<Omit<PickerUser, 'id' | 'orgCodeTxt'>>;

/** What the caller may read of sys_user, for the picker: its columns, and refusals of the rest. */
interface PickerReadable {
  columns: AliasedRawBuilder<unknown, string>[];
  has(name: string): boolean;
}

async function pickerReadable(request: FastifyRequest, entity: ResolvedEntity): Promise<PickerReadable> {
  const readable = await readableFieldNames(request, entity);
  const shown = USER_FIELDS.filter(([name]) => readable.has(name));
  return {
    columns: [sql.ref('id').as('id'), ...shown.map(([name, column]) => sql.ref(column).as(name))],
    has: (name) => readable.has(name),
  };
}

/** A filter or look-up by a column the caller may not read would answer whether a value is stored there. */
function refuseUnreadable(
  request: FastifyRequest,
  readable: PickerReadable,
  name: string,
  param: string,
): void {
  if (!readable.has(name)) throw new HttpError(400, request.t(queryErrors.notFilterable(param).text));
}

function text(query: Query, name: string): string {
  const value = query[name];
  return typeof value === 'string' ? value.trim() : '';
}

function positiveInt(
  request: FastifyRequest,
  query: Query,
  name: string,
  fallback: number,
  max: number,
): number {
  const raw = text(query, name);
  if (raw === '') return fallback;
  const n = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || n < 1) {
    throw new HttpError(
      400,
      request.t({ 'zh-CN': `参数 ${name} 必须是正整数`, 'en-US': `${name} must be a positive integer` }),
    );
  }
  return Math.min(n, max);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function departId(request: FastifyRequest, raw: string): string {
  if (!ID.test(raw))
    throw new HttpError(400, request.t({ 'zh-CN': '部门参数错误', 'en-US': 'Invalid department' }));
  return raw;
}

async function withDepartTexts(
  request: FastifyRequest,
  db: TypedDb,
  rows: PickerRow[],
): Promise<Array<PickerRow & Pick<PickerUser, 'orgCodeTxt'>>> {
  const texts = await departTextsOfUsers(
    db,
    rows.map((r) => r.id),
    request.locale,
  );
  return rows.map((r) => ({ ...r, orgCodeTxt: texts.get(r.id) ?? '' }));
}

/** Users of the department or any department under it. */
function inDepartments(ids: readonly string[]): Expression<SqlBool> {
  if (ids.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`${sql.ref('id')} in (select ${sql.ref('user_id')} from ${sql.table('sys_user_depart')} where ${sql.ref('dep_id')} in (${sql.join(ids)}))`;
}

export default async function userPickerRoutes(app: FastifyInstance): Promise<void> {
  const entity = schemaRegistry(app).entities.get('sys_user');
  if (!entity) throw new Error('schemas/entities/sys_user.json is missing');
  const config = { permission: PERMISSION };

  app.get(
    '/sys/user/queryUserComponentData',
    { config, schema: { tags: ['sys'], summary: 'A page of users for the user picker' } },
    async (request) => {
      const query = (request.query ?? {}) as Query;
      const pageNo = positiveInt(request, query, 'pageNo', 1, 1_000_000);
      const pageSize = positiveInt(request, query, 'pageSize', 10, MAX_PAGE_SIZE);
      const db = app.db;
      const readable = await pickerReadable(request, entity);
      let rows = db.selectFrom('sys_user').$call(onlyVisible(app, entity, request.user));
      const username = text(query, 'username');
      if (username !== '') {
        refuseUnreadable(request, readable, 'username', 'username');
        rows = rows.where('username', 'ilike', `%${escapeLike(username)}%`);
      }
      const realname = text(query, 'realname');
      if (realname !== '') {
        refuseUnreadable(request, readable, 'realname', 'realname');
        rows = rows.where('realname', 'ilike', `%${escapeLike(realname)}%`);
      }
      const depart = text(query, 'departId');
      if (depart !== '') {
        const subtree = await departSubtreeIds(db, departId(request, depart));
        rows = rows.where(() => inDepartments(subtree));
      }
      const counted = await rows.select(sql<string>`count(*)`.as('total')).executeTakeFirst();
      const total = Number((counted as { total?: unknown } | undefined)?.total ?? 0);
      const asked = text(query, 'column');
      // The order of an unreadable column would rank its hidden values: refused when asked for, and
      // the default (creation time) only when the caller may read that.
      const known = Object.hasOwn(SORT_COLUMNS, asked);
      if (known && !readable.has(asked))
        throw new HttpError(400, request.t(queryErrors.badSort('column').text));
      const sortBy = known ? asked : 'createTime';
      const direction = text(query, 'order') === 'asc' ? 'asc' : 'desc';
      let ordered = rows.select(readable.columns);
      if (readable.has(sortBy)) ordered = ordered.orderBy(sql.ref(SORT_COLUMNS[sortBy] as string), direction);
      const records = (await ordered
        .orderBy(sql.ref('id'), direction)
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute()) as PickerRow[];
      return ok({
        records: await withDepartTexts(request, db, records),
        total,
        size: pageSize,
        current: pageNo,
        pages: Math.max(1, Math.ceil(total / pageSize)),
      });
    },
  );

  app.get(
    '/sys/user/queryUserByDepId',
    { config, schema: { tags: ['sys'], summary: "A department's users" } },
    async (request) => {
      const query = (request.query ?? {}) as Query;
      const raw = text(query, 'id') || text(query, 'departId');
      if (raw === '')
        throw new HttpError(400, request.t({ 'zh-CN': '请选择部门', 'en-US': 'Choose a department' }));
      const db = app.db;
      const readable = await pickerReadable(request, entity);
      const rows = (await db
        .selectFrom('sys_user')
        .$call(onlyVisible(app, entity, request.user))
        .where(() => inDepartments([departId(request, raw)]))
        .select(readable.columns)
        .orderBy(sql.ref(readable.has('username') ? 'username' : 'id'))
        .limit(MAX_DEPART_USERS)
        .execute()) as PickerRow[];
      return ok(await withDepartTexts(request, db, rows));
    },
  );

  // The stored value of a user field: ids (`ids`) or usernames (`usernames`), comma-joined.
  app.get(
    '/sys/user/getMultiUser',
    { config, schema: { tags: ['sys'], summary: 'The users of a stored picker value' } },
    async (request) => {
      const query = (request.query ?? {}) as Query;
      const byUsername = query.usernames !== undefined;
      const readable = await pickerReadable(request, entity);
      if (byUsername) refuseUnreadable(request, readable, 'username', 'usernames');
      const keys = parseIds(request, byUsername ? query.usernames : query.ids);
      const db = app.db;
      // Users outside the caller's scope are left out, as if they did not exist.
      const rows = (await db
        .selectFrom('sys_user')
        .$call(onlyVisible(app, entity, request.user))
        .where(byUsername ? 'username' : 'id', 'in', keys)
        .select(readable.columns)
        .execute()) as PickerRow[];
      const position = new Map(keys.map((k, i) => [k, i]));
      const key = (r: PickerRow) => (byUsername ? r.username : r.id) ?? '';
      rows.sort((a, b) => (position.get(key(a)) ?? 0) - (position.get(key(b)) ?? 0));
      return ok(await withDepartTexts(request, db, rows));
    },
  );
}
