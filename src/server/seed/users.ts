/**
 * Accounts created at start-up: the admin on first start and, with DEMO_DATA=1, a demo company
 * with its main customer account and a staff account. Passwords are random and returned to the
 * caller (main.ts prints them once and writes them to an owner-only file; tests log in with them).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { createAccount, type Credentials } from './accounts';
import { ROOT_ORG_CODE } from './departs';
import { seedId } from './seed-id';
import { seedPendingDemoCompany } from './demo-company';
import type { SeedFileTarget } from './seed-files';

// Re-exported: start-up, tests and benches create accounts through this module.
export { createAccount, type Credentials };

/** The first administrator, only when the install has none. */
export async function ensureAdmin(db: Kysely<Database>): Promise<Credentials | null> {
  const admin = await db
    .selectFrom('sys_user')
    .select('id')
    .where('user_type', '=', 'admin')
    .where('del_flag', '=', '0')
    .executeTakeFirst();
  if (admin) return null;
  return createAccount(db, {
    username: 'admin',
    realname: '管理员',
    userType: 'admin',
    orgCodes: [ROOT_ORG_CODE],
  });
}

export const DEMO_COMPANY_ID = seedId('company:demo');
export const DEMO_DIVISION = 'A01A01';

export interface DemoAccounts {
  staff: Credentials | null;
  customer: Credentials | null;
  /** The main account of a company waiting for review (demo-company.ts). */
  pendingCustomer: Credentials | null;
}

/** The demo company's unified social credit code: valid under GB 32100-2015 (its check character included). */
export const DEMO_CREDIT_CODE = '91310000MA1DEM001X';

/** `files` or `dataDir`: where the pending demo company's licence image is stored (none without either). */
export async function seedDemoAccounts(
  db: Kysely<Database>,
  options: SeedFileTarget = {},
): Promise<DemoAccounts> {
  await db
    .insertInto('cust_company')
    .values({
      id: DEMO_COMPANY_ID,
      name: '示例科技有限公司',
      credit_code: DEMO_CREDIT_CODE,
      status: 'activated',
      // An activated company has its addresses (registration asks for them): apply online starts from them.
      operation_area: '310115',
      operation_address: '张江路1号',
      registered_area: '310115',
      registered_address: '张江路1号',
      create_by: 'system',
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const staff = await createAccount(db, {
    username: 'demostaff',
    realname: '演示员工',
    userType: 'staff',
    divisionOrgCode: DEMO_DIVISION,
    orgCodes: [DEMO_DIVISION],
  });
  const customer = await createAccount(db, {
    username: 'democustomer',
    realname: '演示客户',
    userType: 'customer_main',
    companyId: DEMO_COMPANY_ID,
  });
  const pendingCustomer = await seedPendingDemoCompany(db, options);
  return { staff, customer, pendingCustomer };
}
