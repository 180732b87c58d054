/**
 * The survey's x-workflow actions (schemas/entities/isps_survey.json): publishing stamps its time
 * and tells every customer account that the survey is open (a survey asks all companies, so the
 * engine's per-company notify does not fit); closing stamps its time. Both run inside the
 * transition's transaction.
 */
import type { FastifyInstance } from 'fastify';
import { registerWorkflowAction } from '../../workflow/actions';
import { sendSystemMessage } from '../../notice/system-message';
import { publishedMessage } from './survey-messages';
import { MENU_PATHS } from '../../../shared/menu-paths';

export const SURVEY_PUBLISHED_ACTION = 'surveyPublished';
export const SURVEY_CLOSED_ACTION = 'surveyClosed';

export function registerSurveyActions(app: FastifyInstance): void {
  registerWorkflowAction(app, SURVEY_PUBLISHED_ACTION, async ({ trx, user, record }) => {
    const accounts = await trx
      .selectFrom('sys_user')
      .select('id')
      .where('user_type', 'in', ['customer_main', 'customer_sub'])
      .where('del_flag', '=', '0')
      .where('status', '=', '1')
      .execute();
    const title = typeof record.title === 'string' ? record.title : '';
    const titleEn = typeof record.titleEn === 'string' ? record.titleEn : null;
    await sendSystemMessage(trx, {
      ...publishedMessage(title, titleEn),
      userIds: accounts.map((a) => a.id),
      busId: String(record.id),
      openPage: MENU_PATHS.mySurveys,
      sender: user.username,
    });
    return { patch: { publishedAt: new Date() } };
  });
  registerWorkflowAction(app, SURVEY_CLOSED_ACTION, async () => ({ patch: { closedAt: new Date() } }));
}
