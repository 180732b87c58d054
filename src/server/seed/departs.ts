/** The certification body's organisation: a root and its business divisions. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { seedId } from './seed-id';

export interface SeedDepart {
  orgCode: string;
  name: string;
  nameEn: string;
  parent: string | null;
  orgType: '1' | '2';
}

export const ROOT_ORG_CODE = 'A01';

export const DEPARTS: SeedDepart[] = [
  { orgCode: ROOT_ORG_CODE, name: '认证中心', nameEn: 'Certification Centre', parent: null, orgType: '1' },
  {
    orgCode: 'A01A01',
    name: '体系认证事业部',
    nameEn: 'Management System Certification Division',
    parent: ROOT_ORG_CODE,
    orgType: '2',
  },
  {
    orgCode: 'A01A02',
    name: '产品认证事业部',
    nameEn: 'Product Certification Division',
    parent: ROOT_ORG_CODE,
    orgType: '2',
  },
  {
    orgCode: 'A01A03',
    name: '检验检测事业部',
    nameEn: 'Inspection and Testing Division',
    parent: ROOT_ORG_CODE,
    orgType: '2',
  },
  {
    orgCode: 'A01A04',
    name: '培训与评价事业部',
    nameEn: 'Training and Assessment Division',
    parent: ROOT_ORG_CODE,
    orgType: '2',
  },
];

export function departId(orgCode: string): string {
  return seedId(`depart:${orgCode}`);
}

export async function seedDeparts(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('sys_depart')
    .values(
      DEPARTS.map((d, index) => ({
        id: departId(d.orgCode),
        parent_id: d.parent ? departId(d.parent) : null,
        depart_name: d.name,
        depart_name_en: d.nameEn,
        org_code: d.orgCode,
        org_type: d.orgType,
        sort_no: index,
        create_by: 'system',
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
