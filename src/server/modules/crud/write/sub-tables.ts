/**
 * Sub tables (`x-sub-tables`, src/shared/schema/sub-tables.ts) written with their record: add and
 * edit carry the rows as an array under the sub table's property and the ids of removed persisted
 * rows under `<property>_deleted`; every row is written inside the record's transaction, so one bad
 * row writes nothing.
 *   - A row whose id is a persisted row of this record is updated; one without an id, or with an id
 *     no visible row has (the editable table's temporary 32-hex ids), is inserted under a new id.
 *   - A row or deleted id of another record is refused (422), as is an id listed twice.
 *   - Each row is validated by the sub entity's own rules (422 `{ field, row, column, message }`),
 *     scoped like its entity (visibleRows, ownershipValues) and needs the sub entity's add, edit or
 *     delete code for what it does (403).
 *   - The order field, when declared, is the row's position in the array.
 *   - The user's field rules of the sub entity hold for its rows (rules/field-rules.ts): a hidden field
 *     sent is a 422, as on the main record; a read-only one too, unless the row merely echoes it
 *     (the editable table sends back the whole row queryById answered): then the stored value is
 *     kept on edit and, on a new row, a field without a value is not taken (`echoedReadOnly`).
 */
import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import type { SubTableSpec } from '../../../../shared/schema/types';
import { deletedIdsKey, subTablesOf } from '../../../../shared/schema/sub-tables';
import { schemaKeyword, X_SOFT_DELETE } from '../../../../shared/schema/keywords';
import { entityValidator, type FieldProblem, type WriteMode } from '../../../../shared/schema/validate';
import { isNoValue, mayWrite } from '../../../../shared/schema/writable-fields';
import { SYSTEM_FIELDS } from '../../../../shared/schema/types';
import { userHasPermission } from '../../../auth/session-user';
import { newId } from '../../../db/ids';
import { HttpError, LocalizedHttpError } from '../../../http/errors';
import { MSG } from '../../../http/messages';
import type { MessagePair } from '../../../http/i18n';
import { schemaRegistry, type SchemaSource } from '../../schema/registry';
import { markReferenced } from '../../upload/temp-files';
import { columnLimitProblems } from './column-limits';
import { entityHooks, type HookContext } from '../hooks';
import { typed, type LooseDb } from '../loose-db';
import { ownershipValues, visibleRows } from '../read/scope';
import { checkUnique, toColumns, type Input } from './columns';
import { fillDefaultVariables } from './default-vars';
import { fieldView } from '../rules/field-rules';
import { resolveText } from '../../../../shared/schema/i18n';
import { selections, type Row } from '../read/rows';
import { hashStoredSecrets } from './stored-secrets';

/** Rows one request may write to one sub table (a form's table, not an import). */
export const MAX_SUB_ROWS = 2000;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const SYSTEM = new Set<string>(SYSTEM_FIELDS);

const SUB_MSG = {
  invalid: { 'zh-CN': '数据校验失败', 'en-US': 'Validation failed' },
  badRows: { 'zh-CN': '子表数据格式不正确!', 'en-US': 'The sub table rows are malformed!' },
  tooMany: {
    'zh-CN': `子表最多保存 ${MAX_SUB_ROWS} 行!`,
    'en-US': `A sub table saves at most ${MAX_SUB_ROWS} rows!`,
  },
  otherRecord: { 'zh-CN': '该行不属于当前记录!', 'en-US': 'This row belongs to another record!' },
  twice: { 'zh-CN': '同一行不能重复提交!', 'en-US': 'The same row was sent twice!' },
} as const satisfies Record<string, MessagePair>;

/** The 403 of a sub table write: which sub table (its title in the caller's language) and which code is missing. */
function subForbidden(title: string, code: string): MessagePair {
  return {
    'zh-CN': `没有权限操作子表「${title}」，缺少权限：${code}`,
    'en-US': `No permission to write the sub table "${title}": missing ${code}`,
  };
}

/** One sub table's part of a write. */
export interface SubTableWrite {
  spec: SubTableSpec;
  sub: ResolvedEntity;
  /** The sub entity as the user may write it (their field rules, read before the transaction). */
  view: ResolvedEntity;
  /** The rows to keep, in order; undefined when the body did not carry the property (left as stored). */
  rows: Input[] | undefined;
  deleted: string[];
}

/** A 422 entry: the sub table's property, the row's index (in the rows, or in the deleted ids) and its field. */
export interface SubRowError {
  field: string;
  row: number;
  column: string;
  message: string;
}

