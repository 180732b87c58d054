/** Texts an x-workflow names (409 refusals, the answer of a done step) in the request language. */
import type { FastifyRequest } from 'fastify';
import type { I18nText } from '../../shared/schema/types';
import type { WorkflowTransition } from '../../shared/workflow/types';
import type { MessagePair } from '../http/i18n';
import { WORKFLOW_MSG } from './messages';

/** The workflow's text in the request language (a plain string as it stands), else the fallback. */
export function workflowText(
  request: FastifyRequest,
  text: I18nText | undefined,
  fallback: MessagePair,
): string {
  if (text === undefined) return request.t(fallback);
  return typeof text === 'object' ? request.t(text) : text;
}

/** The answer's text of a done step: the transition's `doneMessage`, else 操作成功. */
export function doneMessage(request: FastifyRequest, transition: WorkflowTransition): string {
  return workflowText(request, transition.doneMessage, WORKFLOW_MSG.done);
}
