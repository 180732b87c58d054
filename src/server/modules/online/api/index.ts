/**
 * JeecgBoot's runtime API of online forms (reference/jeecg.md §3.2) over the generic CRUD: every
 * path finds the published form's runtime entity by its code and runs the CRUD's own handler
 * (list, queryById, add, edit, deleteBatch, exportXls, importExcel) with the entity's permission
 * codes online:<code>:list|add|edit|delete|export|import, so the query grammar, validation
 * (an undeclared field is a 422), scoping, field rules and sub tables are the bundled entities'.
 * Unknown code → 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../../http/envelope';
import { HttpError, LocalizedHttpError } from '../../../http/errors';
import { MSG } from '../../../http/messages';
import { fieldRulesFor, restrictEntity } from '../../crud/rules/field-rules';
import { withSubTableFieldRules } from '../../crud/rules/sub-field-rules';
import { subTablesOf } from '../../../../shared/schema/sub-tables';
import { schemaRegistry } from '../../schema/registry';
import { registerImportParsing } from '../../crud/import/route';
import { columnsAnswer, formItemAnswer, queryInfoAnswer } from './describe';
import { onlineEntity, onlinePage, requireRoute, runEntityRoute } from './runtime-entity';
import { registerExportLayout } from '../../crud/export/layout';
import { onlineExportLayout } from './export-layout';

export const ONLINE_API = '/online/cgform/api';

/** The path parameters of these routes (each route has some of them). */
interface Params {
  code: string;
  id: string;
  table: string;
  mainId: string;
}
const AUTH = { config: { authenticated: true } } as const;

function queryOf(request: FastifyRequest): Record<string, unknown> {
  return { ...((request.query ?? {}) as Record<string, unknown>) };
}

/** JeecgBoot's export passes the list parameters as JSON in `paramsStr`; merged into the query. */
function exportQuery(request: FastifyRequest): Record<string, unknown> {
  const { paramsStr, ...rest } = queryOf(request);
  if (typeof paramsStr !== 'string' || paramsStr === '') return rest;
  let parsed: unknown;
  try {
    parsed = JSON.parse(paramsStr);
  } catch {
    throw new HttpError(
      400,
      request.t({ 'zh-CN': 'paramsStr 不是合法的 JSON', 'en-US': 'paramsStr is not valid JSON' }),
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return rest;
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = String(value);
  }
  return { ...params, ...rest };
}

export default async function onlineApiModule(app: FastifyInstance): Promise<void> {
  // importXls runs the CRUD's import handler, which reads the multipart upload this context must parse.
  await registerImportParsing(app);
  // exportXls (here and under the runtime entity's own path) writes the list's columns and the sub tables.
  registerExportLayout(app, onlineExportLayout);
  const run = (
    request: FastifyRequest,
    reply: FastifyReply,
    code: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    action: string,
    query?: Record<string, unknown>,
  ) =>
    onlineEntity(app, code).then((entity) =>
      runEntityRoute(app, request, reply, entity, method, action, query),
    );

  /** The entity and page as this user sees them, after the list code is checked. */
  async function described(request: FastifyRequest, code: string) {
    const entity = await onlineEntity(app, code);
    requireRoute(app, request, entity, 'GET', 'list');
    const rules = await fieldRulesFor(request, entity.id);
    return { view: restrictEntity(entity, rules), rules, page: onlinePage(app, code) };
  }

  app.get(`${ONLINE_API}/getColumns/:code`, AUTH, async (request) => {
    const { code } = request.params as Params;
    const { view, page } = await described(request, code);
    return ok(await columnsAnswer(request, code, view, page));
  });

  app.get(`${ONLINE_API}/getQueryInfo/:code`, AUTH, async (request) => {
    const { code } = request.params as Params;
    const { view, page } = await described(request, code);
    return ok(queryInfoAnswer(request, view, page));
  });

  app.get(`${ONLINE_API}/getFormItem/:code`, AUTH, async (request) => {
    const { code } = request.params as Params;
    const { view, page, rules } = await described(request, code);
    return ok(
      formItemAnswer(
        app,
        code,
        view,
        await withSubTableFieldRules(request, view.schema),
        page,
        rules,
        request.locale,
      ),
    );
  });

  app.get(`${ONLINE_API}/getData/:code`, AUTH, (request, reply) =>
    run(request, reply, (request.params as Params).code, 'GET', 'list'),
  );

  /** Children of one tree node (`pid`, empty for the roots) of a tree form (its page's tree parent). */
  app.get(`${ONLINE_API}/getTreeData/:code`, AUTH, async (request, reply) => {
    const { code } = request.params as Params;
    const parent = onlinePage(app, code)?.tree?.parent;
    const entity = await onlineEntity(app, code);
    if (!parent)
      throw new HttpError(
        400,
        request.t({ 'zh-CN': '该表单不是树表单', 'en-US': 'This form is not a tree' }),
      );
    const { pid, ...rest } = queryOf(request);
    return runEntityRoute(app, request, reply, entity, 'GET', 'list', {
      ...rest,
      pidField: parent,
      pid: typeof pid === 'string' ? pid : '',
    });
  });

  app.post(`${ONLINE_API}/form/:code`, AUTH, (request, reply) =>
    run(request, reply, (request.params as Params).code, 'POST', 'add'),
  );
  app.put(`${ONLINE_API}/form/:code`, AUTH, (request, reply) =>
    run(request, reply, (request.params as Params).code, 'PUT', 'edit'),
  );

  app.get(`${ONLINE_API}/form/:code/:id`, AUTH, (request, reply) => {
    const { code, id } = request.params as Params;
    return run(request, reply, code, 'GET', 'queryById', { id });
  });

  // JeecgBoot deletes one record or several (comma-joined ids) at this path.
  app.delete(`${ONLINE_API}/form/:code/:id`, AUTH, (request, reply) => {
    const { code, id } = request.params as Params;
    return run(request, reply, code, 'DELETE', 'deleteBatch', { ids: id });
  });

  /** One-to-many rows of a sub table (its table name) under a main record, through the sub entity's list. */
  app.get(`${ONLINE_API}/subform/list/:table/:mainId`, AUTH, async (request, reply) => {
    const { table, mainId } = request.params as Params;
    const sub = await onlineEntity(app, table);
    const spec = [...schemaRegistry(app).entities.values()]
      .flatMap((e) => subTablesOf(e.schema))
      .find((s) => s.entity === sub.id);
    if (!spec) throw new LocalizedHttpError(404, MSG.notFound);
    const query: Record<string, unknown> = { pageSize: '1000', [spec.foreignKey]: mainId };
    if (spec.orderField) Object.assign(query, { column: spec.orderField, order: 'asc' });
    return runEntityRoute(app, request, reply, sub, 'GET', 'list', query);
  });

  app.get(`${ONLINE_API}/exportXls/:code`, AUTH, (request, reply) =>
    run(request, reply, (request.params as Params).code, 'GET', 'exportXls', exportQuery(request)),
  );
  app.post(`${ONLINE_API}/importXls/:code`, AUTH, (request, reply) =>
    run(request, reply, (request.params as Params).code, 'POST', 'importExcel'),
  );
}
