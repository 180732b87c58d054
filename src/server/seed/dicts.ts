/** System dictionaries with zh-CN and en-US texts (docs/contracts.md, Languages). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { seedId } from './seed-id';

interface SeedDict {
  code: string;
  name: string;
  nameEn: string;
  items: [value: string, text: string, textEn: string][];
}

export const DICTS: SeedDict[] = [
  { code: 'sex', name: '性别', nameEn: 'Sex', items: [['1', '男', 'Male'], ['2', '女', 'Female']] },
  { code: 'user_status', name: '用户状态', nameEn: 'User status', items: [['1', '正常', 'Normal'], ['2', '冻结', 'Frozen']] },
  {
    code: 'user_type',
    name: '用户类型',
    nameEn: 'User type',
    items: [
      ['admin', '管理员', 'Administrator'],
      ['staff', '员工', 'Staff'],
      ['customer_main', '客户主账号', 'Customer main account'],
      ['customer_sub', '客户子账号', 'Customer sub-account'],
    ],
  },
  {
    code: 'company_status',
    name: '公司激活状态',
    nameEn: 'Company activation status',
    items: [
      ['inactive', '未激活', 'Inactive'],
      ['pending', '待审核', 'Pending review'],
      ['activated', '已激活', 'Activated'],
      ['failed', '激活失败', 'Activation failed'],
    ],
  },
  { code: 'priority', name: '优先级', nameEn: 'Priority', items: [['L', '一般', 'General'], ['M', '重要', 'Important'], ['H', '紧急', 'Urgent']] },
  { code: 'yn', name: '是否', nameEn: 'Yes/No', items: [['Y', '是', 'Yes'], ['N', '否', 'No']] },
  { code: 'valid_status', name: '有效状态', nameEn: 'Valid status', items: [['1', '有效', 'Enabled'], ['0', '禁用', 'Disabled']] },
  {
    code: 'menu_type',
    name: '菜单类型',
    nameEn: 'Menu type',
    items: [['0', '一级菜单', 'Top menu'], ['1', '子菜单', 'Sub menu'], ['2', '按钮权限', 'Button']],
  },
  {
    code: 'business_type',
    name: '业务类型',
    nameEn: 'Business type',
    items: [
      ['system_cert', '体系认证', 'System certification'],
      ['service_cert', '服务认证', 'Service certification'],
      ['product_cert', '产品认证', 'Product certification'],
      ['industrial_inspection', '工业品检验', 'Industrial product inspection'],
      ['container_inspection', '集装箱检验', 'Container inspection'],
      ['safety', '安全', 'Safety'],
      ['green_low_carbon', '绿色低碳', 'Green low-carbon'],
      ['testing', '检测', 'Testing'],
      ['vocational_training', '职业培训', 'Vocational training'],
      ['risk_management', '风险管理', 'Risk management'],
      ['it_integration', '两化融合评估', 'IT-industry integration assessment'],
      ['animal_welfare', '动物福利评价', 'Animal welfare assessment'],
      ['other_assessment', '其他评价', 'Other assessment'],
    ],
  },
];

export async function seedDicts(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('sys_dict')
    .values(DICTS.map((d) => ({ id: seedId(`dict:${d.code}`), dict_code: d.code, dict_name: d.name, dict_name_en: d.nameEn, create_by: 'system' })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  // Items hang off the dictionary that actually holds the code (it may predate this seed).
  const dicts = await db.selectFrom('sys_dict').select(['id', 'dict_code']).where('dict_code', 'in', DICTS.map((d) => d.code)).execute();
  const idOf = new Map(dicts.map((d) => [d.dict_code, d.id]));
  const items = DICTS.flatMap((d) =>
    d.items.map(([value, text, textEn], index) => ({
      id: seedId(`dict:${d.code}:${value}`),
      dict_id: idOf.get(d.code)!,
      item_value: value,
      item_text: text,
      item_text_en: textEn,
      sort_order: index + 1,
      create_by: 'system',
    })),
  );
  await db.insertInto('sys_dict_item').values(items).onConflict((oc) => oc.doNothing()).execute();
}
