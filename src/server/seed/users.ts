/**
 * Accounts created at start-up: the admin on first start and, with DEMO_DATA=1, a demo company
 * with its main customer account and a staff account. Passwords are random and returned to the
 * caller (main.ts prints them once and writes them to an owner-only file; tests log in with them).
 */
import type { Kysely } from 'kysely';
import { generatePassword, hashPassword } from '../auth/passwords';
import { newId } from '../db/ids';
import type { Database, UserType } from '../db/types';
import { departId, ROOT_ORG_CODE } from './departs';
import { roleId } from './roles';
import { seedId } from './seed-id';
import { seedPendingDemoCompany } from './demo-company';
import type { SeedFileTarget } from './seed-files';

export interface Credentials {
  username: string;
  password: string;
}

interface NewAccount {
  username: string;
  realname: string;
  userType: UserType;
  companyId?: string | null;
  divisionOrgCode?: string | null;
  orgCodes?: string[];
}

/** Creates the user with a random password, its role and departments; null when the username exists. */
export async function createAccount(db: Kysely<Database>, account: NewAccount): Promise<Credentials | null> {
  const exists = await db
    .selectFrom('sys_user')
    .select('id')
    .where('username', '=', account.username)
    .executeTakeFirst();
  if (exists) return null;
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const id = newId();
  const orgCodes = account.orgCodes ?? [];
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sys_user')
      .values({
        id,
        username: account.username,
        realname: account.realname,
        password_hash: passwordHash,
        user_type: account.userType,
        company_id: account.companyId ?? null,
        division_id: account.divisionOrgCode ? departId(account.divisionOrgCode) : null,
        org_code: orgCodes[0] ?? null,
        password_changed_at: new Date(),
        create_by: 'system',
      })
      .execute();
    await trx
      .insertInto('sys_user_role')
      .values({ id: newId(), user_id: id, role_id: roleId(account.userType) })
      .execute();
    if (orgCodes.length > 0) {
      await trx
        .insertInto('sys_user_depart')
        .values(orgCodes.map((code) => ({ id: newId(), user_id: id, dep_id: departId(code) })))
        .execute();
    }
  });
  return { username: account.username, password };
}

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
