/**
 * GET /isps/certificate/issueForm?projectId= → { form }: the issue dialog for a project (a
 * standalone form schema the renderer's row action kind `form` draws), filled in from the project
 * and its company. The dialog then POSTs /isps/certificate/issue with `{ projectId, values }`.
 * A project without its certification decision is refused here already (409), as the issue would be.
 */
import type { FastifyInstance } from 'fastify';
import { todayIso } from '../../../shared/certificate/cert-dates';
import { ok } from '../../http/envelope';
import { LocalizedHttpError } from '../../http/errors';
import { CERT_MSG } from './cert-messages';
import { hasDecision, lockProject } from './cert-project';
import { CERT_PERM } from './cert-permissions';
import { companyHolderAddress } from './holder-address';

const text = (zh: string, en: string, maxLength: number, extra: Record<string, unknown> = {}) => ({
  type: 'string',
  title: { 'zh-CN': zh, 'en-US': en },
  maxLength,
  ...extra,
});

export default async function issueFormRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { projectId?: string } }>(
    '/isps/certificate/issueForm',
    {
      config: { permission: CERT_PERM.issue },
      schema: {
        querystring: { type: 'object', properties: { projectId: { type: 'string', maxLength: 32 } } },
      },
    },
    async (request) => {
      const projectId = request.query.projectId ?? '';
      const form = await app.db.transaction().execute(async (trx) => {
        const project = await lockProject(trx, request.user, projectId);
        if (!(await hasDecision(trx, project.id))) throw new LocalizedHttpError(409, CERT_MSG.noDecision);
        const company = await trx
          .selectFrom('cust_company')
          .select(['name', 'registered_area', 'registered_address', 'operation_area', 'operation_address'])
          .where('id', '=', project.company_id)
          .executeTakeFirst();
        return {
          $id: `certificate-issue-${project.id}`,
          title: {
            'zh-CN': `颁发证书：${project.project_name}`,
            'en-US': `Issue a certificate: ${project.project_name}`,
          },
          required: ['standard', 'scope', 'issueDate', 'decisionDate'],
          properties: {
            holderName: text('证书持有人', 'Holder', 100, { default: company?.name ?? '' }),
            holderAddress: text('持有人地址', 'Holder address', 200, {
              default: (company ? await companyHolderAddress(company) : null) ?? '',
            }),
            standard: text('认证标准（含版本）', 'Standard (with edition)', 200, { minLength: 1 }),
            scope: text('认证范围', 'Scope', 2000, { minLength: 1, 'x-widget': 'textarea' }),
            sites: text('认证场所', 'Sites', 2000, { 'x-widget': 'textarea' }),
            decisionDate: {
              type: 'string',
              format: 'date',
              title: { 'zh-CN': '认证决定日期', 'en-US': 'Decision date' },
              ...(project.decision_date ? { default: project.decision_date } : {}),
            },
            issueDate: {
              type: 'string',
              format: 'date',
              title: { 'zh-CN': '颁证日期', 'en-US': 'Issue date' },
              default: todayIso(),
            },
            validUntil: {
              type: 'string',
              format: 'date',
              title: { 'zh-CN': '有效期至（默认三年）', 'en-US': 'Valid until (default three years)' },
            },
          },
        };
      });
      return ok({ form });
    },
  );
}
