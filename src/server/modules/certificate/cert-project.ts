/**
 * The project a certificate is issued for (isps_project, the project part's migration 0270), read
 * within the caller's reach of the project entity (x-scope division: staff their division's,
 * administrators all; else 404) and locked for the issuing transaction. Whether it has its
 * certification decision is the project part's answer (project-stage.ts: the plan's stage flagged
 * `decision` reached), never a comparison of stage codes here.
 */
import type { Transaction } from 'kysely';
import type { SessionUser } from '../../auth/session-user';
import type { Database } from '../../db/types';
import { LocalizedHttpError } from '../../http/errors';
import { scopePredicate } from '../crud/read/scope';
import { PROJECT_ENTITY } from '../project/project-scope';
import { projectReached } from '../project/project-stage';
import { rootRegistry } from '../schema/registry';
import { CERT_MSG } from './cert-messages';

export async function lockProject(trx: Transaction<Database>, user: SessionUser, projectId: string) {
  const entity = rootRegistry().entities.get(PROJECT_ENTITY);
  if (!entity) throw new Error('isps_project entity is not registered');
  const predicate = scopePredicate(entity, user);
  let query = trx
    .selectFrom('isps_project')
    .select([
      'id',
      'company_id',
      'division_id',
      'project_name',
      'business_type',
      'business_domain',
      'executing_unit',
      'decision_date',
    ])
    .where('id', '=', projectId);
  if (predicate) query = query.where(() => predicate);
  const project = await query.forUpdate().executeTakeFirst();
  if (!project) throw new LocalizedHttpError(404, CERT_MSG.projectNotFound);
  return project;
}

/** Has the project reached its certification decision (the stage flagged `decision`)? */
export function hasDecision(trx: Transaction<Database>, projectId: string): Promise<boolean> {
  return projectReached(trx, projectId, 'decision');
}
