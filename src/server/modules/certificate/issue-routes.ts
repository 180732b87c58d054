/**
 * POST /isps/certificate/issue: a certificate for a project that has its certification decision
 * (else 409), at most one live certificate per project (409), holder from the company, a number
 * from the sequence, surveillance dues computed, the company told, and a project at its decision
 * stage moved on to the next one — one transaction.
 * PUT /isps/certificate/reissue {id, …changes}: the live certificate becomes cancelled with the
 * reason 'reissued' and replaced_by the new one, which keeps the base number with the next
 * revision suffix (-R1, -R2, …), validity and surveillance dues unless given — one transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldError } from '../../../shared/envelope';
import {
  defaultValidUntil,
  parseIsoDate,
  surveillanceDues,
  todayIso,
} from '../../../shared/certificate/cert-dates';
import { revisedNumber } from '../../../shared/certificate/cert-number';
import { newId } from '../../db/ids';
import { ok } from '../../http/envelope';
import { LocalizedHttpError, validationError } from '../../http/errors';
import { CERT_MSG, issuedNotice } from './cert-messages';
import { nextCertificateNo } from './cert-numbering';
import { hasDecision, lockProject } from './cert-project';
import { CERT_PERM } from './cert-permissions';
import { companyHolderAddress } from './holder-address';
import { advanceAfterIssue } from '../project/stage-actions';
import { refuseDecisionWhileMajorsOpen } from '../nonconformity/open-majors';
import { expireDueIfAny, lockVisibleCertificate, notifyCompany, writeStatusStep } from './cert-store';

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const date = { type: 'string', maxLength: 10 } as const;

const CONTENT = {
  holderName: text(100),
  holderAddress: text(200),
  sites: text(2000),
  standard: { type: 'string', minLength: 1, maxLength: 200 },
  scope: { type: 'string', minLength: 1, maxLength: 2000 },
  issueDate: date,
  validUntil: date,
} as const;

const ISSUE_FIELDS = { decisionDate: date, ...CONTENT } as const;

/** The fields flat, or under `values` as the issue dialog (row action kind form) sends them. */
const ISSUE_BODY = {
  type: 'object',
  required: ['projectId'],
  additionalProperties: false,
  properties: {
    projectId: { type: 'string', minLength: 1, maxLength: 32 },
    ...ISSUE_FIELDS,
    values: { type: 'object', additionalProperties: false, properties: ISSUE_FIELDS },
  },
} as const;

type IssueInput = Content & { decisionDate?: string };

/** The issue's input with `values` merged in; 422 for a required field left out. */
function issueInput(
  request: FastifyRequest,
  body: IssueInput & { values?: IssueInput },
): IssueInput & { issueDate: string; standard: string; scope: string } {
  const input: IssueInput = { ...body, ...(body.values ?? {}) };
  const missing = (['issueDate', 'standard', 'scope'] as const).filter(
    (f) => !input[f] || input[f].trim() === '',
  );
  if (missing.length > 0)
    throw validationError(
      request,
      missing.map((field) => ({ field, message: request.t(CERT_MSG.required) })),
    );
  return input as IssueInput & { issueDate: string; standard: string; scope: string };
}

const REISSUE_BODY = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', minLength: 1, maxLength: 32 }, ...CONTENT },
} as const;

interface Content {
  holderName?: string;
  holderAddress?: string;
  sites?: string;
  standard?: string;
  scope?: string;
  issueDate?: string;
  validUntil?: string;
}

/** 422 with every bad date field; answers the checked dates. */
function checkDates(
  request: FastifyRequest,
  dates: { decisionDate: string | null; issueDate: string; validUntil: string | null },
  decisionField: string,
): void {
  const errors: FieldError[] = [];
  const bad = (field: string, value: string | null) =>
    value !== null &&
    parseIsoDate(value) === null &&
    errors.push({ field, message: request.t(CERT_MSG.badDate) });
  bad(decisionField, dates.decisionDate);
  bad('issueDate', dates.issueDate);
  bad('validUntil', dates.validUntil);
  if (errors.length === 0) {
    if (dates.decisionDate === null)
      errors.push({ field: decisionField, message: request.t(CERT_MSG.decisionRequired) });
    else if (dates.issueDate < dates.decisionDate)
      errors.push({ field: 'issueDate', message: request.t(CERT_MSG.issueBeforeDecision) });
    if (dates.validUntil !== null && dates.validUntil <= dates.issueDate)
      errors.push({ field: 'validUntil', message: request.t(CERT_MSG.validUntilBeforeIssue) });
  }
  if (errors.length > 0) throw validationError(request, errors);
}

const trimmed = (value: string | undefined): string | null => {
  const t = value?.trim();
  return t ? t : null;
};

