/**
 * Kysely table types of the foundation (docs/contracts.md, "Tables of the foundation").
 * Other parts add their tables by extending `Database` in their own files only if they must;
 * the generic CRUD works from schemas and does not need compile-time table types.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Read as Date, written as Date or ISO text, defaulted by the database on insert. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** `date` columns are read as 'YYYY-MM-DD' text on both databases (see connect.ts). */
export type DateText = ColumnType<string | null, string | null | undefined, string | null>;

/** Columns every table of the product has. */
export interface BaseColumns {
  id: string;
  create_by: string | null;
  create_time: Generated<Date>;
  update_by: string | null;
  update_time: NullableTimestamp;
}

export type UserType = 'admin' | 'staff' | 'customer_main' | 'customer_sub';

export interface SysUserTable extends BaseColumns {
  username: string;
  realname: string | null;
  password_hash: string;
  avatar: string | null;
  sex: string | null;
  birthday: DateText;
  email: string | null;
  phone: string | null;
  org_code: string | null;
  status: Generated<string>;
  user_type: UserType;
  company_id: string | null;
  division_id: string | null;
  failed_logins: Generated<number>;
  locked_until: NullableTimestamp;
  password_changed_at: NullableTimestamp;
  del_flag: Generated<string>;
}

export interface SysRoleTable extends BaseColumns {
  role_name: string;
  role_code: string;
  description: string | null;
  /** English description (migration 0110); the list shows it in en-US through x-i18n-field. */
  description_en: Generated<string | null>;
  /** Built-in roles (migration 0110): cannot be deleted, their code cannot change. */
  is_system: Generated<boolean>;
}

export interface SysUserRoleTable extends BaseColumns {
  user_id: string;
  role_id: string;
}

export interface SysPermissionTable extends BaseColumns {
  parent_id: string | null;
  name: string;
  name_en: string | null;
  url: string | null;
  component: string | null;
  component_name: string | null;
  redirect: string | null;
  menu_type: number;
  perms: string | null;
  perms_type: Generated<string>;
  sort_no: Generated<number>;
  always_show: Generated<boolean>;
  icon: string | null;
  is_route: Generated<boolean>;
  hidden: Generated<boolean>;
  keep_alive: Generated<boolean>;
  internal_or_external: Generated<boolean>;
  status: Generated<string>;
}

export interface SysRolePermissionTable extends BaseColumns {
  role_id: string;
  permission_id: string;
}

export interface SysDepartTable extends BaseColumns {
  parent_id: string | null;
  depart_name: string;
  depart_name_en: string | null;
  org_code: string;
  org_type: string | null;
  sort_no: Generated<number>;
}

export interface SysUserDepartTable extends BaseColumns {
  user_id: string;
  dep_id: string;
}

export interface SysDictTable extends BaseColumns {
  dict_name: string;
  dict_name_en: string | null;
  dict_code: string;
  description: string | null;
}

export interface SysDictItemTable extends BaseColumns {
  dict_id: string;
  item_text: string;
  item_text_en: string | null;
  item_value: string;
  sort_order: Generated<number>;
  status: Generated<string>;
}

export interface SysLoginLogTable extends BaseColumns {
  user_id: string | null;
  username: string | null;
  ip: string | null;
  user_agent: string | null;
  success: boolean;
  message: string | null;
}

export interface CustCompanyTable extends BaseColumns {
  name: string;
  credit_code: string | null;
  status: Generated<string>;
  /** Migration 0190 (issue 7): GB/T 2260 district codes, addresses, the licence's stored path, the review decision. */
  operation_area: string | null;
  operation_address: string | null;
  registered_area: string | null;
  registered_address: string | null;
  licence: string | null;
  failure_reason: string | null;
  submitted_at: NullableTimestamp;
  decided_by: string | null;
  decided_at: NullableTimestamp;
}

/** Notices and system messages (migration 0190), JeecgBoot's column names; "titile" is theirs. */
export interface SysAnnouncementTable extends BaseColumns {
  titile: string;
  msg_content: string | null;
  msg_abstract: string | null;
  start_time: NullableTimestamp;
  end_time: NullableTimestamp;
  sender: string | null;
  /** L, M, H */
  priority: Generated<string>;
  /** '1' notice, '2' system message */
  msg_category: Generated<string>;
  /** ALL, USER, ROLE, COMPANY */
  msg_type: Generated<string>;
  user_ids: string | null;
  role_ids: string | null;
  company_ids: string | null;
  open_type: string | null;
  open_page: string | null;
  bus_type: string | null;
  bus_id: string | null;
  /** '0' draft, '1' published, '2' cancelled */
  send_status: Generated<string>;
  send_time: NullableTimestamp;
  cancel_time: NullableTimestamp;
  del_flag: Generated<string>;
}

/** One recipient of a notice or system message and whether they have read it. */
export interface SysAnnouncementSendTable extends BaseColumns {
  annt_id: string;
  user_id: string;
  read_flag: Generated<string>;
  read_time: NullableTimestamp;
}

/** Server-side sessions: the JWT's jti is the id; revoked_at set means the token is dead. */
export interface SysSessionTable {
  id: string;
  user_id: string;
  create_time: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
  /** Last use, written at most about once a minute per session (the idle timeout, auth/sessions.ts). */
  last_seen_at: Generated<Date>;
}

