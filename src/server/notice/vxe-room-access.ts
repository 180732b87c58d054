/**
 * Who may be in a /vxeSocket room. The room is the page id the client derives from its live table's
 * key (renderers/editable-table/live-sync.ts): `<entity>.<recordId>.<field id>` for a saved
 * record, `<entity>.<field id>` on the add form, where a field id is RJSF's `root_<property>`
 * (characters outside the route's pattern became '_', and a long key keeps its start and a hash).
 * Joining needs read access to the record behind it, sending rows write access: the record's own
 * REST checks (crud/read/record-access.ts); on the add form, the entity's add code. A key naming no
 * entity belongs to no stored data (the widget gallery of the administrators' /test page): only
 * administrators may use one. Refusals answer 403 to the upgrade, before any socket opens.
 */
import type { FastifyRequest } from 'fastify';
import { LocalizedHttpError } from '../http/errors';
import type { MessagePair } from '../http/i18n';
import { MSG } from '../http/messages';
import { newRecordAccess, recordAccess, type RecordAccess } from '../modules/crud/read/record-access';
import { refreshRuntime, schemaRegistry } from '../modules/schema/registry';

/** RJSF's id of the form's root; a field's widget id is `root_<property>`. */
const ROOT_ID = 'root';
const FIELD_ID_PREFIX = `${ROOT_ID}_`;

/** Answered (as a `{type: 'refused'}` frame) to a room member who sends rows without write access. */
export const READ_ONLY_ROOM: MessagePair = {
  'zh-CN': '无权修改该数据',
  'en-US': 'You may not edit this record',
};

export interface RoomKey {
  /** The entity (or form) id the key starts with. */
  entityId: string;
  /** Undefined on the add form (the key goes on with the field id). */
  recordId?: string;
  /** The entity property of the table, when the key names one plainly. */
  field?: string;
}

function isFieldId(segment: string): boolean {
  return segment === ROOT_ID || segment.startsWith(FIELD_ID_PREFIX);
}

export function parseRoomKey(pageId: string): RoomKey {
  const [entityId = '', ...rest] = pageId.split('.');
  const recordId = rest[0] !== undefined && !isFieldId(rest[0]) ? rest.shift() : undefined;
  const path = rest.join('.');
  const field = path.startsWith(FIELD_ID_PREFIX) ? path.slice(FIELD_ID_PREFIX.length) : undefined;
  return { entityId, ...(recordId ? { recordId } : {}), ...(field ? { field } : {}) };
}

const NONE: RecordAccess = { read: false, write: false };
const accessOf = new WeakMap<FastifyRequest, RecordAccess>();

/** What the upgrade found this socket's user may do in its room (read is always true once open). */
export function roomAccess(request: FastifyRequest): RecordAccess {
  return accessOf.get(request) ?? NONE;
}

async function accessTo(request: FastifyRequest, key: RoomKey): Promise<RecordAccess> {
  await refreshRuntime(request.server, { entity: key.entityId });
  const entity = schemaRegistry(request.server).entities.get(key.entityId);
  if (!entity) return request.user.isAdmin ? { read: true, write: true } : NONE;
  return key.recordId === undefined
    ? newRecordAccess(request, entity, key.field)
    : recordAccess(request, entity, key.recordId, key.field);
}

/** preHandler of /vxeSocket: refuses the upgrade unless the user may read the room's record. */
export async function authorizeRoom(request: FastifyRequest): Promise<void> {
  const { pageId } = request.params as { pageId: string };
  const access = await accessTo(request, parseRoomKey(pageId));
  if (!access.read) throw new LocalizedHttpError(403, MSG.forbidden);
  accessOf.set(request, access);
}
