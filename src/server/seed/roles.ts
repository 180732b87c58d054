/** The four roles of DESIGN.md (Domain: Roles). */
import type { Kysely } from 'kysely';
import type { Database, UserType } from '../db/types';
import { seedId } from './seed-id';

export const ROLES: { code: UserType; name: string; description: string }[] = [
  { code: 'admin', name: '管理员', description: 'Administrator: every permission' },
  { code: 'staff', name: '员工', description: 'Staff of a business division' },
  { code: 'customer_main', name: '客户主账号', description: "Customer main account: the company's registrant" },
  { code: 'customer_sub', name: '客户子账号', description: 'Customer sub-account, created by the main account' },
];

export function roleId(code: string): string {
  return seedId(`role:${code}`);
}

export async function seedRoles(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('sys_role')
    .values(ROLES.map((r) => ({ id: roleId(r.code), role_code: r.code, role_name: r.name, description: r.description, create_by: 'system' })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
