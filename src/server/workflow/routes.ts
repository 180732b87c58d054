/**
 * The generic routes of an entity's x-workflow, added with its CRUD routes (crud/routes.ts, so
 * entities registered at run time get them through the same dispatch):
 *   PUT <x-api>/<transition>  body { id, ...input }   permission: the transition's code
 *   GET <x-api>/history?id=                            permission: the entity's list code
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResolvedEntity } from '../../shared/schema/registry';
import { schemaKeyword, X_DICT } from '../../shared/schema/keywords';
import { workflowOf } from '../../shared/workflow/problems';
import { ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import { pageDicts } from '../modules/crud/read/list';
import { loose } from '../modules/crud/loose-db';
import { CRUD_MSG } from '../modules/crud/messages';
import { parseIds, visibleByIds } from '../modules/crud/write/write';
import { readHistory } from './history';
import { runTransition } from './run-transition';
import { doneMessage } from './texts';

function bodyOf(request: FastifyRequest): { id: string; input: Record<string, unknown> } {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, request.t(CRUD_MSG.badIds));
  const { id, ...rest } = body as Record<string, unknown>;
  const ids = parseIds(request, typeof id === 'string' ? id : undefined);
  if (ids.length !== 1) throw new HttpError(400, request.t(CRUD_MSG.badIds));
  // A cleared input ('') is no value, as in CRUD writes.
  const input = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v === '' ? null : v]));
  return { id: ids[0] as string, input };
}

export function registerWorkflowRoutes(app: FastifyInstance, entity: ResolvedEntity): void {
  const def = workflowOf(entity.schema);
  if (!def) return;
  const base = entity.schema['x-api'];
  for (const transition of def.transitions) {
    // The entity's module serves this step on its own route (calling runTransition).
    if (transition.genericRoute === false) continue;
    const config: { permission: string; activatedCompany?: boolean } = { permission: transition.permission };
    if (transition.activatedCompany) config.activatedCompany = true;
    app.put(`${base}/${transition.name}`, { config }, async (request: FastifyRequest) => {
      const { id, input } = bodyOf(request);
      const record = await runTransition(request, {
        entityId: entity.id,
        id,
        transition: transition.name,
        input,
      });
      return ok(record, doneMessage(request, transition));
    });
  }
  app.get(
    `${base}/history`,
    { config: { permission: entity.schema['x-permissions'].list } },
    async (request) => {
      const ids = parseIds(request, (request.query as Record<string, unknown> | undefined)?.id).slice(0, 1);
      // Same visibility as queryById: another company's record is 404.
      await visibleByIds(request, loose(app.db), entity, ids);
      const code = schemaKeyword(entity.fields.get(def.stateField)?.schema, X_DICT);
      const states = code ? (await pageDicts(app.db, [code]))[code] : undefined;
      return ok(await readHistory(app.db, entity, def, ids[0] as string, states, request.locale));
    },
  );
}
