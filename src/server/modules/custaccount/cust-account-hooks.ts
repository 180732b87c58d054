/**
 * The company's accounts as its main account manages them (schemas/entities/cust_account.json, on
 * sys_user). Nothing of ownership comes from the body: a new account is always a sub-account
 * (user_type customer_sub, role customer_sub) of the caller's own company, and a caller sees and
 * touches only the accounts of that company, so another company's id answers 404. Administrators
 * see every company's accounts (the company column says whose) but cannot create one, having no
 * company. The password follows the same rules as everywhere (format + server policy).
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { SessionUser } from '../../auth/session-user';
import { passwordPolicyProblem } from '../../auth/password-policy';
import { hashPassword } from '../../auth/passwords';
import { newId } from '../../db/ids';
import { HttpError } from '../../http/errors';
import { roleId } from '../../seed/roles';
import { checkEmailOnInsert, checkEmailOnUpdate } from '../account/email-write-hooks';
import { hookText, type EntityHooks } from '../crud/hooks';
import type { LooseDb } from '../crud/loose-db';
import { CRUD_MSG } from '../crud/messages';

export const SUB_ACCOUNT_TYPE = 'customer_sub';
const CUSTOMER_TYPES = ['customer_main', 'customer_sub'];

const MSG = {
  noCompany: {
    'zh-CN': '只有客户公司的账号才能创建子账号',
    'en-US': "Only a customer company's account can create sub-accounts",
  },
};

/** Customer accounts only; for anyone but an administrator, only those of the caller's company. */
export function custAccountScope(user: SessionUser): Expression<SqlBool> {
  const customers = sql<SqlBool>`${sql.ref('user_type')} in (${sql.join(CUSTOMER_TYPES)})`;
  if (user.isAdmin) return customers;
  if (user.companyId === null) return sql<SqlBool>`false`;
  return sql<SqlBool>`${customers} and ${sql.ref('company_id')} = ${user.companyId}`;
}

/** The rows' `companyName` (read from company_id) becomes the company's name. */
async function showCompanyNames(db: LooseDb, rows: Array<Record<string, unknown>>): Promise<void> {
  const ids = [
    ...new Set(rows.map((r) => r.companyName).filter((v): v is string => typeof v === 'string' && v !== '')),
  ];
  if (ids.length === 0) return;
  const companies = (await db
    .selectFrom('cust_company')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute()) as Array<{ id: string; name: string }>;
  const names = new Map(companies.map((c) => [c.id, c.name]));
  for (const row of rows) {
    if (typeof row.companyName === 'string') row.companyName = names.get(row.companyName) ?? '';
  }
}

export const custAccountHooks: EntityHooks = {
  rowScope: custAccountScope,

  async beforeInsert(ctx, columns, input) {
    if (!ctx.user.companyId) throw new HttpError(403, hookText(ctx, MSG.noCompany));
    const username = String(input.username ?? '');
    // The username is unique across every account (the unique index); checked here so the answer
    // names the field. Other companies' accounts are not revealed beyond "taken".
    const taken = await ctx.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst();
    if (taken)
      throw new HttpError(409, hookText(ctx, CRUD_MSG.duplicate), [
        { field: 'username', message: hookText(ctx, CRUD_MSG.duplicate) },
      ]);
    const password = String(input.password ?? '');
    const problem = passwordPolicyProblem(password, { username });
    if (problem)
      throw new HttpError(422, hookText(ctx, problem), [
        { field: 'password', message: hookText(ctx, problem) },
      ]);
    await checkEmailOnInsert(ctx, columns);
    columns.password_hash = await hashPassword(password);
    columns.password_changed_at = new Date();
    // The main account chose it: the sub-account changes it at its first login.
    columns.must_change_password = true;
    columns.company_id = ctx.user.companyId;
    columns.user_type = SUB_ACCOUNT_TYPE;
    columns.status = '1';
    columns.del_flag = '0';
  },

  beforeUpdate: (ctx, columns, _input, id) => checkEmailOnUpdate(ctx, columns, id),

  async afterInsert(ctx, id) {
    await ctx.db
      .insertInto('sys_user_role')
      .values({ id: newId(), user_id: id, role_id: roleId(SUB_ACCOUNT_TYPE) })
      .execute();
  },

  decorateRows: (ctx, rows) => showCompanyNames(ctx.db, rows),
  decorateListRows: (db, rows) => showCompanyNames(db, rows),
};
