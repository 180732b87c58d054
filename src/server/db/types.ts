/**
 * Kysely table types (docs/contracts.md, "Tables of the foundation"). The tables of entities come
 * from entity-tables.generated.ts (generated from schemas/entities); this file adds the columns an
 * entity does not declare (internal columns of hand-written migrations), narrows a few columns the
 * schemas leave wider than the database holds, and describes the tables no entity presents.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  BaseColumns,
  NullableTimestamp,
  RequiredDateText,
  RequiredTimestamp,
  Timestamp,
} from './column-types';
import type * as entity from './entity-tables.generated';
import type { EntityTables } from './entity-tables.generated';

export type { BaseColumns, DateText, NullableTimestamp, Timestamp } from './column-types';
export type { OnlCgformIndexTable } from './entity-tables.generated';

export type UserType = 'admin' | 'staff' | 'customer_main' | 'customer_sub';

/**
 * A generated entity table with columns added or re-typed: columns of hand-written migrations the
 * entity does not declare, and NOT NULL columns the server fills (or the migration defaults) that
 * the schema, showing them read-only, cannot mark required.
 */
type Refined<Table, Columns> = Omit<Table, keyof Columns> & Columns;

/** Sign-in, lockout and email proof (migrations 0001, 0120, 0390, 0400); no form shows them. */
export type SysUserTable = Refined<
  entity.SysUserTable,
  {
    password_hash: string;
    status: Generated<string>;
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

/** Defaults of migration 0001 the menu code reads as set. */
export type SysPermissionTable = Refined<
  entity.SysPermissionTable,
  {
    perms_type: Generated<string>;
    sort_no: Generated<number>;
    always_show: Generated<boolean>;
    is_route: Generated<boolean>;
    hidden: Generated<boolean>;
    keep_alive: Generated<boolean>;
    internal_or_external: Generated<boolean>;
    status: Generated<string>;
  }
>;

export type SysDepartTable = Refined<entity.SysDepartTable, { sort_no: Generated<number> }>;

export type SysDictItemTable = Refined<entity.SysDictItemTable, { sort_order: Generated<number> }>;

/** The activation state (migration 0190) is set by the review, never null. */
export type CustCompanyTable = Refined<entity.CustCompanyTable, { status: Generated<string> }>;

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
    send_status: Generated<string>;
    del_flag: Generated<string>;
  }
>;

/** Kept mail and SMS (server/mail/outbox.ts): the schema shows them read-only, the outbox writes them. */
export type SysOutboxTable = Refined<
  entity.SysOutboxTable,
  { channel: 'mail' | 'sms'; recipient: string; text: string }
>;

/** `has_child` '0'/'1' is kept by category-hooks.ts, not entered (migration 0250). */
export type SysCategoryTable = Refined<entity.SysCategoryTable, { has_child: Generated<string> }>;

/** The scheduler's states (src/server/jobs/); the quartz_status dictionary names them for the list. */
export type SysQuartzJobTable = Refined<
  entity.SysQuartzJobTable,
  { status: Generated<'running' | 'paused'> }
>;

/** One run of a scheduled job; a scheduled run's row is also the claim of its tick (unique job_id + tick_time). */
export type SysQuartzJobLogTable = Refined<
  entity.SysQuartzJobLogTable,
  {
    job_id: string;
    run_trigger: 'schedule' | 'manual';
    started_at: Generated<Date>;
    status: 'running' | 'ok' | 'error';
  }
>;

/** The questionnaire is one jsonb document (survey/questionnaire.ts); the schema's `questions` is virtual. */
export type IspsSurveyTable = Refined<
  entity.IspsSurveyTable,
  { questions: ColumnType<unknown, string, string>; status: Generated<string> }
>;

/** Issuing fills these (migration 0280); the verification token is drawn by the column default (0410). */
export type IspsCertificateTable = Refined<
  entity.IspsCertificateTable,
  {
    certificate_no: string;
    project_id: string;
    company_id: string;
    holder_name: string;
    standard: string;
    scope: string;
    decision_date: RequiredDateText;
    issue_date: RequiredDateText;
    valid_until: RequiredDateText;
    status: string;
    revision: Generated<number>;
    verify_token: Generated<string>;
  }
>;

/** Written by the export (migration 0470), never by a form. */
export type IspsCertsearchExportTable = Refined<
  entity.IspsCertsearchExportTable,
  { exported_at: RequiredTimestamp; format: string; record_count: number; run_trigger: string }
>;

/** Numbered and put in a state on submit (migration 0260). */
export type IspsApplyTable = Refined<entity.IspsApplyTable, { apply_no: string; status: string }>;

/** Created from an accepted application with its stage plan (migration 0270). */
export type IspsProjectTable = Refined<
  entity.IspsProjectTable,
  {
    company_id: string;
    project_no: string;
    business_type: string;
    business_domain: string;
    stage_code: string;
    stage_index: Generated<number>;
    stage_count: Generated<number>;
    status: Generated<string>;
  }
>;

/** Numbered and put in a state when raised (migration 0460). */
export type IspsNonconformityTable = Refined<
  entity.IspsNonconformityTable,
  { nc_no: string; status: string }
>;

/** Versions kept by publishing; soft-deleted definitions stay for them (migration 0320). */
export type OnlCgformHeadTable = Refined<
  entity.OnlCgformHeadTable,
  { table_version: Generated<number>; del_flag: Generated<string> }
>;

/** Defaults of migration 0320 for what the designer leaves unset. */
export type OnlCgformFieldTable = Refined<
  entity.OnlCgformFieldTable,
  {
    db_type: Generated<string>;
    db_length: Generated<number>;
    db_point_length: Generated<number>;
    db_is_null: Generated<number>;
    db_is_key: Generated<number>;
    field_show_type: Generated<string>;
    field_must_input: Generated<number>;
    is_show_list: Generated<number>;
    is_show_form: Generated<number>;
    is_query: Generated<number>;
    query_mode: Generated<string>;
    is_read_only: Generated<number>;
    sort_flag: Generated<number>;
    order_num: Generated<number>;
  }
>;

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
  sys_permission: SysPermissionTable;
  sys_depart: SysDepartTable;
  sys_dict_item: SysDictItemTable;
  cust_company: CustCompanyTable;
  sys_announcement: SysAnnouncementTable;
  sys_outbox: SysOutboxTable;
  sys_category: SysCategoryTable;
  sys_quartz_job: SysQuartzJobTable;
  sys_quartz_job_log: SysQuartzJobLogTable;
  isps_survey: IspsSurveyTable;
  isps_certificate: IspsCertificateTable;
  isps_certsearch_export: IspsCertsearchExportTable;
  isps_apply: IspsApplyTable;
  isps_project: IspsProjectTable;
  isps_nonconformity: IspsNonconformityTable;
  onl_cgform_head: OnlCgformHeadTable;
  onl_cgform_field: OnlCgformFieldTable;
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
export type SysPermission = Selectable<SysPermissionTable>;
export type SysDepart = Selectable<SysDepartTable>;
