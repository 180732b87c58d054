/**
 * Survey routes beside the entity's generic CRUD and its x-workflow transitions (publish and close,
 * survey-actions.ts): staff read the answers' figures; customers (whose list is the entity
 * isps_survey_my: the published surveys with whether their company answered) read the form to fill
 * in and answer once per company (the unique pair survey_id + company_id refuses a second answer,
 * also two sent at once).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import { ok } from '../../http/envelope';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import { MSG as HTTP_MSG } from '../../http/messages';
import { answerForm, checkAnswers, storedQuestions, summarize } from './questionnaire';
import { questionLabel, SURVEY_MSG } from './survey-messages';

export const SURVEY_PERM = {
  answers: 'isps:survey:answers',
  answer: 'isps:survey:answer',
} as const;

const idBody = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 } },
} as const;

const isCustomer = (request: FastifyRequest) =>
  request.user.userType === 'customer_main' || request.user.userType === 'customer_sub';

function ownCompany(request: FastifyRequest): string {
  const id = request.user.companyId;
  if (!id) throw new LocalizedHttpError(403, SURVEY_MSG.noCompany);
  return id;
}

function queryId(request: FastifyRequest): string {
  const id = (request.query as Record<string, unknown> | undefined)?.id;
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,32}$/.test(id))
    throw new LocalizedHttpError(404, HTTP_MSG.notFound);
  return id;
}

export default async function surveyRoutes(app: FastifyInstance): Promise<void> {
  // The form a customer fills in for one published survey (the renderer draws it).
  app.get('/isps/survey/answerForm', { config: { permission: SURVEY_PERM.answer } }, async (request) => {
    const id = queryId(request);
    const survey = await app.db
      .selectFrom('isps_survey')
      .select(['id', 'title', 'title_en', 'status', 'questions'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!survey || (isCustomer(request) && survey.status !== 'published'))
      throw new LocalizedHttpError(404, HTTP_MSG.notFound);
    if (survey.status !== 'published') throw new LocalizedHttpError(409, SURVEY_MSG.notOpen);
    const title = { 'zh-CN': survey.title, 'en-US': survey.title_en || survey.title };
    return ok({ form: answerForm(survey.id, title, storedQuestions(survey.questions)) });
  });

  app.post<{ Body: { id: string; answers?: unknown } }>(
    '/isps/survey/answer',
    {
      config: { permission: SURVEY_PERM.answer },
      schema: { body: { ...idBody, properties: { ...idBody.properties, answers: {} } } },
    },
    async (request) => {
      const companyId = ownCompany(request);
      const { id } = request.body;
      await app.db.transaction().execute(async (trx) => {
        // Shared lock: a close waits for answers in flight, and an answer never lands on a closed survey.
        const survey = await trx
          .selectFrom('isps_survey')
          .select(['id', 'status', 'questions'])
          .where('id', '=', id)
          .forShare()
          .executeTakeFirst();
        if (!survey) throw new LocalizedHttpError(404, HTTP_MSG.notFound);
        if (survey.status !== 'published') throw new LocalizedHttpError(409, SURVEY_MSG.notOpen);
        const taken = await trx
          .selectFrom('isps_survey_answer')
          .select('id')
          .where('survey_id', '=', id)
          .where('company_id', '=', companyId)
          .executeTakeFirst();
        if (taken) throw new LocalizedHttpError(409, SURVEY_MSG.answeredAlready);
        const questions = storedQuestions(survey.questions);
        const { answers, problems } = checkAnswers(questions, request.body.answers);
        if (problems.length > 0) {
          const errors = problems.map((p) => ({ field: p.key ?? 'answers', message: request.t(p.message) }));
          const first = problems[0]!;
          throw new HttpError(
            422,
            `${request.t(questionLabel(first.index, first.key))}：${request.t(first.message)}`,
            errors,
          );
        }
        // The unique pair decides between two answers sent together: the later one inserts nothing.
        const inserted = await trx
          .insertInto('isps_survey_answer')
          .values({
            id: newId(),
            survey_id: id,
            company_id: companyId,
            answers: JSON.stringify(answers),
            answered_by: request.user.username,
            create_by: request.user.username,
          })
          .onConflict((oc) => oc.columns(['survey_id', 'company_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) throw new LocalizedHttpError(409, SURVEY_MSG.answeredAlready);
      });
      return ok(null, request.t(SURVEY_MSG.answered));
    },
  );

  // The caller's company's own answer (null when it has not answered): never another company's.
  app.get('/isps/survey/myAnswer', { config: { permission: SURVEY_PERM.answer } }, async (request) => {
    const id = queryId(request);
    const companyId = ownCompany(request);
    const row = await app.db
      .selectFrom('isps_survey_answer')
      .select(['answers', 'answered_by', 'create_time'])
      .where('survey_id', '=', id)
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    return ok(
      row ? { answers: row.answers, answeredBy: row.answered_by, answeredAt: row.create_time } : null,
    );
  });

  // Staff: the figures of a survey's answers (count; per question averages, option counts or texts).
  app.get<{ Params: { id: string } }>(
    '/isps/survey/answers/:id',
    { config: { permission: SURVEY_PERM.answers } },
    async (request) => {
      const survey = await app.db
        .selectFrom('isps_survey')
        .select(['id', 'title', 'title_en', 'status', 'questions'])
        .where('id', '=', request.params.id.slice(0, 32))
        .executeTakeFirst();
      if (!survey) throw new LocalizedHttpError(404, HTTP_MSG.notFound);
      const rows = await app.db
        .selectFrom('isps_survey_answer')
        .select('answers')
        .where('survey_id', '=', survey.id)
        .execute();
      const answers = rows.map(
        (r) => (typeof r.answers === 'string' ? JSON.parse(r.answers) : r.answers) as Record<string, unknown>,
      );
      return ok({
        id: survey.id,
        title: request.locale === 'en-US' && survey.title_en ? survey.title_en : survey.title,
        status: survey.status,
        count: answers.length,
        questions: summarize(storedQuestions(survey.questions), answers, request.locale),
      });
    },
  );
}
