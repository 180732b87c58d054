/**
 * The published online form behind a runtime API path: its runtime entity (registered from the
 * published version on first use, by the online forms' runtime resolver: refreshRuntime), its page
 * `online-<code>`, and the generic CRUD's handler of one of its routes, run with the same
 * permission check as the runtime dispatch (crud/routes.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import type { PageSchema } from '../../../../shared/schema/types';
import { userHasPermission } from '../../../auth/session-user';
import { LocalizedHttpError } from '../../../http/errors';
import { MSG } from '../../../http/messages';
import { runtimeEntityRoute } from '../../crud/routes';
import { refreshRuntime, runtimeEntity, schemaRegistry, type SchemaSource } from '../../schema/registry';

/** A form's code is its table name: a lower-case identifier (anything else cannot be a form). */
const CODE = /^[a-z][a-z0-9_]{0,63}$/;

export function onlinePageId(code: string): string {
  return `online-${code}`;
}

/**
 * The runtime entity of a published form, or 404. As the runtime dispatch does, the online forms'
 * resolver first brings it up to date (not registered in this process yet, or a newer version
 * published by another instance), with its page.
 */
export async function onlineEntity(app: FastifyInstance, code: string): Promise<ResolvedEntity> {
  if (!CODE.test(code)) throw new LocalizedHttpError(404, MSG.notFound);
  await refreshRuntime(app, { entity: code });
  const entity = runtimeEntity(app, code);
  if (!entity) throw new LocalizedHttpError(404, MSG.notFound);
  return entity;
}

export function onlinePage(app: SchemaSource, code: string): PageSchema | undefined {
  return schemaRegistry(app).pages.get(onlinePageId(code));
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The permission code of a route of the entity (undefined when it has none: no such action). */
export function routePermission(
  app: FastifyInstance,
  entity: ResolvedEntity,
  method: Method,
  action: string,
): string | readonly string[] | undefined {
  return runtimeEntityRoute(app, entity, method, action)?.permission;
}

/** 403 unless the user holds the route's code; 404 when the entity has no such route. */
export function requireRoute(
  app: FastifyInstance,
  request: FastifyRequest,
  entity: ResolvedEntity,
  method: Method,
  action: string,
) {
  const route = runtimeEntityRoute(app, entity, method, action);
  if (!route) throw new LocalizedHttpError(404, MSG.notFound);
  if (!userHasPermission(request.user, route.permission)) throw new LocalizedHttpError(403, MSG.forbidden);
  return route;
}

/**
 * Runs the CRUD's own handler of `<method> <action>` for this request, with `query` as the
 * request's query string when given (JeecgBoot passes ids and parameters in the path).
 */
export async function runEntityRoute(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  entity: ResolvedEntity,
  method: Method,
  action: string,
  query?: Record<string, unknown>,
): Promise<unknown> {
  const route = requireRoute(app, request, entity, method, action);
  if (query) request.query = query;
  return route.handler.call(app, request, reply);
}
