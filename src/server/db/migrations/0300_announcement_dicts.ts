/**
 * Notice centre: the dictionaries of the announcement screen (category, recipients,
 * open type, publishing status) and the index the unread counts of the bell read. On a fresh
 * database this runs before the foundation seed, whose insert keeps what exists.
 */
import type { Kysely } from 'kysely';
import { insertDicts, type SeedDict } from '../../seed/dicts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

// The dictionaries as this migration first brought them, frozen (history): today's data is
// schemas/dicts, reconciled on every start.
const ANNOUNCEMENT_DICTS: readonly SeedDict[] = [
  {
    code: 'msg_category',
    name: '消息类型',
    nameEn: 'Message category',
    items: [
      ['1', '通知公告', 'Notice'],
      ['2', '系统消息', 'System message'],
    ],
  },
  {
    code: 'announcement_msg_type',
    name: '通告对象类型',
    nameEn: 'Announcement recipients',
    items: [
      ['ALL', '全体用户', 'Everyone'],
      ['USER', '指定用户', 'Chosen users'],
      ['ROLE', '指定角色', 'Roles'],
      ['COMPANY', '指定企业', 'Companies'],
    ],
  },
  {
    code: 'announcement_open_type',
    name: '打开方式',
    nameEn: 'Opens as',
    items: [
      ['plain', '仅显示内容', 'Content only'],
      ['url', '跳转页面', 'A page'],
      ['component', '业务组件', 'A business component'],
    ],
  },
  {
    code: 'announcement_send_status',
    name: '发布状态',
    nameEn: 'Publishing status',
    items: [
      ['0', '未发布', 'Draft'],
      ['1', '已发布', 'Published'],
      ['2', '已撤销', 'Revoked'],
    ],
  },
];

export async function up(db: AnyDb): Promise<void> {
  await insertDicts(db, ANNOUNCEMENT_DICTS);
  await db.schema
    .createIndex('sys_announcement_status_idx')
    .on('sys_announcement')
    .columns(['send_status', 'msg_category'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('sys_announcement_status_idx').execute();
  // The dictionaries are kept: rows may reference their values, and an admin may have edited them.
}
