/**
 * What the nonconformity's transitions (x-workflow of isps_nonconformity.json) write beyond the
 * state: the customer's answer (trimmed texts, the evidence checked as the caller's own uploads; a
 * major one needs evidence) with who answered and when; the team's review note, and the closing
 * time when accepted.
 */
import { resolveText } from '../../../shared/schema/i18n';
import { requiredMessage } from '../../../shared/validation/messages';
import { HttpError } from '../../http/errors';
import { WORKFLOW_MSG } from '../../workflow/messages';
import type { WorkflowActionContext, WorkflowActionResult } from '../../workflow/actions';
import { markReferenced } from '../upload/temp-files';
import { EVIDENCE_FIELD, evidenceUsable, splitPaths } from './evidence-files';
import { NC_MSG } from './messages';
import { CLOSED_STATE } from './open-majors';

export const ANSWER_ACTION = 'nonconformityAnswer';
export const REVIEWED_ACTION = 'nonconformityReviewed';

const text = (value: unknown): string | null => {
  const t = typeof value === 'string' ? value.trim() : '';
  return t === '' ? null : t;
};

function evidenceError(ctx: WorkflowActionContext, pair: { 'zh-CN': string; 'en-US': string }): HttpError {
  const message = ctx.t(pair);
  return new HttpError(422, message, [{ field: EVIDENCE_FIELD, message }]);
}

/** The input's required texts that are only spaces, refused as missing (the schema's minLength sees spaces as text). */
function blankRequired(ctx: WorkflowActionContext): void {
  const fields = ctx.transition.fields;
  const errors = (fields?.required ?? [])
    .filter((name) => text(ctx.input[name]) === null)
    .map((name) => {
      const title = fields?.properties[name]?.title;
      return {
        field: name,
        message: ctx.t({
          'zh-CN': requiredMessage(resolveText(title, 'zh-CN'), 'zh-CN'),
          'en-US': requiredMessage(resolveText(title, 'en-US'), 'en-US'),
        }),
      };
    });
  if (errors.length > 0) throw new HttpError(422, ctx.t(WORKFLOW_MSG.validation), errors);
}

export async function answerNonconformity(ctx: WorkflowActionContext): Promise<WorkflowActionResult> {
  blankRequired(ctx);
  const paths = splitPaths(ctx.input.evidenceFiles);
  if (paths.length === 0 && ctx.record.grade === 'major') throw evidenceError(ctx, NC_MSG.evidenceRequired);
  if (!(await evidenceUsable(ctx.app, ctx.trx, paths, ctx.user.id)))
    throw evidenceError(ctx, NC_MSG.badEvidence);
  const evidence = paths.length > 0 ? paths.join(',') : null;
  if (evidence) await markReferenced(ctx.trx, ctx.entity, { evidence_files: evidence });
  return {
    patch: {
      rootCause: text(ctx.input.rootCause),
      correction: text(ctx.input.correction),
      correctiveAction: text(ctx.input.correctiveAction),
      evidenceFiles: evidence,
      answeredBy: ctx.user.username,
      answeredAt: new Date(),
    },
  };
}

export async function reviewNonconformity(ctx: WorkflowActionContext): Promise<WorkflowActionResult> {
  blankRequired(ctx);
  return {
    patch: {
      reviewNote: text(ctx.input.reviewNote),
      closedAt: ctx.transition.to === CLOSED_STATE ? new Date() : null,
    },
  };
}
