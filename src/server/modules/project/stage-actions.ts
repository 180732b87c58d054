/**
 * The project's advance and back transitions (x-workflow of schemas/entities/isps_project.json)
 * choose their target in code: exactly one stage of the project's own plan forward or back (409 at
 * either end, and when the client's expectedStage is no longer the current one). The engine writes
 * the state (stageCode), the patch and the history row; the action tells the company's accounts.
 * Reaching the decision-flagged stage dates the decision (refused while a major nonconformity of the
 * project is open, nonconformity/open-majors.ts); going back before it clears that date.
 * The last stage completes the project. Issuing the certificate concludes the decision stage: a
 * project at it moves on one stage in the issue's own transaction (advanceAfterIssue).
 */
import type { Transaction } from 'kysely';
import type { SessionUser } from '../../auth/session-user';
import type { Database } from '../../db/types';
import { LocalizedHttpError } from '../../http/errors';
import { writeHistory } from '../../workflow/history';
import { notifyCompany } from '../../workflow/notify';
import type { WorkflowActionContext, WorkflowActionResult } from '../../workflow/actions';
import { PROJECT_MSG, STAGE_CHANGED_NOTIFY } from './messages';
import { loadStagePlan, stageIndexOf, type PlannedStage } from './project-stage';
import { PROJECT_ENTITY } from './project-scope';
import { refuseDecisionWhileMajorsOpen } from '../nonconformity/open-majors';

export const ADVANCE_ACTION = 'advanceProjectStage';
export const BACK_ACTION = 'backProjectStage';

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** What moving to `target` writes: the stage, its names, completion at the last; the decision date on reaching it, cleared going back before it. */
function stagePatch(
  stages: readonly PlannedStage[],
  target: PlannedStage,
  step: 1 | -1,
): Record<string, unknown> {
  const decisionIndex = stageIndexOf(stages, 'decision');
  const patch: Record<string, unknown> = {
    stageIndex: target.index,
    stageName: target.name,
    stageNameEn: target.nameEn,
    status: target.index === stages.length - 1 ? 'completed' : 'active',
  };
  if (decisionIndex >= 0 && step > 0 && target.index === decisionIndex) patch.decisionDate = today();
  if (decisionIndex >= 0 && step < 0 && target.index < decisionIndex) patch.decisionDate = null;
  return patch;
}

/** The stage-change message to the company's accounts. */
function tellCompany(
  trx: Transaction<Database>,
  project: { id: string; companyId: string | null; projectName: unknown; projectNo: unknown },
  target: PlannedStage,
  note: string,
  sender: string,
): Promise<void> {
  return notifyCompany(
    trx,
    STAGE_CHANGED_NOTIFY,
    project.companyId,
    {
      projectName: project.projectName,
      projectNo: project.projectNo,
      stageName: target.name,
      stageNameEn: target.nameEn ?? target.name,
      note,
    },
    { busId: project.id, sender },
  );
}

async function moveStage(ctx: WorkflowActionContext, step: 1 | -1): Promise<WorkflowActionResult> {
  const id = String(ctx.record.id);
  const stages = await loadStagePlan(ctx.trx, id);
  // A client that sends the stage it saw (expectedStage) is refused when another step came first,
  // so two people pressing "advance" on the same screen move the project once, not twice.
  const expected = ctx.input.expectedStage;
  if (typeof expected === 'string' && expected !== '' && expected !== ctx.from)
    throw new LocalizedHttpError(409, PROJECT_MSG.staleStage);
  const current = Number(ctx.record.stageIndex ?? 0);
  const target: PlannedStage | undefined = stages[current + step];
  if (!target) throw new LocalizedHttpError(409, step > 0 ? PROJECT_MSG.lastStage : PROJECT_MSG.firstStage);
  // Entering the decision stage is taking the certification decision: not while a major nonconformity is open.
  if (step > 0 && target.index === stageIndexOf(stages, 'decision'))
    await refuseDecisionWhileMajorsOpen(ctx.trx, id);
  const patch = stagePatch(stages, target, step);
  const note = typeof ctx.input.note === 'string' ? ctx.input.note.trim() : '';
  const companyId = typeof ctx.record.companyId === 'string' ? ctx.record.companyId : null;
  await tellCompany(
    ctx.trx,
    { id, companyId, projectName: ctx.record.projectName, projectNo: ctx.record.projectNo },
    target,
    note,
    ctx.user.username,
  );
  return { to: target.code, patch };
}

export const advanceProjectStage = (ctx: WorkflowActionContext) => moveStage(ctx, 1);
export const backProjectStage = (ctx: WorkflowActionContext) => moveStage(ctx, -1);

/**
 * After a certificate is issued for a project at its decision stage: the project moves to the next
 * stage (stage fields, history row as an advance, message to the company) in the caller's
 * transaction. A project past the decision stage (a certificate issued again) stays where it is.
 */
export async function advanceAfterIssue(
  trx: Transaction<Database>,
  user: SessionUser,
  projectId: string,
  note: string,
): Promise<void> {
  const project = await trx
    .selectFrom('isps_project')
    .select(['id', 'stage_code', 'stage_index', 'company_id', 'project_name', 'project_no'])
    .where('id', '=', projectId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const stages = await loadStagePlan(trx, projectId);
  const target = stages[project.stage_index + 1];
  if (!target || project.stage_index !== stageIndexOf(stages, 'decision')) return;
  const patch = stagePatch(stages, target, 1);
  const now = new Date();
  await trx
    .updateTable('isps_project')
    .set({
      stage_code: target.code,
      stage_index: target.index,
      stage_name: target.name,
      stage_name_en: target.nameEn,
      status: patch.status as string,
      update_by: user.username,
      update_time: now,
    })
    .where('id', '=', projectId)
    .execute();
  await writeHistory(
    trx,
    user,
    {
      entity: PROJECT_ENTITY,
      recordId: projectId,
      transition: 'advance',
      from: project.stage_code,
      to: target.code,
      note,
    },
    now,
  );
  await tellCompany(
    trx,
    {
      id: projectId,
      companyId: project.company_id,
      projectName: project.project_name,
      projectNo: project.project_no,
    },
    target,
    note,
    user.username,
  );
}
