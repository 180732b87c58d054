/**
 * Raising a nonconformity (the CRUD add of isps_nonconformity): staff who can see the project —
 * customers 403, a project out of the caller's reach 404 (project-scope.ts). The record takes the
 * project's company and division, so the entity's division scope shows it to exactly the project's
 * readers, and a number <projectNo>-NC<nn> counted per project under the project's row lock. The
 * company's accounts are told.
 */
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { LocalizedHttpError } from '../../http/errors';
import { notifyCompany } from '../../workflow/notify';
import { registerEntityHooks, type HookContext } from '../crud/hooks';
import { typed } from '../crud/loose-db';
import { isCustomer, visibleProject } from '../project/project-scope';
import { NC_ENTITY } from './evidence-files';
import { NC_MSG, NC_RAISED_NOTIFY } from './messages';

async function beforeInsert(ctx: HookContext, columns: Record<string, unknown>): Promise<void> {
  if (isCustomer(ctx.user)) throw new LocalizedHttpError(403, NC_MSG.staffOnly);
  const project = await visibleProject(ctx.app, typed(ctx.db), ctx.user, columns.project_id);
  // Two raised at once take distinct numbers: the second waits for the first's lock.
  await ctx.db.selectFrom('isps_project').select('id').where('id', '=', project.id).forUpdate().execute();
  const { count } = (await ctx.db
    .selectFrom('isps_nonconformity')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('project_id', '=', project.id)
    .executeTakeFirstOrThrow()) as { count: number | string };
  Object.assign(columns, {
    company_id: project.company_id,
    division_id: project.division_id,
    project_name: project.project_name,
    nc_no: `${project.project_no}-NC${String(Number(count) + 1).padStart(2, '0')}`,
  });
}

async function afterInsert(ctx: HookContext, id: string): Promise<void> {
  const row = (await ctx.db
    .selectFrom('isps_nonconformity')
    .select(['project_id', 'company_id', 'nc_no', 'clause', 'project_name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as {
    project_id: string;
    company_id: string | null;
    nc_no: string;
    clause: string;
    project_name: string | null;
  };
  // The hook's db is the write's transaction (crud/write/write.ts).
  await notifyCompany(
    ctx.db as Transaction<Database>,
    NC_RAISED_NOTIFY,
    row.company_id,
    { ncNo: row.nc_no, clause: row.clause, projectName: row.project_name ?? '' },
    { busId: id, sender: ctx.user.username },
  );
}

export function registerNonconformityHooks(app: FastifyInstance): void {
  registerEntityHooks(app, NC_ENTITY, { beforeInsert, afterInsert });
}
