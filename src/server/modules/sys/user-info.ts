/** The user as the client sees it: never any password or lockout field (explicit field list). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

export interface UserInfo {
  id: string;
  username: string;
  realname: string | null;
  avatar: string | null;
  sex: string | null;
  birthday: string | null;
  email: string | null;
  phone: string | null;
  orgCode: string | null;
  status: string;
  userType: string;
  companyId: string | null;
  divisionId: string | null;
  roles: string[];
  createTime: Date;
  /** Someone else chose the current password: the client opens its change before anything else. */
  mustChangePassword: boolean;
}

export interface DepartInfo {
  id: string;
  parentId: string | null;
  departName: string;
  departNameEn: string | null;
  orgCode: string;
  orgType: string | null;
}

export async function loadUserInfo(db: Kysely<Database>, userId: string): Promise<UserInfo> {
  const user = await db
    .selectFrom('sys_user')
    .select([
      'id',
      'username',
      'realname',
      'avatar',
      'sex',
      'birthday',
      'email',
      'phone',
      'org_code',
      'status',
      'user_type',
      'company_id',
      'division_id',
      'create_time',
      'must_change_password',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const roles = await db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select('r.role_code')
    .where('ur.user_id', '=', userId)
    .execute();
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    sex: user.sex,
    birthday: user.birthday,
    email: user.email,
    phone: user.phone,
    orgCode: user.org_code,
    status: user.status,
    userType: user.user_type,
    companyId: user.company_id,
    divisionId: user.division_id,
    roles: roles.map((r) => r.role_code),
    createTime: user.create_time,
    mustChangePassword: user.must_change_password,
  };
}

export async function loadUserDeparts(db: Kysely<Database>, userId: string): Promise<DepartInfo[]> {
  const rows = await db
    .selectFrom('sys_user_depart as ud')
    .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
    .select(['d.id', 'd.parent_id', 'd.depart_name', 'd.depart_name_en', 'd.org_code', 'd.org_type'])
    .where('ud.user_id', '=', userId)
    .orderBy('d.sort_no')
    .orderBy('d.org_code')
    .execute();
  return rows.map((d) => ({
    id: d.id,
    parentId: d.parent_id,
    departName: d.depart_name,
    departNameEn: d.depart_name_en,
    orgCode: d.org_code,
    orgType: d.org_type,
  }));
}
