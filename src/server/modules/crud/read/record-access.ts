/**
 * May the request's user read one record, and write it? The same checks as the record's REST
 * routes, as a yes/no instead of an HTTP answer: reading is queryById's (the entity's list code, the
 * field rules' view, the row scope of visibleByIds), writing is edit's on top (the edit code, the
 * x-protected rule); for a record not saved yet, the add route's code. A field of the record may
 * be named: a field hidden from the user is not readable, a read-only one not writable. Callers outside the REST routes (the live table rooms of
 * /vxeSocket) use it so no second copy of these rules exists.
 */
import type { FastifyRequest } from 'fastify';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import { userHasPermission } from '../../../auth/session-user';
import { HttpError } from '../../../http/errors';
import { fieldView } from '../rules/field-rules';
import { mayList } from './list-access';
import { loose } from '../loose-db';
import { refuseProtected, visibleByIds } from '../write/write';

export interface RecordAccess {
  read: boolean;
  write: boolean;
}

const NONE: RecordAccess = { read: false, write: false };

/** A refusal of visibleByIds (404) or refuseProtected (403) is an answer here, anything else a failure. */
async function refused(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return false;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return true;
    throw error;
  }
}

/** The declared field named, or undefined when the name is no property of the entity. */
function declaredField(entity: ResolvedEntity, fieldName: string | undefined): string | undefined {
  return fieldName !== undefined && Object.hasOwn(entity.schema.properties, fieldName)
    ? fieldName
    : undefined;
}

/** A declared property missing from the user's view is hidden from them; a read-only one is not writable. */
function fieldAccess(view: ResolvedEntity, field: string | undefined): RecordAccess {
  if (field === undefined) return { read: true, write: true };
  if (!Object.hasOwn(view.schema.properties, field)) return NONE;
  return { read: true, write: view.fields.get(field)?.writable !== false };
}

export async function recordAccess(
  request: FastifyRequest,
  entity: ResolvedEntity,
  recordId: string,
  fieldName?: string,
): Promise<RecordAccess> {
  const perms = entity.schema['x-permissions'];
  if (!mayList(request.server, request.user, entity)) return NONE;
  const view = await fieldView(request, entity);
  const field = fieldAccess(view, declaredField(entity, fieldName));
  if (!field.read) return NONE;
  let rows: Awaited<ReturnType<typeof visibleByIds>> = [];
  if (
    await refused(
      async () => (rows = await visibleByIds(request, loose(request.server.db), view, [recordId])),
    )
  )
    return NONE;
  const write =
    field.write &&
    !!perms.edit &&
    userHasPermission(request.user, perms.edit) &&
    !(await refused(async () => refuseProtected(request, view, rows)));
  return { read: true, write };
}

/**
 * The same for a record not yet saved (the add form): no row to scope, so it is the add route's
 * code, besides the list code every form of the entity needs to be opened at all.
 */
export async function newRecordAccess(
  request: FastifyRequest,
  entity: ResolvedEntity,
  fieldName?: string,
): Promise<RecordAccess> {
  const perms = entity.schema['x-permissions'];
  if (
    !perms.add ||
    !userHasPermission(request.user, perms.list) ||
    !userHasPermission(request.user, perms.add)
  )
    return NONE;
  return fieldAccess(await fieldView(request, entity), declaredField(entity, fieldName));
}
