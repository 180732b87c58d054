/**
 * A project as the caller may see it: the isps_project entity's own scope (x-scope division:
 * customers their company's, staff their division's, admins all). Notices and evaluations reach
 * their project only through this, so company A never reaches B's project by id, nor staff another
 * division's.
 */
import type { SessionUser } from '../../auth/session-user';
import { LocalizedHttpError } from '../../http/errors';
import type { FastifyInstance } from 'fastify';
import { onlyVisible } from '../crud/read/scope';
import type { TypedDb } from '../crud/loose-db';
import { schemaRegistry } from '../schema/registry';
import { PROJECT_MSG } from './messages';

export const PROJECT_ENTITY = 'isps_project';

export async function visibleProject(
  app: FastifyInstance,
  db: TypedDb,
  user: SessionUser,
  projectId: unknown,
) {
  const entity = schemaRegistry(app).entities.get(PROJECT_ENTITY);
  if (!entity || typeof projectId !== 'string' || projectId === '' || projectId.length > 32)
    throw new LocalizedHttpError(404, PROJECT_MSG.projectNotFound);
  const row = await db
    .selectFrom('isps_project')
    .$call(onlyVisible(app, entity, user))
    .select(['id', 'company_id', 'division_id', 'project_name', 'project_no'])
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!row) throw new LocalizedHttpError(404, PROJECT_MSG.projectNotFound);
  return row;
}

export function isCustomer(user: SessionUser): boolean {
  return user.userType === 'customer_main' || user.userType === 'customer_sub';
}
