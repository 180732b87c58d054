/**
 * DEMO_DATA=1: a company waiting for review, with its main account, so a demo install's review
 * queue is not empty. With a data folder it also gets a business licence image.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { demoLicencePng } from './demo-image';
import { seedId } from './seed-id';
import { createAccount, type Credentials } from './accounts';
import { putSeedFile, seedStore, type SeedFileTarget } from './seed-files';
import type { FileStore } from '../storage/index';

export const DEMO_PENDING_COMPANY_ID = seedId('company:demo-pending');
export const DEMO_PENDING_USERNAME = 'demopending';

/** Stores the generated licence like an upload of the company's main account; answers its path. */
async function storeLicence(db: Kysely<Database>, files: FileStore, userId: string): Promise<string> {
  const path = `licence/demo/${DEMO_PENDING_COMPANY_ID}.png`;
  const data = demoLicencePng();
  await putSeedFile(files, path, data, 'image/png');
  await db
    .insertInto('sys_file')
    .values({
      id: seedId('file:demo-licence'),
      biz: 'licence',
      path,
      original_name: 'licence.png',
      size: data.length,
      mime: 'image/png',
      user_id: userId,
      company_id: DEMO_PENDING_COMPANY_ID,
      referenced_at: new Date(),
      create_by: 'system',
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return path;
}

/** Null when the demo company's account exists already (a restart keeps what it has). */
export async function seedPendingDemoCompany(
  db: Kysely<Database>,
  target: SeedFileTarget = {},
): Promise<Credentials | null> {
  const files = seedStore(target);
  await db
    .insertInto('cust_company')
    .values({
      id: DEMO_PENDING_COMPANY_ID,
      name: '待审核示例有限公司',
      credit_code: '91440300MA5F00001A',
      status: 'pending',
      operation_area: '440305',
      operation_address: '科技园南区示例路1号',
      registered_area: '440304',
      registered_address: '福田街道示例大厦10层',
      submitted_at: new Date(),
      create_by: 'system',
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const account = await createAccount(db, {
    username: DEMO_PENDING_USERNAME,
    realname: '待审核客户',
    userType: 'customer_main',
    companyId: DEMO_PENDING_COMPANY_ID,
  });
  if (account && files) {
    const user = await db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', DEMO_PENDING_USERNAME)
      .executeTakeFirstOrThrow();
    const licence = await storeLicence(db, files, user.id);
    await db.updateTable('cust_company').set({ licence }).where('id', '=', DEMO_PENDING_COMPANY_ID).execute();
  }
  return account;
}
