/** System dictionaries with zh-CN and en-US texts (docs/contracts.md, Languages). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { BUSINESS_TYPE_DICT_CODE, BUSINESS_TYPE_DICT_NAME, BUSINESS_TYPES } from '../../shared/dict/business-type';
import { seedId } from './seed-id';

export interface SeedDict {
  code: string;
  name: string;
  nameEn: string;
  items: [value: string, text: string, textEn: string][];
}

/**
 * The outcome codes of sys_login_log.message (sys/login-attempt.ts writes them). Also inserted by
 * migration 0110, which brings it to databases seeded before it existed.
 */
export const LOGIN_RESULT_DICT: SeedDict = {
  code: 'login_result',
  name: '登录结果',
  nameEn: 'Login result',
  items: [
    ['success', '登录成功', 'Login succeeded'],
    ['wrong_password', '密码错误', 'Wrong password'],
    ['locked', '账号已锁定', 'Account locked'],
    ['frozen', '账号已冻结', 'Account frozen'],
    ['unknown_user', '用户不存在', 'Unknown user'],
    ['logout', '退出登录', 'Logged out'],
  ],
};

/**
 * sys_permission.perms_type, the menu screen's 授权策略 (JeecgBoot: '1' show/hide, '2' disable).
 * Also inserted by migration 0150, which brings it to databases seeded before it existed.
 */
export const PERMS_TYPE_DICT: SeedDict = {
  code: 'perms_type',
  name: '授权策略',
  nameEn: 'Authorisation policy',
  items: [
    ['1', '可见/可访问(授权后可见)', 'Visible when granted'],
    ['2', '可编辑(未授权时禁用)', 'Enabled when granted (disabled otherwise)'],
  ],
};

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
  PERMS_TYPE_DICT,
  {
    // Defined in src/shared: the home page's sections read the same dictionary.
    code: BUSINESS_TYPE_DICT_CODE,
    name: BUSINESS_TYPE_DICT_NAME['zh-CN'],
    nameEn: BUSINESS_TYPE_DICT_NAME['en-US'],
    items: BUSINESS_TYPES.map((t) => [t.value, t.text, t.textEn]),
  },
  LOGIN_RESULT_DICT,
];

export async function seedDicts(db: Kysely<Database>): Promise<void> {
  await insertDicts(db, DICTS);
}

/** Inserts dictionaries and their items, keeping whatever already exists. */
export async function insertDicts(db: Kysely<Database>, list: readonly SeedDict[]): Promise<void> {
  await db
    .insertInto('sys_dict')
    .values(list.map((d) => ({ id: seedId(`dict:${d.code}`), dict_code: d.code, dict_name: d.name, dict_name_en: d.nameEn, create_by: 'system' })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  // Items hang off the dictionary that actually holds the code (it may predate this seed).
  const dicts = await db.selectFrom('sys_dict').select(['id', 'dict_code']).where('dict_code', 'in', list.map((d) => d.code)).execute();
  const idOf = new Map(dicts.map((d) => [d.dict_code, d.id]));
  const items = list.flatMap((d) =>
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
