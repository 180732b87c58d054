/**
 * Kysely table types (docs/contracts.md, "Tables of the foundation"). The tables of entities come
 * from entity-tables.generated.ts (generated from schemas/entities); this file adds the columns an
 * entity does not declare (internal columns of hand-written migrations), narrows a few columns the
 * schemas leave wider than the database holds, and describes the tables no entity presents.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { BaseColumns, NullableTimestamp, Timestamp } from './column-types';
import type * as entity from './entity-tables.generated';
import type { EntityTables } from './entity-tables.generated';

export type { BaseColumns, DateText, NullableTimestamp, Timestamp } from './column-types';
export type {
  CustCompanyTable,
  OnlCgformFieldTable,
  OnlCgformIndexTable,
  SysPermissionTable,
} from './entity-tables.generated';

export type UserType = 'admin' | 'staff' | 'customer_main' | 'customer_sub';

/**
 * A generated entity table with columns added or re-typed: columns of hand-written migrations the
 * entity does not declare, and columns whose values the code narrows further than the schema (a
 * dictionary's codes as a literal union). NOT NULL columns the server or a default fills are
 * declared in the schema (x-not-null) and generated as such.
 */
type Refined<Table, Columns> = Omit<Table, keyof Columns> & Columns;

/** Sign-in, lockout and email proof (migrations 0001, 0120, 0390, 0400); no form shows them. */
export type SysUserTable = Refined<
  entity.SysUserTable,
  {
    password_hash: string;
    user_type: UserType;
    failed_logins: Generated<number>;
    locked_until: NullableTimestamp;
    password_changed_at: NullableTimestamp;
    /** Someone else chose the current password: the user must change it first (migration 0400). */
    must_change_password: Generated<boolean>;
    /** When the owner proved the current email is theirs (a mailed code, migration 0390); null: unproven. */
    email_verified_at: NullableTimestamp;
  }
>;

/** System messages' texts and times the announcement form does not edit (migrations 0190, 0440). */
export type SysAnnouncementTable = Refined<
  entity.SysAnnouncementTable,
  {
    /** The en-US texts of a system message (migration 0440); null: titile / msg_content for every reader. */
    titile_en: string | null;
    msg_content_en: string | null;
    msg_abstract: string | null;
    start_time: NullableTimestamp;
    end_time: NullableTimestamp;
    bus_type: string | null;
    del_flag: Generated<string>;
  }
>;

/** Kept mail and SMS (server/mail/outbox.ts): the channel is one of the outbox's two. */
export type SysOutboxTable = Refined<entity.SysOutboxTable, { channel: 'mail' | 'sms' }>;

/** `has_child` '0'/'1' is kept by category-hooks.ts, not entered (migration 0250). */
export type SysCategoryTable = Refined<entity.SysCategoryTable, { has_child: Generated<string> }>;

/** The scheduler's states (src/server/jobs/); the quartz_status dictionary names them for the list. */
export type SysQuartzJobTable = Refined<
  entity.SysQuartzJobTable,
  { status: Generated<'running' | 'paused'> }
>;

/**
 * One run of a scheduled job; a scheduled run's row is also the claim of its tick (unique job_id +
 * tick_time). started_at defaults to now(), which a property's `default` cannot state.
 */
export type SysQuartzJobLogTable = Refined<
  entity.SysQuartzJobLogTable,
  {
    run_trigger: 'schedule' | 'manual';
    started_at: Generated<Date>;
    status: 'running' | 'ok' | 'error';
  }
>;

/** The questionnaire is one jsonb document (survey/questionnaire.ts); the schema's `questions` is virtual. */
export type IspsSurveyTable = Refined<
  entity.IspsSurveyTable,
  { questions: ColumnType<unknown, string, string> }
>;

/**
 * Issuing fills the company (the scope column, which no property declares; migration 0280); the
 * verification token is drawn by the column default (0410).
 */
export type IspsCertificateTable = Refined<
  entity.IspsCertificateTable,
  { company_id: string; verify_token: Generated<string> }
>;

/** Created from an accepted application for its company (the scope column, migration 0270). */
export type IspsProjectTable = Refined<entity.IspsProjectTable, { company_id: string }>;

/** Soft-deleted definitions stay for their published versions (migration 0320). */
export type OnlCgformHeadTable = Refined<entity.OnlCgformHeadTable, { del_flag: Generated<string> }>;

export interface SysUserRoleTable extends BaseColumns {
  user_id: string;
  role_id: string;
}

export interface SysRolePermissionTable extends BaseColumns {
  role_id: string;
  permission_id: string;
}

