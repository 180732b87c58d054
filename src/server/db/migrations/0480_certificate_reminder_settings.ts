/**
 * The certificate reminders' title, text and recipients as sys_config rows (系统设置), so an
 * administrator edits them in both languages; seeded with what the job sent until now (every
 * account of the company). src/shared/settings/reminder-settings.ts reads them.
 */
import { sql, type Kysely } from 'kysely';
import { createHash } from 'node:crypto';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

// The seed as it was when this migration was written (a migration must not change with the code).
const SEED: ReadonlyArray<
  [key: string, sort: number, title: string, titleEn: string, value: string, valueEn: string | null]
> = [
  [
    'certReminderTitle',
    20,
    '证书提醒标题（{certificateNo} 证书编号）',
    'Certificate reminder title ({certificateNo}: the number)',
    '证书提醒：{certificateNo}',
    'Certificate reminder: {certificateNo}',
  ],
  [
    'certReminderContent',
    21,
    '证书提醒内容（{certificateNo} 编号、{dueDate} 日期、{event} 事项、{daysLeft} 剩余天数）',
    'Certificate reminder text ({certificateNo}, {dueDate}, {event}, {daysLeft}: days left)',
    '证书 {certificateNo} 将于 {dueDate} {event}（还有{daysLeft}天）。',
    'The certificate {certificateNo} {event} on {dueDate} (in {daysLeft} days).',
  ],
  [
    'certReminderRecipients',
    22,
    '证书提醒接收人（customerMain 客户主账号、companyUsers 企业子账号、divisionStaff 业务部门员工）',
    'Certificate reminder recipients (customerMain, companyUsers, divisionStaff)',
    'customerMain, companyUsers',
    null,
  ],
];

/** seedId() of src/server/seed/seed-id.ts, written out so the migration stays as it is. */
const rowId = (key: string) => createHash('md5').update(`certdesk-seed:config:${key}`).digest('hex');

export async function up(db: AnyDb): Promise<void> {
  for (const [key, sort, title, titleEn, value, valueEn] of SEED) {
    await sql`insert into sys_config (id, create_by, config_key, title, title_en, config_value, config_value_en, sort_no)
      values (${rowId(key)}, 'system', ${key}, ${title}, ${titleEn}, ${value}, ${valueEn}, ${sort})
      on conflict (config_key) do nothing`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await sql`delete from sys_config where config_key in ('certReminderTitle', 'certReminderContent', 'certReminderRecipients')`.execute(
    db,
  );
}
