/**
 * Additions to the answer of GET /sys/schema/page/:id that depend on the database or the caller
 * (e.g. the field-rule page's role, entity and field choices), registered by the module that owns
 * the page. A decorator gets copies it may change and returns them.
 */
import type { FastifyRequest } from 'fastify';
import type { EntitySchema, PageSchema } from '../../../shared/schema/types';

export interface PageAnswer {
  page: PageSchema;
  entity: EntitySchema;
}

export type PageAnswerDecorator = (
  request: FastifyRequest,
  answer: PageAnswer,
) => Promise<PageAnswer> | PageAnswer;

const decorators = new Map<string, PageAnswerDecorator>();

export function registerPageAnswerDecorator(pageId: string, decorator: PageAnswerDecorator): void {
  decorators.set(pageId, decorator);
}

export async function decoratePageAnswer(request: FastifyRequest, answer: PageAnswer): Promise<PageAnswer> {
  const decorator = decorators.get(answer.page.$id);
  return decorator ? decorator(request, answer) : answer;
}