/** Failed password checks per (account, client address): growing lock delays (sys/login-attempt.ts). */
export interface SysLoginThrottleTable {
  user_id: string;
  ip: string;
  failures: Generated<number>;
  locked_until: NullableTimestamp;
  last_failure: Generated<Date>;
}

/** Slider challenges and tokens (modules/account/slider-store.ts); only hashes of the secrets. */
export interface SysSliderTokenTable {
  secret_hash: string;
  kind: 'challenge' | 'token';
  width: Generated<number>;
  ip: Generated<string>;
  create_time: Generated<Date>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** Mail and SMS kept instead of sent (no SMTP_URL / the default SMS provider; server/mail/outbox.ts). */
export interface SysOutboxTable extends BaseColumns {
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string | null;
  text: string;
}

/** One-time codes of password reset and phone login, hashed (modules/recovery/verify-codes.ts). */
export interface SysResetCodeTable {
  id: string;
  create_time: Generated<Date>;
  purpose: 'password_reset' | 'phone_login';
  target: string;
  code_hash: string;
  expires_at: Timestamp;
  failed_tries: Generated<number>;
  used_at: NullableTimestamp;
  token_hash: string | null;
  token_expires_at: NullableTimestamp;
  token_used_at: NullableTimestamp;
}

/** Uploaded files (modules/upload/storage.ts); referenced_at null: a temporary upload no record has stored yet. */
export interface SysFileTable extends BaseColumns {
  biz: string;
  path: string;
  original_name: string;
  /** bigint, read as a number on both backends (db/connect.ts). */
  size: number;
  mime: string;
  user_id: string;
  company_id: string | null;
  referenced_at: NullableTimestamp;
}

/** Per-install secrets (AES key/iv of the credential envelope, JWT key), shared by all instances. */
export interface SysSecretTable {
  name: string;
  value: string;
  create_time: Generated<Date>;
}

/** What the menu reconcile last applied to a row that came from schemas/menus (migration 0140). */
export interface SysPermissionSeedTable {
  seed_key: string;
  permission_id: string;
  fingerprint: string;
  grants: string;
  update_time: Generated<Date>;
}

/** An OpenID Connect login between the redirect and the callback (migration 0210): single use, short-lived. */
export interface SysSsoStateTable {
  state: string;
  nonce: string;
  code_verifier: string;
  expires_at: Timestamp;
  create_time: Generated<Date>;
}

/** Positions (issue 8, migration 0240): the position picker's choices (SPEC §3 Position). */
export interface SysPositionTable extends BaseColumns {
  name: string;
  code: string;
  post_rank: string | null;
}

/** Category dictionary (migration 0250): a tree on `pid`; `has_child` '0'/'1' kept by category-hooks.ts. */
export interface SysCategoryTable extends BaseColumns {
  pid: string | null;
  name: string;
  name_en: string | null;
  code: string;
  has_child: Generated<string>;
}

/** Scheduled jobs (issue 8, migration 0230): a job of the code's allow-list (src/server/jobs/registry.ts). */
export interface SysQuartzJobTable extends BaseColumns {
  job_name: string;
  cron_expression: string;
  /** JSON text checked against the job's parameter schema. */
  parameter: string | null;
  description: string | null;
  status: Generated<'running' | 'paused'>;
}

/** One run of a scheduled job; a scheduled run's row is also the claim of its tick (unique job_id + tick_time). */
export interface SysQuartzJobLogTable {
  id: string;
  job_id: string;
  tick_time: NullableTimestamp;
  run_trigger: 'schedule' | 'manual';
  started_at: Generated<Date>;
  finished_at: NullableTimestamp;
  duration_ms: number | null;
  status: 'running' | 'ok' | 'error';
  message: string | null;
  message_en: string | null;
  create_by: string | null;
  create_time: Generated<Date>;
  update_by: string | null;
  update_time: NullableTimestamp;
}

export interface Database {
  sys_user: SysUserTable;
  sys_role: SysRoleTable;
  sys_user_role: SysUserRoleTable;
  sys_permission: SysPermissionTable;
  sys_role_permission: SysRolePermissionTable;
  sys_depart: SysDepartTable;
  sys_user_depart: SysUserDepartTable;
  sys_dict: SysDictTable;
  sys_dict_item: SysDictItemTable;
  sys_login_log: SysLoginLogTable;
  cust_company: CustCompanyTable;
  sys_announcement: SysAnnouncementTable;
  sys_announcement_send: SysAnnouncementSendTable;
  sys_session: SysSessionTable;
  sys_secret: SysSecretTable;
  sys_login_throttle: SysLoginThrottleTable;
  sys_file: SysFileTable;
  sys_outbox: SysOutboxTable;
  sys_reset_code: SysResetCodeTable;
  sys_slider_token: SysSliderTokenTable;
  sys_permission_seed: SysPermissionSeedTable;
  sys_sso_state: SysSsoStateTable;
  sys_position: SysPositionTable;
  sys_category: SysCategoryTable;
  sys_quartz_job: SysQuartzJobTable;
  sys_quartz_job_log: SysQuartzJobLogTable;
}

export type SysUser = Selectable<SysUserTable>;
export type NewSysUser = Insertable<SysUserTable>;
export type SysUserUpdate = Updateable<SysUserTable>;
export type SysPermission = Selectable<SysPermissionTable>;
export type SysDepart = Selectable<SysDepartTable>;
