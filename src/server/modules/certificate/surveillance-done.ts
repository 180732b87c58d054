/**
 * What the transition recordSurveillance (x-workflow of isps_certificate.json) writes: the day the
 * first surveillance audit due and not yet recorded was held. The day is neither later than today
 * nor earlier than the issue date; a certificate with both audits recorded has nothing left (409).
 */
import { dateText, todayIso } from '../../../shared/certificate/cert-dates';
import { outstandingSurveillances } from '../../../shared/certificate/surveillance-due';
import { HttpError } from '../../http/errors';
import type { WorkflowActionContext, WorkflowActionResult } from '../../workflow/actions';
import { CERT_MSG } from './cert-messages';

export const SURVEILLANCE_DONE_ACTION = 'certificateSurveillanceDone';

const DONE_FIELD = { surveillance1: 'surveillance1Done', surveillance2: 'surveillance2Done' } as const;

export async function recordSurveillanceDone(ctx: WorkflowActionContext): Promise<WorkflowActionResult> {
  const { record } = ctx;
  const next = outstandingSurveillances({
    status: String(record.status),
    validUntil: dateText(record.validUntil),
    surveillance1Due: dateText(record.surveillance1Due),
    surveillance2Due: dateText(record.surveillance2Due),
    surveillance1Done: dateText(record.surveillance1Done),
    surveillance2Done: dateText(record.surveillance2Done),
  })[0];
  if (!next) throw new HttpError(409, ctx.t(CERT_MSG.noSurveillanceLeft));
  // The transition's fields checked the format (date); only the day's place in time is left.
  const held = dateText(ctx.input.doneDate) ?? '';
  const issued = dateText(record.issueDate);
  const refusal =
    held > todayIso() ? CERT_MSG.auditInFuture : issued && held < issued ? CERT_MSG.auditBeforeIssue : null;
  if (refusal) {
    const message = ctx.t(refusal);
    throw new HttpError(422, message, [{ field: 'doneDate', message }]);
  }
  return { patch: { [DONE_FIELD[next.kind]]: held } };
}
