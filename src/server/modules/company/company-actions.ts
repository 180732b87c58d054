/**
 * What the company activation steps do beyond their x-workflow (schemas/entities/cust_company.json:
 * states, permissions, what each step stamps): submitting needs complete company info with a
 * licence (422 naming what is missing); a decision tells every account of the company in the same
 * transaction (a system message in both languages, the company name and reason as text).
 */
import { HttpError } from '../../http/errors';
import { sendSystemMessage } from '../../notice/system-message';
import type { WorkflowAction } from '../../workflow/actions';
import { missingForSubmit } from './company-input';
import { decisionMessage, MSG } from './company-messages';
import { MENU_PATHS } from '../../../shared/menu-paths';

export const COMPLETE_ACTION = 'checkCompanyComplete';
export const DECISION_ACTION = 'notifyCompanyDecision';

export const checkCompanyComplete: WorkflowAction = async ({ trx, t, record }) => {
  const row = await trx
    .selectFrom('cust_company')
    .selectAll()
    .where('id', '=', String(record.id))
    .executeTakeFirstOrThrow();
  const missing = missingForSubmit(t, row);
  if (missing.length > 0) throw new HttpError(422, t(MSG.incomplete), missing);
};

export const notifyCompanyDecision: WorkflowAction = async ({ trx, user, record, input, transition }) => {
  const id = String(record.id);
  const company = await trx
    .selectFrom('cust_company')
    .select('name')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const approved = transition.to === 'activated';
  const reason = typeof input.reason === 'string' ? input.reason : undefined;
  const text = decisionMessage(approved ? 'approved' : 'rejected', company.name, reason);
  const accounts = await trx
    .selectFrom('sys_user')
    .select('id')
    .where('company_id', '=', id)
    .where('del_flag', '=', '0')
    .execute();
  await sendSystemMessage(trx, {
    ...text,
    userIds: accounts.map((a) => a.id),
    busId: id,
    openPage: MENU_PATHS.myCompany,
    sender: user.username,
  });
};