export function subEntity(app: SchemaSource, spec: SubTableSpec): ResolvedEntity {
  const sub = schemaRegistry(app).entities.get(spec.entity);
  // The registry refuses a schema whose sub entity is missing, so this is a programming error.
  if (!sub) throw new Error(`sub table entity "${spec.entity}" is not registered`);
  return sub;
}

function malformed(request: FastifyRequest, field: string): HttpError {
  return new HttpError(422, request.t(SUB_MSG.invalid), [{ field, message: request.t(SUB_MSG.badRows) }]);
}

function isPlainObject(value: unknown): value is Input {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseDeleted(request: FastifyRequest, key: string, raw: unknown): string[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const list =
    typeof raw === 'string'
      ? raw
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
      : raw;
  if (
    !Array.isArray(list) ||
    list.length > MAX_SUB_ROWS ||
    list.some((id) => typeof id !== 'string' || !ID.test(id))
  )
    throw malformed(request, key);
  return [...new Set(list as string[])];
}

/**
 * Takes every sub table's rows and deleted ids out of the body (the record's own validator never
 * sees them) after checking their shape; 422 for a value that is not an array of objects. Called
 * before the record's transaction: the field rules are read on the pool, which inside the
 * transaction would wait for it (PGlite has one connection).
 */
export async function takeSubTables(
  request: FastifyRequest,
  entity: ResolvedEntity,
  input: Input,
): Promise<SubTableWrite[]> {
  const writes = subTablesOf(entity.schema).map((spec) => {
    const raw = input[spec.property];
    const deletedKey = deletedIdsKey(spec.property);
    const deleted = parseDeleted(request, deletedKey, input[deletedKey]);
    delete input[spec.property];
    delete input[deletedKey];
    let rows: Input[] | undefined;
    if (raw === null) rows = [];
    else if (raw !== undefined) {
      if (!Array.isArray(raw) || !raw.every(isPlainObject)) throw malformed(request, spec.property);
      if (raw.length > MAX_SUB_ROWS)
        throw new HttpError(422, request.t(SUB_MSG.invalid), [
          { field: spec.property, message: request.t(SUB_MSG.tooMany) },
        ]);
      rows = raw;
    }
    return { spec, sub: subEntity(request.server, spec), rows, deleted };
  });
  const out: SubTableWrite[] = [];
  for (const write of writes) out.push({ ...write, view: await fieldView(request, write.sub) });
  return out;
}

function hookContext(request: FastifyRequest, db: LooseDb): HookContext {
  return { app: request.server, db, user: request.user, t: (pair) => request.t(pair) };
}

function columnOf(sub: ResolvedEntity, property: string): string {
  const column = sub.fields.get(property)?.column;
  if (!column) throw new Error(`"${property}" of "${sub.id}" has no column`);
  return column;
}

const DECIMAL = /^-?\d{1,18}(\.\d{1,18})?$/;

/**
 * A number column read back as text (PostgreSQL's numeric arrives as a string, e.g. "1.500000"),
 * which a table sends back unchanged on edit, as the number it is.
 */
function echoedNumber(sub: ResolvedEntity, name: string, value: unknown): unknown {
  const type = sub.fields.get(name)?.schema.type;
  if ((type !== 'number' && type !== 'integer') || typeof value !== 'string' || !DECIMAL.test(value))
    return value;
  return Number(value);
}

/**
 * The row as the sub entity's validator reads it: what queryById answered besides the writable
 * fields (system fields, `_dictText` texts) is dropped, the foreign key and order are the server's.
 */
function rowInput(
  write: SubTableWrite,
  row: Input,
  index: number,
  mode: WriteMode,
  mainId: string,
  persisted: Row | null,
): Input {
  const { spec, sub, view } = write;
  const clean: Input = {};
  const writable = (name: string) =>
    mayWrite(name, view.fields.get(name)?.schema, mode === 'edit' ? 'edit' : 'add');
  for (const [name, value] of Object.entries(row)) {
    if (SYSTEM.has(name) || name.endsWith('_dictText') || name === spec.foreignKey) continue;
    const sent = value === '' ? null : echoedNumber(sub, name, value);
    if (!writable(name) && echoedReadOnly(view, name, sent, persisted)) continue;
    clean[name] = sent;
  }
  if (writable(spec.foreignKey)) clean[spec.foreignKey] = mainId;
  if (spec.orderField && writable(spec.orderField)) clean[spec.orderField] = index;
  if (persisted) clean.id = persisted.id;
  return clean;
}

/** Stored and sent values alike as queryById answers them (numbers as numbers, lists joined). */
function sameValue(sent: unknown, stored: unknown): boolean {
  if (isNoValue(sent) || isNoValue(stored)) return isNoValue(sent) && isNoValue(stored);
  if (stored instanceof Date) return typeof sent === 'string' && Date.parse(sent) === stored.getTime();
  const text = (v: unknown) => (Array.isArray(v) ? v.join(',') : String(v));
  if (typeof sent === 'number' || typeof stored === 'number') return Number(sent) === Number(stored);
  return text(sent) === text(stored);
}

/**
 * A field the row may not write that it only echoes: readable for the user (a hidden one is never
 * compared, so a write cannot probe its value) and equal to the stored value (a new row: no value).
 */
function echoedReadOnly(view: ResolvedEntity, name: string, sent: unknown, persisted: Row | null): boolean {
  const field = view.fields.get(name);
  if (!field || !field.readable || field.column === null) return false;
  return persisted ? sameValue(sent, persisted[name]) : isNoValue(sent);
}

interface Classified {
  /** The rows with their validated input and, for persisted ones, their id. */
  rows: Array<{ input: Input; id: string | null }>;
  deleted: string[];
}

/** Reads which sent ids are this record's rows, validates every row (as `view`, the user's field rules applied); 422 with every problem. */
async function classify(
  request: FastifyRequest,
  db: LooseDb,
  write: SubTableWrite,
  mainId: string,
): Promise<Classified> {
  const { spec, sub, view } = write;
  const rows = write.rows ?? [];
  const sentIds = rows.map((r) => r.id).filter((id): id is string => typeof id === 'string' && ID.test(id));
  const asked = [...new Set([...sentIds, ...write.deleted])];
  const owners = new Map<string, unknown>();
  // The stored values of the fields the user reads but may not write, to tell an echo from a change.
  const stored = new Map<string, Row>();
  const compared = [...view.fields.values()].filter(
    (f) => f.readable && f.column !== null && !SYSTEM.has(f.name) && f.name !== spec.foreignKey,
  );
  if (asked.length > 0) {
    const found = (await visibleRows(request.server, db, sub, request.user)
      .select(['id', sql.ref(columnOf(sub, spec.foreignKey)).as('__owner'), ...selections(compared)])
      .where('id', 'in', asked)
      .execute()) as Array<Row & { id: string; __owner: unknown }>;
    for (const r of found) {
      owners.set(r.id, r.__owner);
      stored.set(r.id, r);
    }
  }
  const errors: SubRowError[] = [];
  const error = (field: string, row: number, column: string, message: MessagePair) =>
    errors.push({ field, row, column, message: request.t(message) });
  const deletedKey = deletedIdsKey(spec.property);
  const out: Classified = { rows: [], deleted: [] };
  write.deleted.forEach((id, i) => {
    if (!owners.has(id)) return; // already gone (a second submit): nothing to delete
    if (owners.get(id) !== mainId) error(deletedKey, i, 'id', SUB_MSG.otherRecord);
    else out.deleted.push(id);
  });
  const kept = new Set<string>();
  rows.forEach((row, i) => {
    const sent = typeof row.id === 'string' && owners.has(row.id) ? row.id : null;
    if (sent !== null && owners.get(sent) !== mainId)
      return void error(spec.property, i, 'id', SUB_MSG.otherRecord);
    if (sent !== null && (kept.has(sent) || write.deleted.includes(sent)))
      return void error(spec.property, i, 'id', SUB_MSG.twice);
    if (sent !== null) kept.add(sent);
    const mode: WriteMode = sent ? 'edit' : 'add';
    const input = rowInput(write, row, i, mode, mainId, sent ? (stored.get(sent) ?? null) : null);
    const problems: FieldProblem[] = [
      ...entityValidator(view, mode)(input),
      ...columnLimitProblems(view, input),
    ];
    for (const p of problems) {
      const at = {
        'zh-CN': `第 ${i + 1} 行：${p.message['zh-CN']}`,
        'en-US': `Row ${i + 1}: ${p.message['en-US']}`,
      };
      error(spec.property, i, p.field, at);
    }
    out.rows.push({ input, id: sent });
  });
  if (errors.length > 0) throw new HttpError(422, request.t(SUB_MSG.invalid), errors);
  return out;
}

/** 403 unless the user holds the sub entity's code for each thing the write does. */
function checkPermissions(request: FastifyRequest, sub: ResolvedEntity, work: Classified): void {
  const title = resolveText(sub.schema.title, request.locale) || sub.id;
  const perms = sub.schema['x-permissions'];
  const needs: Array<string | undefined> = [];
  if (work.rows.some((r) => r.id === null)) needs.push(perms.add);
  if (work.rows.some((r) => r.id !== null)) needs.push(perms.edit);
  if (work.deleted.length > 0) needs.push(perms.delete);
  for (const code of needs) {
    if (code === undefined) throw new LocalizedHttpError(403, MSG.forbidden);
    if (!userHasPermission(request.user, code))
      throw new HttpError(403, request.t(subForbidden(title, code)));
  }
}

/** Removes (or soft-deletes) sub rows by id, with the sub entity's hooks. */
async function removeRows(
  request: FastifyRequest,
  db: LooseDb,
  sub: ResolvedEntity,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  const hooks = entityHooks(request.server, sub.id);
  await hooks.beforeDelete?.(hookContext(request, db), ids);
  const soft = schemaKeyword(sub.schema, X_SOFT_DELETE);
  if (soft) {
    await db
      .updateTable(sub.table)
      .set({ [soft.column]: soft.deleted, update_by: request.user.username, update_time: new Date() })
      .where('id', 'in', ids)
      .execute();
  } else {
    await db.deleteFrom(sub.table).where('id', 'in', ids).execute();
  }
  await hooks.afterDelete?.(hookContext(request, db), ids);
}

/**
 * Writes the sub tables of record `mainId` inside its transaction `db`: deletions, then updates,
 * then inserts. Throws (rolling everything back) on a refused or invalid row.
 */
export async function writeSubTables(
  request: FastifyRequest,
  db: LooseDb,
  writes: SubTableWrite[],
  mainId: string,
): Promise<void> {
  for (const write of writes) {
    const { sub, spec } = write;
    const work = await classify(request, db, write, mainId);
    checkPermissions(request, sub, work);
    const hooks = entityHooks(request.server, sub.id);
    const ctx = hookContext(request, db);
    const fkColumn = columnOf(sub, spec.foreignKey);
    await removeRows(request, db, sub, work.deleted);
    for (const { input, id } of work.rows) {
      if (id === null) continue;
      await checkUnique(request, db, sub, input, id);
      await hashStoredSecrets(sub, input, 'edit');
      const columns: Record<string, unknown> = {
        ...toColumns(sub, input),
        [fkColumn]: mainId,
        update_by: request.user.username,
        update_time: new Date(),
      };
      await hooks.beforeUpdate?.(ctx, columns, input, id);
      await db
        .updateTable(sub.table)
        .set(columns)
        .where('id', '=', id)
        .where(sql.ref(fkColumn), '=', mainId)
        .execute();
      await markReferenced(typed(db), sub, columns);
      await hooks.afterUpdate?.(ctx, id, input);
    }
    for (const { input, id } of work.rows) {
      if (id !== null) continue;
      await checkUnique(request, db, sub, input, null);
      await hashStoredSecrets(sub, input, 'add');
      const rowId = newId();
      const columns = {
        ...toColumns(sub, input),
        ...ownershipValues(sub, request.user),
        [fkColumn]: mainId,
        id: rowId,
        create_by: request.user.username,
      };
      await fillDefaultVariables(request, sub, input, columns, typed(db));
      await hooks.beforeInsert?.(ctx, columns, input);
      await db.insertInto(sub.table).values(columns).execute();
      await markReferenced(typed(db), sub, columns);
      await hooks.afterInsert?.(ctx, rowId, input);
    }
  }
}

/** Deletes the sub rows of records being deleted, in the delete's transaction (before the records). */
export async function deleteSubRowsOf(
  request: FastifyRequest,
  db: LooseDb,
  entity: ResolvedEntity,
  mainIds: string[],
): Promise<void> {
  for (const spec of subTablesOf(entity.schema)) {
    const sub = subEntity(request.server, spec);
    const rows = (await db
      .selectFrom(sub.table)
      .select('id')
      .where(sql.ref(columnOf(sub, spec.foreignKey)), 'in', mainIds)
      .execute()) as Array<{ id: string }>;
    await removeRows(
      request,
      db,
      sub,
      rows.map((r) => r.id),
    );
  }
}
