/**
 * Who may read an entity's rows (list, queryById, its pages): the holders of its `x-permissions.list`
 * code, or, for an entity of `"x-list-signed-in": true`, every signed-in user, because its `rowScope`
 * hook keeps each of them to their own rows. Without that hook the keyword opens nothing: an entity
 * whose rows nobody limits stays behind its list code.
 */
import type { FastifyContextConfig } from 'fastify';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import type { SessionUser } from '../../../auth/session-user';
import { userHasPermission } from '../../../auth/session-user';
import { X_LIST_SIGNED_IN } from '../../../../shared/schema/keywords';
import { entityHooks, type HookSource } from '../hooks';

/** Open to every signed-in user: the keyword, and a row scope that limits what each one reads. */
export function listOpenToSignedIn(app: HookSource, entity: ResolvedEntity): boolean {
  return entity.schema[X_LIST_SIGNED_IN] === true && entityHooks(app, entity.id).rowScope !== undefined;
}

export function mayList(app: HookSource, user: SessionUser, entity: ResolvedEntity): boolean {
  return listOpenToSignedIn(app, entity) || userHasPermission(user, entity.schema['x-permissions'].list);
}

/**
 * The route access of list and queryById: the list code, or only a signed-in user for an entity of
 * `x-list-signed-in` (the handler asks mayList again, since the hook is registered after the routes).
 */
export function listRouteConfig(entity: ResolvedEntity): FastifyContextConfig {
  return entity.schema[X_LIST_SIGNED_IN] === true
    ? { authenticated: true }
    : { permission: entity.schema['x-permissions'].list };
}
