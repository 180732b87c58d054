/**
 * Online reports (cgreport): one row per report definition. The definition is JSON
 * (src/shared/online-report/report-definition.schema.json), checked against the registered entity
 * schemas on every write (src/server/modules/online/report/report-hooks.ts); no SQL is stored.
 */
import { sql, type Kysely } from 'kysely';
import { createHash } from 'node:crypto';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not today's types
type AnyDb = Kysely<any>;

/** seedId() of src/server/seed/seed-id.ts, written out so the migration stays as it is. */
const rowId = (key: string) => createHash('md5').update(`certdesk-seed:cgreport:${key}`).digest('hex');

const text = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

/**
 * One report to start from (and the widget gallery's popup): users by account and name, scoped as
 * the user list is (a reader needs system:user:list).
 */
const USERS_REPORT = {
  columns: [
    { key: 'username', field: 'username', title: text('账号', 'Username'), width: 140 },
    { key: 'realname', field: 'realname', title: text('姓名', 'Name'), width: 120 },
    { key: 'phone', field: 'phone', title: text('手机号', 'Mobile'), width: 140 },
    { key: 'email', field: 'email', title: text('邮箱', 'Email'), width: 200 },
    { key: 'status', field: 'status', title: text('状态', 'Status'), width: 90 },
  ],
  search: [{ key: 'username' }, { key: 'realname' }],
  sort: [{ key: 'username', order: 'asc' }],
};

export async function up(db: AnyDb): Promise<void> {
  await sql`create table if not exists onl_cgreport_head (
    id varchar(32) primary key,
    create_by varchar(64),
    create_time timestamptz default now() not null,
    update_by varchar(64),
    update_time timestamptz,
    code varchar(64) not null unique,
    name varchar(100) not null,
    name_en varchar(100),
    base_entity varchar(64) not null,
    definition text not null
  )`.execute(db);
  await sql`create index if not exists onl_cgreport_head_sort_idx on onl_cgreport_head (create_time, id)`.execute(
    db,
  );
  await sql`insert into onl_cgreport_head (id, create_by, code, name, name_en, base_entity, definition)
    values (${rowId('sys_user_popup')}, 'system', 'sys_user_popup', '用户选择', 'Users', 'sys_user', ${JSON.stringify(USERS_REPORT, null, 2)})
    on conflict (code) do nothing`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('onl_cgreport_head').ifExists().execute();
}
