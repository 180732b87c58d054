/**
 * Additions to the answer of GET /sys/schema/page/:id that depend on the database or the caller
 * (e.g. the field-rule page's role, entity and field choices), registered by the module that owns
 * the page on its app (app.pageAnswerDecorators). A decorator gets copies it may change and returns them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntitySchema, PageSchema } from '../../../shared/schema/types';

export interface PageAnswer {
  page: PageSchema;
  entity: EntitySchema;
}

export type PageAnswerDecorator = (
  request: FastifyRequest,
  answer: PageAnswer,
) => Promise<PageAnswer> | PageAnswer;

/** One app's decorators by page id. */
export type PageAnswerDecorators = Map<string, PageAnswerDecorator>;

export function createPageAnswerDecorators(): PageAnswerDecorators {
  return new Map();
}

export function registerPageAnswerDecorator(
  app: FastifyInstance,
  pageId: string,
  decorator: PageAnswerDecorator,
): void {
  app.pageAnswerDecorators.set(pageId, decorator);
}

export async function decoratePageAnswer(request: FastifyRequest, answer: PageAnswer): Promise<PageAnswer> {
  const decorator = request.server.pageAnswerDecorators.get(answer.page.$id);
  return decorator ? decorator(request, answer) : answer;
}
