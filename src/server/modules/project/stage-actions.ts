/**
 * The project's advance and back transitions (x-workflow of schemas/entities/isps_project.json)
 * choose their target in code: exactly one stage of the project's own plan forward or back (409 at
 * either end, and when the client's expectedStage is no longer the current one). The engine writes
 * the state (stageCode), the patch and the history row; the action tells the company's accounts.
 * Reaching the decision-flagged stage dates the decision; going back before it clears that date.
 * The last stage completes the project.
 */
import { LocalizedHttpError } from '../../http/errors';
import { notifyCompany } from '../../workflow/notify';
import type { WorkflowActionContext, WorkflowActionResult } from '../../workflow/actions';
import { PROJECT_MSG, STAGE_CHANGED_NOTIFY } from './messages';
import { loadStagePlan, stageIndexOf, type PlannedStage } from './project-stage';

export const ADVANCE_ACTION = 'advanceProjectStage';
export const BACK_ACTION = 'backProjectStage';

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

async function moveStage(ctx: WorkflowActionContext, step: 1 | -1): Promise<WorkflowActionResult> {
  const id = String(ctx.record.id);
  const stages = await loadStagePlan(ctx.trx, id);
  // A client that sends the stage it saw (expectedStage) is refused when another step came first,
  // so two people pressing "advance" on the same screen move the project once, not twice.
  const expected = ctx.input.expectedStage;
  if (typeof expected === 'string' && expected !== '' && expected !== ctx.from) throw new LocalizedHttpError(409, PROJECT_MSG.staleStage);
  const current = Number(ctx.record.stageIndex ?? 0);
  const target: PlannedStage | undefined = stages[current + step];
  if (!target) throw new LocalizedHttpError(409, step > 0 ? PROJECT_MSG.lastStage : PROJECT_MSG.firstStage);
  const decisionIndex = stageIndexOf(stages, 'decision');
  const patch: Record<string, unknown> = {
    stageIndex: target.index,
    stageName: target.name,
    stageNameEn: target.nameEn,
    status: target.index === stages.length - 1 ? 'completed' : 'active',
  };
  if (decisionIndex >= 0 && step > 0 && target.index === decisionIndex) patch.decisionDate = today();
  if (decisionIndex >= 0 && step < 0 && target.index < decisionIndex) patch.decisionDate = null;
  const note = typeof ctx.input.note === 'string' ? ctx.input.note.trim() : '';
  const companyId = typeof ctx.record.companyId === 'string' ? ctx.record.companyId : null;
  await notifyCompany(
    ctx.trx,
    STAGE_CHANGED_NOTIFY,
    companyId,
    { projectName: ctx.record.projectName, projectNo: ctx.record.projectNo, stageName: target.name, stageNameEn: target.nameEn ?? target.name, note },
    { busId: id, sender: ctx.user.username },
  );
  return { to: target.code, patch };
}

export const advanceProjectStage = (ctx: WorkflowActionContext) => moveStage(ctx, 1);
export const backProjectStage = (ctx: WorkflowActionContext) => moveStage(ctx, -1);
