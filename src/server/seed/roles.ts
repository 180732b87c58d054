/** The four roles of DESIGN.md (Domain: Roles): system roles, kept by sys/role-hooks.ts. */
import type { Kysely } from 'kysely';
import type { Database, UserType } from '../db/types';
import { seedId } from './seed-id';

export interface SeedRole {
  code: UserType;
  name: string;
  description: string;
  descriptionEn: string;
}

export const ROLES: SeedRole[] = [
  {
    code: 'admin',
    name: '管理员',
    description: '管理员：拥有全部权限',
    descriptionEn: 'Administrator: every permission',
  },
  {
    code: 'staff',
    name: '员工',
    description: '业务事业部员工',
    descriptionEn: 'Staff of a business division',
  },
  {
    code: 'customer_main',
    name: '客户主账号',
    description: '客户主账号：公司的注册人',
    descriptionEn: "Customer main account: the company's registrant",
  },
  {
    code: 'customer_sub',
    name: '客户子账号',
    description: '客户子账号，由主账号创建',
    descriptionEn: 'Customer sub-account, created by the main account',
  },
];

export function roleId(code: string): string {
  return seedId(`role:${code}`);
}

export async function seedRoles(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('sys_role')
    .values(
      ROLES.map((r) => ({
        id: roleId(r.code),
        role_code: r.code,
        role_name: r.name,
        description: r.description,
        description_en: r.descriptionEn,
        is_system: true,
        create_by: 'system',
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
