/**
 * Table dictionaries `table,text,code` (reference/jeecg.md §5.3, S2/S3 closed): the table must be a
 * registered entity's x-table, text and code readable fields of it (property or column name), and
 * the caller must hold the entity's list code; rows are read through the entity's row scope.
 * "Readable" is the caller's own: the entity comes as the caller's field view (crud/rules/field-rules.ts),
 * so a field hidden from one of their roles can be neither the text, the code, the searched column
 * nor a condition — the request is refused whatever the stored values, so it answers no question.
 */
import type { FastifyRequest } from 'fastify';
import type { ResolvedEntity, ResolvedField } from '../../../shared/schema/registry';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import { MSG } from '../../http/messages';
import { fieldView } from '../crud/rules/field-rules';
import { userHasPermission } from '../../auth/session-user';
import { schemaRegistry } from '../schema/registry';
import { schemaKeyword, X_PERMISSIONS } from '../../../shared/schema/keywords';

export const BAD_DICT = { 'zh-CN': '字典参数不合法', 'en-US': 'Invalid dictionary parameter' };

export interface TableDict {
  entity: ResolvedEntity;
  text: ResolvedField;
  code: ResolvedField;
}

export function readableField(request: FastifyRequest, entity: ResolvedEntity, name: unknown): ResolvedField {
  if (typeof name !== 'string') throw new HttpError(400, request.t(BAD_DICT));
  const field = [...entity.fields.values()].find(
    (f) => (f.name === name || f.column === name) && f.readable && f.column !== null,
  );
  if (!field) throw new HttpError(400, request.t(BAD_DICT));
  return field;
}

/** The entity of a table name from a request, with the caller's right to list it checked, as the caller may read it. */
export async function registeredTable(request: FastifyRequest, tableName: unknown): Promise<ResolvedEntity> {
  if (typeof tableName !== 'string') throw new HttpError(400, request.t(BAD_DICT));
  const entity = schemaRegistry(request.server).byTable.get(tableName);
  if (!entity) throw new HttpError(400, request.t(BAD_DICT));
  if (!userHasPermission(request.user, schemaKeyword(entity.schema, X_PERMISSIONS).list))
    throw new LocalizedHttpError(403, MSG.forbidden);
  return fieldView(request, entity);
}

/** `code` alone is a plain dictionary (null here); `table,text,code` must name registered things. */
export async function parseTableDict(request: FastifyRequest, dict: string): Promise<TableDict | null> {
  const parts = dict.split(',');
  if (parts.length === 1) {
    if (!/^[A-Za-z0-9_]{1,100}$/.test(dict)) throw new HttpError(400, request.t(BAD_DICT));
    return null;
  }
  // A fourth part (JeecgBoot's raw filter SQL) is never accepted.
  const [table, text, code] = parts;
  if (parts.length !== 3 || table === undefined || text === undefined || code === undefined)
    throw new HttpError(400, request.t(BAD_DICT));
  const entity = await registeredTable(request, table.trim());
  return {
    entity,
    text: readableField(request, entity, text.trim()),
    code: readableField(request, entity, code.trim()),
  };
}
