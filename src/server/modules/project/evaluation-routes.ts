/**
 * GET /isps/evaluation/queryByProject?projectId=: the project's evaluation (null when none), for a
 * project the caller sees (else 404), without the evaluation's fields hidden from the caller.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { readableAnswer } from '../crud/rules/field-rules';
import { schemaRegistry } from '../schema/registry';
import { EVALUATION_ENTITY } from './evaluation-hooks';
import { visibleProject } from './project-scope';

export default async function evaluationRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/isps/evaluation/queryByProject',
    { config: { permission: 'isps:evaluation:list' } },
    async (request) => {
      const project = await visibleProject(
        app,
        app.db,
        request.user,
        (request.query as { projectId?: unknown }).projectId,
      );
      const row = await app.db
        .selectFrom('isps_evaluation')
        .selectAll()
        .where('project_id', '=', project.id)
        .executeTakeFirst();
      if (!row) return ok(null);
      const entity = schemaRegistry(app).entities.get(EVALUATION_ENTITY);
      if (!entity) throw new Error(`entity ${EVALUATION_ENTITY} is not registered`);
      return ok(
        await readableAnswer(request, entity, {
          id: row.id,
          projectId: row.project_id,
          projectName: row.project_name,
          personalQuality: row.personal_quality,
          businessAbility: row.business_ability,
          professionalAbility: row.professional_ability,
          codeOfConduct: row.code_of_conduct,
          serviceAttitude: row.service_attitude,
          opinion: row.opinion,
          createBy: row.create_by,
          createTime: row.create_time,
        }),
      );
    },
  );
}
