/**
 * The scheduled jobs page's answer names the installation's time zone to the cron widget, so the
 * editor's preview computes in the zone the scheduler fires in (config.timeZone, not the browser's)
 * for a job that names none of its own.
 */
import type { FastifyRequest } from 'fastify';
import type { EntitySchema } from '../../../shared/schema/types';
import type { PageAnswer } from '../schema/page-answer-decorators';

export const QUARTZ_JOB_PAGE = 'sys-quartz-job-list';

export function withInstallationTimeZone(request: FastifyRequest, answer: PageAnswer): PageAnswer {
  const cron = answer.entity.properties.cronExpression;
  if (!cron) return answer;
  const properties: EntitySchema['properties'] = {
    ...answer.entity.properties,
    cronExpression: {
      ...cron,
      'x-widget-options': { ...(cron['x-widget-options'] ?? {}), timeZone: request.server.config.timeZone },
    },
  };
  return { page: answer.page, entity: { ...answer.entity, properties } };
}
