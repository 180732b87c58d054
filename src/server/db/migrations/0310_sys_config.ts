/**
 * The shell's texts as settings (SPEC §1/§2: logo, platform title and description, phone
 * hotline, footer company): a key/value table, one row per setting with its zh-CN and en-US value,
 * seeded with the texts the shell had in code (src/shared/settings/shell-texts.ts). Entity
 * "sys_config" (schemas/entities/sys_config.json); the keys are fixed by the code, so rows are
 * only edited, never added or deleted from the screen.
 */
import { sql, type Kysely } from 'kysely';
import { createHash } from 'node:crypto';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

// The seed as it was when this migration was written (a migration must not change with the code).
const SEED: ReadonlyArray<
  [key: string, sort: number, title: string, titleEn: string, value: string, valueEn: string]
> = [
  [
    'platformTitle',
    1,
    '平台名称',
    'Platform title',
    'CertDesk 客户服务平台',
    'CertDesk Customer Service Platform',
  ],
  [
    'platformDescription',
    2,
    '平台描述',
    'Platform description',
    '认证、检验、检测与评价一站式在线服务',
    'Certification, inspection, testing and evaluation services online',
  ],
  ['hotline', 3, '服务热线', 'Hotline', '请联系您的客户经理', 'Please contact your account manager'],
  [
    'footerCompany',
    4,
    '页脚公司名称',
    'Footer company name',
    '中国船级社质量认证有限公司',
    'China Classification Society Certification Co., Ltd.',
  ],
  ['logoAlt', 5, '标志替代文本', 'Logo text alternative', 'CertDesk 标志', 'CertDesk logo'],
];

/** seedId() of src/server/seed/seed-id.ts, written out so the migration stays as it is. */
const rowId = (key: string) => createHash('md5').update(`certdesk-seed:config:${key}`).digest('hex');

export async function up(db: AnyDb): Promise<void> {
  await sql`create table if not exists sys_config (
    id varchar(32) primary key,
    create_by varchar(64),
    create_time timestamptz default now() not null,
    update_by varchar(64),
    update_time timestamptz,
    config_key varchar(64) not null unique,
    title varchar(100) not null,
    title_en varchar(100),
    config_value varchar(200) not null,
    config_value_en varchar(200),
    sort_no integer not null default 0
  )`.execute(db);
  for (const [key, sort, title, titleEn, value, valueEn] of SEED) {
    await sql`insert into sys_config (id, create_by, config_key, title, title_en, config_value, config_value_en, sort_no)
      values (${rowId(key)}, 'system', ${key}, ${title}, ${titleEn}, ${value}, ${valueEn}, ${sort})
      on conflict (config_key) do nothing`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_config').ifExists().execute();
}