export interface SysUserDepartTable extends BaseColumns {
  user_id: string;
  dep_id: string;
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
  /** Password checks reserved and not yet settled (in flight). */
  checking: Generated<number>;
  checking_since: NullableTimestamp;
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

/** A dictionary or item the start-up reconcile applied (migration 0490): applied once, never again. */
/** The start-up reconcile's record of an entity's columns (migration 0520). */
export interface SysEntityStateTable {
  entity_id: string;
  table_name: string;
  /** JSON object: column name → type text. */
  columns: string;
  update_time: Generated<Date>;
}

export interface SysDictSeedTable {
  seed_key: string;
  update_time: Generated<Date>;
}

/** An OpenID Connect login between the redirect and the callback (migration 0210): single use, short-lived. */
export interface SysSsoStateTable {
  state: string;
  nonce: string;
  code_verifier: string;
  expires_at: Timestamp;
  create_time: Generated<Date>;
  /** Set when a signed-in user started the round trip to link the identity to their account (0390). */
  link_user_id: string | null;
}

/** One-time codes that prove an email belongs to the account (migration 0390). */
export interface SysEmailCodeTable {
  id: string;
  create_time: Generated<Date>;
  user_id: string;
  email: string;
  code_hash: string;
  expires_at: Timestamp;
  failed_tries: Generated<number>;
  used_at: NullableTimestamp;
}

export type ExternalProvider = 'oidc' | 'cas';

/** An outside identity (OpenID Connect subject or CAS user of one issuer) linked to an account (0390). */
export interface SysExternalIdentityTable {
  id: string;
  create_time: Generated<Date>;
  create_by: string | null;
  provider: ExternalProvider;
  issuer: string;
  subject: string;
  user_id: string;
}

/** A numbering rule's counter for one period ('' when it never restarts). */
export interface SysFillRuleSeqTable {
  rule_code: string;
  period: string;
  last_value: string | number | bigint;
}

/** One company's answer to a survey (unique survey_id + company_id). */
export interface IspsSurveyAnswerTable extends BaseColumns {
  survey_id: string;
  company_id: string;
  answers: ColumnType<unknown, string, string>;
  answered_by: string;
}

/** The month ('YYYY-MM') an IAF CertSearch export reminder was sent for (migration 0470). */
export interface IspsCertsearchReminderTable {
  month: string;
  create_time: Generated<Date>;
}

export interface IspsCertificateReminderTable extends BaseColumns {
  certificate_id: string;
  kind: string;
  days_before: number;
  due_date: ColumnType<string, string, string>;
}

/** One step of a record's x-workflow (migration 0260; src/server/workflow/history.ts). */
export interface SysWorkflowHistoryTable extends BaseColumns {
  entity: string;
  record_id: string;
  transition: string;
  from_state: string;
  to_state: string;
  note: string | null;
  /** The actor's username. */
  actor: string;
  actor_name: string | null;
}

/** What the stage template reconcile last applied (migration 0530), by seed key. */
export interface IspsStageTemplateSeedTable {
  seed_key: string;
  row_id: string;
  fingerprint: string;
  update_time: Generated<Date>;
}

/** A project's stage plan, copied from its template at creation. */
export interface IspsProjectStageTable extends BaseColumns {
  project_id: string;
  stage_index: number;
  code: string;
  name: string;
  name_en: string | null;
  flag: string | null;
}

export interface OnlCgformVersionTable extends BaseColumns {
  cgform_head_id: string;
  version: number;
  entity_json: string;
  page_json: string;
  published_by: string | null;
  published_at: Generated<Date>;
}

/** The entity tables refined above, under their table names. */
interface RefinedEntityTables {
  sys_user: SysUserTable;
  sys_announcement: SysAnnouncementTable;
  sys_outbox: SysOutboxTable;
  sys_category: SysCategoryTable;
  sys_quartz_job: SysQuartzJobTable;
  sys_quartz_job_log: SysQuartzJobLogTable;
  isps_survey: IspsSurveyTable;
  isps_certificate: IspsCertificateTable;
  isps_project: IspsProjectTable;
  onl_cgform_head: OnlCgformHeadTable;
}

/** Entity tables from EntityTables (refined where above), then the tables no entity presents. */
export interface Database extends Omit<EntityTables, keyof RefinedEntityTables>, RefinedEntityTables {
  sys_user_role: SysUserRoleTable;
  sys_role_permission: SysRolePermissionTable;
  sys_user_depart: SysUserDepartTable;
  sys_announcement_send: SysAnnouncementSendTable;
  sys_session: SysSessionTable;
  sys_secret: SysSecretTable;
  sys_login_throttle: SysLoginThrottleTable;
  sys_file: SysFileTable;
  sys_reset_code: SysResetCodeTable;
  sys_slider_token: SysSliderTokenTable;
  sys_permission_seed: SysPermissionSeedTable;
  sys_dict_seed: SysDictSeedTable;
  sys_entity_state: SysEntityStateTable;
  sys_sso_state: SysSsoStateTable;
  sys_email_code: SysEmailCodeTable;
  sys_external_identity: SysExternalIdentityTable;
  sys_fill_rule_seq: SysFillRuleSeqTable;
  isps_project_stage: IspsProjectStageTable;
  isps_stage_template_seed: IspsStageTemplateSeedTable;
  sys_workflow_history: SysWorkflowHistoryTable;
  isps_certificate_reminder: IspsCertificateReminderTable;
  isps_certsearch_reminder: IspsCertsearchReminderTable;
  isps_survey_answer: IspsSurveyAnswerTable;
  onl_cgform_version: OnlCgformVersionTable;
}

export type SysUser = Selectable<SysUserTable>;
export type NewSysUser = Insertable<SysUserTable>;
export type SysUserUpdate = Updateable<SysUserTable>;
export type SysPermission = Selectable<entity.SysPermissionTable>;
export type SysDepart = Selectable<entity.SysDepartTable>;
