/**
 * isps_survey in the generic CRUD: the questionnaire (virtual `questions`, the editor's table rows)
 * is checked and stored as the jsonb document on add and edit, read back as table rows by id; a new
 * survey is a draft; only drafts may be changed or deleted (409); customers see published surveys only.
 */
import { typed } from '../crud/loose-db';
import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import { hookText, registerEntityHooks, type HookContext } from '../crud/hooks';
import { editorRows, readQuestions, storedQuestions } from './questionnaire';
import { questionLabel, SURVEY_MSG } from './survey-messages';

export const SURVEY_ENTITY = 'isps_survey';
export const SURVEY_MY_ENTITY = 'isps_survey_my';

function questionsColumn(ctx: HookContext, raw: unknown): string {
  const { questions, problems } = readQuestions(raw);
  if (problems.length > 0) {
    const errors = problems.map((p) => ({
      field: 'questions',
      message: `${hookText(ctx, questionLabel(p.index, p.key))}：${hookText(ctx, p.message)}`,
    }));
    throw new HttpError(422, errors[0]!.message, errors);
  }
  return JSON.stringify(questions);
}

async function refuseUnlessDraft(ctx: HookContext, ids: readonly string[]): Promise<void> {
  const rows = await typed(ctx.db)
    .selectFrom('isps_survey')
    .select(['id', 'status'])
    .where('id', 'in', ids)
    .forUpdate()
    .execute();
  if (rows.some((r: { status: string }) => r.status !== 'draft'))
    throw new LocalizedHttpError(409, SURVEY_MSG.onlyDraft);
}

const publishedOnly = () => sql<SqlBool>`${sql.ref('status')} = ${'published'}`;

export function registerSurveyHooks(app: FastifyInstance): void {
  // The customer's list (a view of every survey per company with its answered flag): open surveys only.
  registerEntityHooks(app, SURVEY_MY_ENTITY, { rowScope: publishedOnly });
  registerEntityHooks(app, SURVEY_ENTITY, {
    beforeInsert(ctx, columns, input) {
      columns.questions = questionsColumn(ctx, input.questions);
      // The state is the server's: a new survey starts as a draft whatever was sent.
      columns.status = 'draft';
    },
    async beforeUpdate(ctx, columns, input, id) {
      await refuseUnlessDraft(ctx, [id]);
      if (input.questions !== undefined) columns.questions = questionsColumn(ctx, input.questions);
    },
    async beforeDelete(ctx, ids) {
      await refuseUnlessDraft(ctx, ids);
    },
    async decorateRows(ctx, rows) {
      const ids = rows.map((r) => String(r.id));
      if (ids.length === 0) return;
      const stored = await typed(ctx.db)
        .selectFrom('isps_survey')
        .select(['id', 'questions'])
        .where('id', 'in', ids)
        .execute();
      const byId = new Map(stored.map((s: { id: string; questions: unknown }) => [s.id, s.questions]));
      for (const row of rows) row.questions = editorRows(storedQuestions(byId.get(String(row.id))));
    },
    rowScope(user) {
      const customer = user.userType === 'customer_main' || user.userType === 'customer_sub';
      return customer ? publishedOnly() : null;
    },
  });
}
