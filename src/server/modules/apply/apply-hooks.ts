/**
 * What the isps_apply schema cannot say: a customer applies only for an activated company (403
 * otherwise, as the submit route's flag); the company name and a unique application number are set
 * on insert; only a draft is edited (409); only a draft is deleted, and only by its own company's
 * customers (403 for anyone else, 409 once submitted); staff do not see drafts; the business types are codes of the business-type tree
 * (422); rows answer businessTypes as an array.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { isCustomer } from '../../auth/activated-company';
import { COMPANY_MSG } from '../../../shared/messages/company';
import { HttpError, LocalizedHttpError } from '../../http/errors';
import { registerEntityHooks, hookText, type HookContext } from '../crud/hooks';
import { type LooseDb, type TypedDb, typed } from '../crud/loose-db';
import { drawSystemNumber, SYSTEM_RULE } from '../fill-rule/system-rules';
import { APPLY_MSG, MAX_BUSINESS_TYPES } from './apply-messages';
import { businessTypeCodes, unknownBusinessTypes } from './business-types';

export const APPLY_ENTITY = 'isps_apply';

/**
 * AP + yyyyMMddHHmmss + a four-digit sequence per day: the numbering rule isps_apply_no
 * (schemas/fill-rules), drawn in the saving transaction, so two applications never share a number.
 */
export function newApplyNo(db: TypedDb, now = new Date()): Promise<string> {
  return drawSystemNumber(db, SYSTEM_RULE.apply, now);
}

async function checkTypes(ctx: HookContext, input: Record<string, unknown>): Promise<void> {
  if (!Object.hasOwn(input, 'businessTypes')) return;
  const codes = businessTypeCodes(input.businessTypes);
  if (codes.length === 0) {
    const message = hookText(ctx, APPLY_MSG.noType);
    throw new HttpError(422, message, [{ field: 'businessTypes', message }]);
  }
  // The schema's maxItems says the same; a comma-joined text from another client is counted here.
  if (new Set(codes).size > MAX_BUSINESS_TYPES) {
    const message = hookText(ctx, APPLY_MSG.tooManyTypes);
    throw new HttpError(422, message, [{ field: 'businessTypes', message }]);
  }
  const unknown = await unknownBusinessTypes(typed(ctx.db), codes);
  if (unknown.length > 0) {
    const message = `${hookText(ctx, APPLY_MSG.unknownType)}: ${unknown.join(', ')}`;
    throw new HttpError(422, message, [{ field: 'businessTypes', message }]);
  }
}

/** An application is a company's: only a customer of an activated company applies (answers the company name). */
async function requireActivated(ctx: HookContext): Promise<string> {
  if (!isCustomer(ctx.user.userType)) throw new LocalizedHttpError(403, APPLY_MSG.customersOnly);
  const company = ctx.user.companyId
    ? await ctx.db
        .selectFrom('cust_company')
        .select(['status', 'name'])
        .where('id', '=', ctx.user.companyId)
        .executeTakeFirst()
    : undefined;
  if (company?.status !== 'activated') throw new LocalizedHttpError(403, COMPANY_MSG.notActivated);
  return company.name as string;
}

/** `businessTypes_dictText`: the chosen types' names in the request language, for the list's column. */
async function addTypeNames(
  db: LooseDb,
  rows: Array<Record<string, unknown>>,
  locale: 'zh-CN' | 'en-US',
): Promise<void> {
  const codes = [
    ...new Set(rows.flatMap((r) => (Array.isArray(r.businessTypes) ? (r.businessTypes as string[]) : []))),
  ];
  if (codes.length === 0) return;
  const found: Array<{ code: string; name: string; name_en: string | null }> = await typed(db)
    .selectFrom('sys_category')
    .select(['code', 'name', 'name_en'])
    .where('code', 'in', codes)
    .execute();
  const names = new Map(found.map((c) => [c.code, locale === 'en-US' && c.name_en ? c.name_en : c.name]));
  for (const row of rows) {
    if (Array.isArray(row.businessTypes))
      row.businessTypes_dictText = (row.businessTypes as string[])
        .map((c) => names.get(c) ?? c)
        .join(locale === 'en-US' ? ', ' : '、');
  }
}

function splitTypes(rows: Array<Record<string, unknown>>): void {
  for (const row of rows)
    if (Object.hasOwn(row, 'businessTypes')) row.businessTypes = businessTypeCodes(row.businessTypes);
}

export function registerApplyHooks(app: FastifyInstance): void {
  registerEntityHooks(app, APPLY_ENTITY, {
    async beforeInsert(ctx, columns, input) {
      const companyName = await requireActivated(ctx);
      await checkTypes(ctx, input);
      columns.company_name = companyName;
      columns.apply_no = await newApplyNo(typed(ctx.db));
    },
    async beforeUpdate(ctx, columns, input, id) {
      const row = await ctx.db
        .selectFrom('isps_apply')
        .select('status')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (row?.status !== 'draft') throw new LocalizedHttpError(409, APPLY_MSG.onlyDraftEdited);
      await checkTypes(ctx, input);
      delete columns.company_name;
    },
    async beforeDelete(ctx, ids) {
      // Staff and administrators may see a draft but it is the company's until submitted: not theirs to delete.
      if (!isCustomer(ctx.user.userType) || !ctx.user.companyId)
        throw new LocalizedHttpError(403, APPLY_MSG.ownDraftsOnly);
      const rows = await ctx.db
        .selectFrom('isps_apply')
        .select(['status', 'company_id'])
        .where('id', 'in', ids)
        .forUpdate()
        .execute();
      if (rows.some((r: { company_id: unknown }) => r.company_id !== ctx.user.companyId))
        throw new LocalizedHttpError(403, APPLY_MSG.ownDraftsOnly);
      if (rows.some((r: { status: unknown }) => r.status !== 'draft'))
        throw new LocalizedHttpError(409, APPLY_MSG.onlyDraftDeleted);
    },
    // A draft is the company's own until it is submitted: staff see applications from submission on.
    rowScope(user) {
      return user.isAdmin || isCustomer(user.userType) ? null : sql<SqlBool>`status <> 'draft'`;
    },
    decorateRows(_ctx, rows) {
      splitTypes(rows);
    },
    async decorateListRows(db, rows, locale) {
      splitTypes(rows);
      await addTypeNames(db, rows, locale);
    },
  });
}
