/**
 * Publishing and revoking through JeecgBoot's routes (GET doReleaseData?id= and doReovkeData?id=,
 * its spelling): each fires the announcement's x-workflow transition (release: draft → published,
 * revoke: published → revoked; any other state 409 with the transition's stateMessage) and answers
 * the transition's doneMessage with no record. What the steps stamp is the workflow's `set`; the
 * recipients, sockets and mails are its actions (announcement-actions.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { doneMessage, resolveTransition, runTransition } from '../../workflow/index';

const idQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

const ENTITY = 'sys_announcement';

function fire(path: string, name: 'release' | 'revoke', app: FastifyInstance): void {
  const { transition } = resolveTransition(app, ENTITY, name);
  app.get<{ Querystring: { id: string } }>(
    path,
    { config: { permission: transition.permission }, schema: { querystring: idQuery } },
    async (request: FastifyRequest<{ Querystring: { id: string } }>) => {
      await runTransition(request, { entityId: ENTITY, id: request.query.id, transition: name });
      return ok(null, doneMessage(request, transition));
    },
  );
}

export default async function releaseRoutes(app: FastifyInstance): Promise<void> {
  fire('/sys/annountCement/doReleaseData', 'release', app);
  fire('/sys/annountCement/doReovkeData', 'revoke', app);
}