export default async function issueRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: IssueInput & { projectId: string; values?: IssueInput } }>(
    '/isps/certificate/issue',
    { config: { permission: CERT_PERM.issue }, schema: { body: ISSUE_BODY } },
    async (request) => {
      const body = issueInput(request, request.body);
      const user = request.user;
      const created = await app.db.transaction().execute(async (trx) => {
        const project = await lockProject(trx, user, request.body.projectId);
        if (!(await hasDecision(trx, project.id))) throw new LocalizedHttpError(409, CERT_MSG.noDecision);
        await refuseDecisionWhileMajorsOpen(trx, project.id);
        const decisionDate = trimmed(body.decisionDate) ?? project.decision_date;
        const issueDate = body.issueDate.trim();
        const validUntil = trimmed(body.validUntil);
        checkDates(request, { decisionDate, issueDate, validUntil }, 'decisionDate');
        const live = await trx
          .selectFrom('isps_certificate')
          .select('id')
          .where('project_id', '=', project.id)
          .where('status', 'in', ['valid', 'suspended'])
          .executeTakeFirst();
        if (live) throw new LocalizedHttpError(409, CERT_MSG.alreadyIssued);
        const company = await trx
          .selectFrom('cust_company')
          .select(['name', 'registered_area', 'registered_address', 'operation_area', 'operation_address'])
          .where('id', '=', project.company_id)
          .executeTakeFirstOrThrow();
        const division = project.division_id
          ? await trx
              .selectFrom('sys_depart')
              .select('depart_name')
              .where('id', '=', project.division_id)
              .executeTakeFirst()
          : undefined;
        const id = newId();
        const certificateNo = await nextCertificateNo(trx, project.business_domain, issueDate);
        await trx
          .insertInto('isps_certificate')
          .values({
            id,
            certificate_no: certificateNo,
            project_id: project.id,
            project_name: project.project_name,
            company_id: project.company_id,
            division_id: project.division_id,
            division_name: division?.depart_name ?? null,
            holder_name: trimmed(body.holderName) ?? company.name,
            holder_address: trimmed(body.holderAddress) ?? (await companyHolderAddress(company)),
            sites: trimmed(body.sites),
            standard: body.standard.trim(),
            scope: body.scope.trim(),
            business_domain: project.business_domain,
            business_type: project.business_type,
            executing_unit: project.executing_unit,
            decision_date: decisionDate!,
            issue_date: issueDate,
            valid_until: validUntil ?? defaultValidUntil(issueDate),
            ...dues(issueDate),
            status: 'valid',
            create_by: user.username,
          })
          .execute();
        await notifyCompany(
          trx,
          project.company_id,
          issuedNotice(certificateNo, project.project_name),
          id,
          user.username,
        );
        // The certificate concludes the decision stage: the project moves on with it, or neither is written.
        await advanceAfterIssue(trx, user, project.id, certificateNo);
        return { id, certificateNo };
      });
      return ok(created, request.t(CERT_MSG.issued));
    },
  );

  app.put<{ Body: Content & { id: string } }>(
    '/isps/certificate/reissue',
    { config: { permission: CERT_PERM.reissue }, schema: { body: REISSUE_BODY } },
    async (request) => {
      const body = request.body;
      const user = request.user;
      await expireDueIfAny(app);
      const created = await app.db.transaction().execute(async (trx) => {
        const old = await lockVisibleCertificate(trx, user, body.id);
        if (old.status !== 'valid' && old.status !== 'suspended')
          throw new LocalizedHttpError(409, CERT_MSG.stateRefused);
        const issueDate = trimmed(body.issueDate) ?? todayIso();
        const validUntil = trimmed(body.validUntil) ?? old.valid_until;
        checkDates(request, { decisionDate: old.decision_date, issueDate, validUntil }, 'issueDate');
        const id = newId();
        const revision = old.revision + 1;
        const certificateNo = revisedNumber(old.certificate_no, revision);
        await trx
          .updateTable('isps_certificate')
          .set({
            status: 'cancelled',
            status_reason: 'reissued',
            replaced_by: id,
            update_by: user.username,
            update_time: new Date(),
          })
          .where('id', '=', old.id)
          .execute();
        await writeStatusStep(trx, {
          certificateId: old.id,
          transition: 'cancel',
          from: old.status,
          to: 'cancelled',
          note: `reissued → ${certificateNo}`,
          actor: user.username,
          actorName: user.realname,
        });
        // The new row draws its own verification token (column default): the old one keeps verifying the old certificate.
        const {
          id: _oldId,
          create_time: _c,
          update_time: _u,
          update_by: _ub,
          verify_token: _token,
          ...kept
        } = old;
        await trx
          .insertInto('isps_certificate')
          .values({
            ...kept,
            id,
            certificate_no: certificateNo,
            holder_name: trimmed(body.holderName) ?? old.holder_name,
            holder_address: trimmed(body.holderAddress) ?? old.holder_address,
            sites: body.sites === undefined ? old.sites : trimmed(body.sites),
            standard: trimmed(body.standard) ?? old.standard,
            scope: trimmed(body.scope) ?? old.scope,
            issue_date: issueDate,
            valid_until: validUntil,
            // The surveillance cycle runs on from the first issue; a reissue does not restart it.
            surveillance1_due: old.surveillance1_due,
            surveillance2_due: old.surveillance2_due,
            // A reissued suspended certificate is a valid one again only through restore; keep its state.
            status: old.status,
            status_reason: old.status === 'suspended' ? old.status_reason : null,
            revision,
            replaced_by: null,
            create_by: user.username,
          })
          .execute();
        await notifyCompany(
          trx,
          old.company_id,
          issuedNotice(certificateNo, old.project_name),
          id,
          user.username,
        );
        return { id, certificateNo, replaced: old.id };
      });
      return ok(created, request.t(CERT_MSG.reissued));
    },
  );
}

function dues(issueDate: string): { surveillance1_due: string; surveillance2_due: string } {
  const d = surveillanceDues(issueDate);
  return { surveillance1_due: d.surveillance1Due, surveillance2_due: d.surveillance2Due };
}
