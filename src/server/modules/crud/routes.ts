/**
 * The generic CRUD routes of every registered entity under its `x-api` base (reference/jeecg.md
 * §1.2, §1.3): list, queryById, add, edit, delete, deleteBatch, exportXls, importExcel. Each route
 * requires the entity's permission code; an entity without a code for an action has no route.
 *
 * Entities of schemas/ get their routes when the app is built. Fastify freezes its routes once
 * ready, so entities registered at run time (registerRuntimeEntity: admin-built forms) live under
 * one base, `${RUNTIME_API_BASE}/<entity id>/<action>`, whose routes look the entity up per request
 * and run the same handlers with the same permission codes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { ResolvedEntity } from '../../../shared/schema/registry';
import { SchemaError } from '../../../shared/schema/registry';
import { schemaKeyword, X_API } from '../../../shared/schema/keywords';
import { userHasPermission } from '../../auth/session-user';
import { ok, okJson } from '../../http/envelope';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import { MSG } from '../../http/messages';
import { addRuntimeEntity, refreshRuntime, runtimeEntity, schemaRegistry } from '../schema/registry';
import { createTableFromEntity } from './ddl/ddl';
import { listPage, pageDicts } from './read/list';
import { listAnswerJson, watchListTables } from './read/list-answer-cache';
import { parseRequestQuery } from './read/parse';
import { addFileNames } from '../upload/file-names';
import { addDictTexts, dictCodes, selectedFields } from './read/rows';
import { CRUD_MSG } from './messages';
import { addRecord, deleteRecords, editRecord, parseIds, visibleByIds } from './write/write';
import { loose } from './loose-db';
import { addSubRows } from './read/sub-rows';
import { registerExport } from './export/route';
import { registerImport, registerImportParsing } from './import/route';
import { registerWorkflowRoutes } from '../../workflow/routes';
import { RUNTIME_API_BASE } from './runtime-api';
import { fieldView } from './rules/field-rules';
import { listRouteConfig, mayList } from './read/list-access';

// Tests and benches build runtime entities' x-api from here, beside registerRuntimeEntity.
export { RUNTIME_API_BASE };

function queryParam(request: FastifyRequest, name: string): unknown {
  return (request.query as Record<string, unknown> | undefined)?.[name];
}

/**
 * `keepPages`: list pages may be kept in memory (read/list-answer-cache.ts); for the entities of the
 * schema roots, whose tables are not dropped and created again while the app runs.
 */
function registerEntity(app: FastifyInstance, entity: ResolvedEntity, keepPages = false): void {
  const base = entity.schema['x-api'];
  const perms = entity.schema['x-permissions'];

  const listConfig = listRouteConfig(entity);
  const refuseUnlisted = (request: FastifyRequest) => {
    if (!mayList(app, request.user, entity)) throw new LocalizedHttpError(403, MSG.forbidden);
  };

  app.get(`${base}/list`, { config: listConfig }, async (request, reply) => {
    refuseUnlisted(request);
    const view = await fieldView(request, entity);
    const query = parseRequestQuery(request, view);
    const read = () => listPage(app, app.db, view, request.user, query, request.locale);
    if (!keepPages) return ok(await read());
    const json = await listAnswerJson(request, view, query, read);
    return reply.type('application/json; charset=utf-8').send(okJson(json));
  });

  app.get(`${base}/queryById`, { config: listConfig }, async (request) => {
    refuseUnlisted(request);
    // One record: the first id asked for (visibleByIds answers 404 when it is not visible).
    const ids = parseIds(request, queryParam(request, 'id')).slice(0, 1);
    const view = await fieldView(request, entity);
    const rows = await visibleByIds(request, loose(app.db), view, ids);
    const fields = selectedFields(view);
    addDictTexts(rows, fields, await pageDicts(app.db, dictCodes(fields)), request.locale);
    await addFileNames(app.db, rows, fields);
    await addSubRows(request, loose(app.db), entity, rows[0]);
    return ok(rows[0]);
  });

  if (perms.add) {
    app.post(`${base}/add`, { config: { permission: perms.add } }, async (request) => {
      const id = await addRecord(request, await fieldView(request, entity), request.body);
      return ok({ id }, request.t(CRUD_MSG.added));
    });
  }

  if (perms.edit) {
    const handler = async (request: FastifyRequest) => {
      await editRecord(request, await fieldView(request, entity), request.body);
      return ok(null, request.t(CRUD_MSG.edited));
    };
    // JeecgBoot's forms use PUT; some of its callers POST the same body.
    app.put(`${base}/edit`, { config: { permission: perms.edit } }, handler);
    app.post(`${base}/edit`, { config: { permission: perms.edit } }, handler);
  }

  if (perms.delete) {
    app.delete(`${base}/delete`, { config: { permission: perms.delete } }, async (request) => {
      const ids = parseIds(request, queryParam(request, 'id'));
      if (ids.length !== 1) throw new HttpError(400, request.t(CRUD_MSG.badIds));
      await deleteRecords(request, entity, ids);
      return ok(null, request.t(CRUD_MSG.deleted));
    });
    app.delete(`${base}/deleteBatch`, { config: { permission: perms.delete } }, async (request) => {
      await deleteRecords(request, entity, parseIds(request, queryParam(request, 'ids')));
      return ok(null, request.t(CRUD_MSG.batchDeleted));
    });
  }

  if (perms.export) registerExport(app, entity, perms.export);
  if (perms.import) registerImport(app, entity, perms.import);
  // The entity's x-workflow transitions and history (src/server/workflow/routes.ts).
  registerWorkflowRoutes(app, entity);
}

