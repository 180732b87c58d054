/**
 * GET /sys/duplicate/check?tableName&fieldName&fieldVal&dataId (reference/jeecg.md §5.1, S1 closed):
 * the table must be a registered entity's x-table and the field one of its x-unique fields (by
 * property or column name); anything else is a 400 and never reaches SQL. The caller needs one of
 * the entity's list/add/edit codes, and `dataId` only excludes a row the caller can see.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ok, fail } from '../../../http/envelope';
import { HttpError, LocalizedHttpError } from '../../../http/errors';
import { MSG } from '../../../http/messages';
import { userHasPermission } from '../../../auth/session-user';
import { schemaRegistry } from '../../schema/registry';
import { loose } from '../loose-db';
import { scopedRows, visibleRows } from '../read/scope';
import { CRUD_MSG } from '../messages';
import { fieldView } from '../rules/field-rules';
import { hasNul } from '../../../../shared/validation/column-limits';
import { schemaKeyword, X_PERMISSIONS } from '../../../../shared/schema/keywords';

const BAD = { 'zh-CN': '参数不合法', 'en-US': 'Invalid parameter' };

export default async function duplicateCheckRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sys/duplicate/check', { config: { authenticated: true } }, async (request, reply) => {
    const q = (request.query ?? {}) as Record<string, unknown>;
    const { tableName, fieldName, fieldVal, dataId } = q;
    if (typeof tableName !== 'string' || typeof fieldName !== 'string')
      throw new HttpError(400, request.t(BAD));
    const entity = schemaRegistry(app).byTable.get(tableName);
    const field = entity?.uniqueFields.find((f) => f.name === fieldName || f.column === fieldName);
    if (!entity || !field) throw new HttpError(400, request.t(BAD));
    const perms = schemaKeyword(entity.schema, X_PERMISSIONS);
    const codes = [perms.list, perms.add, perms.edit].filter((c): c is string => typeof c === 'string');
    if (!userHasPermission(request.user, codes)) throw new LocalizedHttpError(403, MSG.forbidden);
    // A field hidden from the user (rules/field-rules.ts) cannot be probed for values either.
    if ((await fieldView(request, entity)).fields.get(field.name)?.readable === false)
      throw new HttpError(400, request.t(BAD));
    if (typeof fieldVal !== 'string' || fieldVal.length > 500 || hasNul(fieldVal))
      throw new HttpError(400, request.t(BAD));
    if (dataId !== undefined && (typeof dataId !== 'string' || !/^[A-Za-z0-9_-]{0,64}$/.test(dataId)))
      throw new HttpError(400, request.t(BAD));

    const db = loose(app.db);
    let exceptId: string | null = null;
    if (typeof dataId === 'string' && dataId !== '') {
      const own = await visibleRows(app, db, entity, request.user)
        .select('id')
        .where('id', '=', dataId)
        .executeTakeFirst();
      if (own) exceptId = dataId;
    }
    // Uniqueness is table-wide (the unique index is). An administrator is told about every row; anyone
    // else only about rows of their own scope, so another company's usernames (or an administrator's)
    // are not revealed: such a value answers as free, and saving it is refused (409) by the write's
    // unique check with the same message and nothing more.
    const rows = request.user.isAdmin
      ? db.selectFrom(entity.table)
      : scopedRows(app, db, entity, request.user);
    let query = rows.select(sql<number>`1`.as('one')).where(sql.ref(field.column as string), '=', fieldVal);
    if (exceptId) query = query.where('id', '<>', exceptId);
    const taken = await query.limit(1).executeTakeFirst();
    if (taken) return reply.status(409).send(fail(409, request.t(CRUD_MSG.duplicate)));
    return ok(null, request.t(CRUD_MSG.available));
  });
}