const RUNTIME_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

export interface CapturedRoute {
  permission: string | readonly string[];
  handler: RouteHandlerMethod;
}

/**
 * The routes registerEntity would add for this entity, by `<METHOD> <action>`, without adding them:
 * registerEntity runs against a view of the app whose route methods record instead of register,
 * so runtime entities share every handler (export and import included) with the static ones.
 */
function captureEntityRoutes(app: FastifyInstance, entity: ResolvedEntity): Map<string, CapturedRoute> {
  const routes = new Map<string, CapturedRoute>();
  const base = entity.schema['x-api'];
  const recorder =
    (method: string) =>
    (
      url: string,
      options: { config: { permission?: string | readonly string[] } },
      handler: RouteHandlerMethod,
    ) => {
      routes.set(`${method} ${url.slice(base.length + 1)}`, {
        // A route open to the signed-in (x-list-signed-in) relies on a rowScope hook, which only a
        // module of the code base registers: a runtime entity's rows stay behind its list code.
        permission: options.config.permission ?? entity.schema['x-permissions'].list,
        handler,
      });
    };
  const view = Object.create(
    app,
    Object.fromEntries(RUNTIME_METHODS.map((m) => [m.toLowerCase(), { value: recorder(m) }])),
  ) as FastifyInstance;
  registerEntity(view, entity);
  return routes;
}

/** Captured routes per app (the CRUD module's context) and entity; rebuilt if the entity object changes. */
const runtimeRoutes = new WeakMap<
  FastifyInstance,
  Map<string, { entity: ResolvedEntity; routes: Map<string, CapturedRoute> }>
>();

function routesOf(app: FastifyInstance, entity: ResolvedEntity): Map<string, CapturedRoute> {
  let byEntity = runtimeRoutes.get(app);
  if (!byEntity) runtimeRoutes.set(app, (byEntity = new Map()));
  const known = byEntity.get(entity.id);
  if (known?.entity === entity) return known.routes;
  const routes = captureEntityRoutes(app, entity);
  byEntity.set(entity.id, { entity, routes });
  return routes;
}

/**
 * The handler and permission code the runtime dispatch would run for `<method> <action>` of a
 * runtime entity (undefined when the entity has no such route): the online runtime API
 * (src/server/modules/online/api) answers JeecgBoot's paths with the same handlers.
 */
export function runtimeEntityRoute(
  app: FastifyInstance,
  entity: ResolvedEntity,
  method: (typeof RUNTIME_METHODS)[number],
  action: string,
): CapturedRoute | undefined {
  return routesOf(app, entity).get(`${method} ${action}`);
}

function registerRuntimeDispatch(app: FastifyInstance): void {
  app.route({
    method: [...RUNTIME_METHODS],
    url: `${RUNTIME_API_BASE}/:entity/:action`,
    // The token is checked by the route access hook; the entity's own code is checked below, as
    // the permission hook does for the static routes.
    config: { authenticated: true },
    schema: { hide: true },
    handler: async function runtimeRoute(
      this: FastifyInstance,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const params = request.params as { entity: string; action: string };
      // The entity may have a newer version published by another instance (online forms).
      await refreshRuntime(app, { entity: params.entity });
      const entity = runtimeEntity(app, params.entity);
      const route = entity ? routesOf(app, entity).get(`${request.method} ${params.action}`) : undefined;
      if (!route) throw new LocalizedHttpError(404, MSG.notFound);
      if (!userHasPermission(request.user, route.permission))
        throw new LocalizedHttpError(403, MSG.forbidden);
      return route.handler.call(this, request, reply);
    },
  });
}

export interface RuntimeEntityOptions {
  /**
   * Also create the entity's table from the DDL the CRUD derives (ddl/ddl.ts), if it does not exist.
   * Off by default: a run-time entity's table is normally made by the online sync.
   */
  createTableFromDdl?: boolean;
}

/**
 * Registers an entity while the app runs: checked by the meta-check and the registry, its routes
 * answer at once under `${RUNTIME_API_BASE}/<$id>/…` with the entity's permission codes. Creates
 * nothing in the database unless `createTableFromDdl` is set.
 */
export async function registerRuntimeEntity(
  app: FastifyInstance,
  schema: unknown,
  options: RuntimeEntityOptions = {},
): Promise<ResolvedEntity> {
  const id = typeof schema === 'object' && schema !== null ? (schema as { $id?: unknown }).$id : undefined;
  const api = typeof schema === 'object' && schema !== null ? schemaKeyword(schema, X_API) : undefined;
  if (typeof id === 'string' && api !== `${RUNTIME_API_BASE}/${id}`) {
    throw new SchemaError(
      `runtime:${id}`,
      '/x-api',
      `an entity registered at run time has x-api "${RUNTIME_API_BASE}/${id}"`,
    );
  }
  const entity = addRuntimeEntity(app, schema);
  if (options.createTableFromDdl) await createTableFromEntity(app.db, entity);
  return entity;
}

export default async function crudModule(app: FastifyInstance): Promise<void> {
  await registerImportParsing(app);
  const kept: string[] = [];
  for (const entity of schemaRegistry(app).entities.values()) {
    // Registered before this app was built (another app in the process): served by the dispatch.
    if (runtimeEntity(app, entity.id) === entity) continue;
    registerEntity(app, entity, true);
    kept.push(entity.table);
  }
  watchListTables(app, kept);
  registerRuntimeDispatch(app);
}
