/**
 * Kysely table types of the foundation (docs/contracts.md, "Tables of the foundation").
 * Other parts add their tables by extending `Database` in their own files only if they must;
 * the generic CRUD works from schemas and does not need compile-time table types.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Read as Date, written as Date or ISO text, defaulted by the database on insert. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
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
  /** Someone else chose the current password: the user must change it first (migration 0400). */
  must_change_password: Generated<boolean>;
  /** When the owner proved the current email is theirs (a mailed code, migration 0390); null: unproven. */
  email_verified_at: NullableTimestamp;
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
  /** Migration 0190: GB/T 2260 district codes, addresses, the licence's stored path, the review decision. */
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
  /** The en-US texts of a system message (migration 0440); null: titile / msg_content for every reader. */
  titile_en: string | null;
  msg_content_en: string | null;
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

/** A dictionary or item the start-up reconcile applied (migration 0490): applied once, never again. */
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

/** Positions (migration 0240): the position picker's choices (SPEC §3 Position). */
export interface SysPositionTable extends BaseColumns {
  name: string;
  code: string;
  post_rank: string | null;
}

/** Numbering rules (migration 0360): a declarative pattern and when its counter restarts. */
export interface SysFillRuleTable extends BaseColumns {
  rule_name: string;
  rule_code: string;
  pattern: string;
  reset: Generated<'none' | 'year' | 'month' | 'day'>;
}

/** Check rules (SPEC §5, §7 checkByCode; migration 0430): a reusable pattern a field names by code. */
export interface SysCheckRuleTable extends BaseColumns {
  rule_name: string;
  rule_code: string;
  pattern: string;
  message: string;
  message_en: string | null;
}

/** A numbering rule's counter for one period ('' when it never restarts). */
export interface SysFillRuleSeqTable {
  rule_code: string;
  period: string;
  last_value: string | number | bigint;
}

/** Key/value settings (migration 0310): the shell's texts an administrator edits, zh-CN and en-US. */
export interface SysConfigTable extends BaseColumns {
  config_key: string;
  title: string;
  title_en: string | null;
  config_value: string;
  config_value_en: string | null;
  sort_no: Generated<number>;
}

/** Category dictionary (migration 0250): a tree on `pid`; `has_child` '0'/'1' kept by category-hooks.ts. */
export interface SysCategoryTable extends BaseColumns {
  pid: string | null;
  name: string;
  name_en: string | null;
  code: string;
  has_child: Generated<string>;
}

/** Scheduled jobs (migration 0230): a job of the code's allow-list (src/server/jobs/registry.ts). */
export interface SysQuartzJobTable extends BaseColumns {
  job_name: string;
  cron_expression: string;
  /** JSON text checked against the job's parameter schema. */
  parameter: string | null;
  description: string | null;
  status: Generated<'running' | 'paused'>;
  /** The IANA zone the expression is read in; null: the installation's (config.timeZone). */
  time_zone: string | null;
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

/** Satisfaction surveys (migration 0290): the questionnaire is one jsonb document (survey/questionnaire.ts). */
export interface IspsSurveyTable extends BaseColumns {
  title: string;
  title_en: string | null;
  description: string | null;
  questions: ColumnType<unknown, string, string>;
  status: Generated<string>;
  published_at: NullableTimestamp;
  closed_at: NullableTimestamp;
}

/** One company's answer to a survey (unique survey_id + company_id). */
export interface IspsSurveyAnswerTable extends BaseColumns {
  survey_id: string;
  company_id: string;
  answers: ColumnType<unknown, string, string>;
  answered_by: string;
}

/** Certificates (migration 0280). */
export interface IspsCertificateTable extends BaseColumns {
  certificate_no: string;
  project_id: string;
  project_name: string | null;
  company_id: string;
  division_id: string | null;
  division_name: string | null;
  holder_name: string;
  holder_address: string | null;
  sites: string | null;
  standard: string;
  scope: string;
  business_domain: string | null;
  business_type: string | null;
  executing_unit: string | null;
  decision_date: ColumnType<string, string, string>;
  issue_date: ColumnType<string, string, string>;
  valid_until: ColumnType<string, string, string>;
  status: string;
  status_reason: string | null;
  surveillance1_due: DateText;
  surveillance2_due: DateText;
  surveillance1_done: DateText;
  surveillance2_done: DateText;
  revision: Generated<number>;
  replaced_by: string | null;
  /** Unguessable verification token of the QR code and links (migration 0410; the column default draws it). */
  verify_token: Generated<string>;
}

/** One IAF CertSearch export (migration 0470, modules/certsearch). */
export interface IspsCertsearchExportTable extends BaseColumns {
  exported_at: ColumnType<Date, Date, Date>;
  format: string;
  record_count: number;
  since: NullableTimestamp;
  /** manual | schedule */
  run_trigger: string;
  file_path: string | null;
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

/** Online applications (migration 0260); business_types holds the chosen codes comma-joined. */
export interface IspsApplyTable extends BaseColumns {
  company_id: string | null;
  apply_no: string;
  company_name: string | null;
  operation_area: string | null;
  operation_address: string | null;
  contact: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  requirement: string | null;
  business_types: string;
  status: string;
  reject_reason: string | null;
  submitted_at: NullableTimestamp;
  decided_by: string | null;
  decided_at: NullableTimestamp;
}

/** Projects (migration 0270): stage templates, projects with their stage plan, notices, evaluations. */
export interface IspsStageTemplateTable extends BaseColumns {
  name: string;
  name_en: string | null;
  business_domain: string;
  is_default: Generated<boolean>;
}

export interface IspsStageTemplateStageTable extends BaseColumns {
  template_id: string;
  code: string;
  name: string;
  name_en: string | null;
  /** stage_flag: onsite_audit | decision | null */
  flag: string | null;
  sort_order: number | null;
}

export interface IspsProjectTable extends BaseColumns {
  apply_id: string | null;
  company_id: string;
  division_id: string | null;
  company_name: string | null;
  project_no: string;
  project_name: string;
  business_type: string;
  business_domain: string;
  executing_unit: string | null;
  template_id: string | null;
  stage_code: string;
  stage_name: string | null;
  stage_name_en: string | null;
  stage_index: Generated<number>;
  stage_count: Generated<number>;
  status: Generated<string>;
  apply_date: DateText;
  decision_date: DateText;
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

export interface IspsProjectNoticeTable extends BaseColumns {
  project_id: string;
  company_id: string | null;
  division_id: string | null;
  project_name: string | null;
  notice_file: string | null;
  notice_time: NullableTimestamp;
  signed_file: string | null;
  signed_time: NullableTimestamp;
  signed_by: string | null;
}

export interface IspsEvaluationTable extends BaseColumns {
  project_id: string;
  company_id: string | null;
  division_id: string | null;
  project_name: string | null;
  personal_quality: number;
  business_ability: number;
  professional_ability: number;
  code_of_conduct: number;
  service_attitude: number;
  opinion: string | null;
}

/** Nonconformities and corrective actions (migration 0460; src/server/modules/nonconformity/). */
export interface IspsNonconformityTable extends BaseColumns {
  project_id: string;
  company_id: string | null;
  division_id: string | null;
  project_name: string | null;
  nc_no: string;
  audit_kind: string;
  grade: string;
  clause: string;
  description: string;
  due_date: string | null;
  status: string;
  root_cause: string | null;
  correction: string | null;
  corrective_action: string | null;
  evidence_files: string | null;
  answered_by: string | null;
  answered_at: Date | null;
  review_note: string | null;
  closed_at: Date | null;
}

/** Online form definitions (migration 0320; src/server/modules/online/form/). */
export interface OnlCgformHeadTable extends BaseColumns {
  table_name: string;
  table_txt: string;
  table_txt_en: string | null;
  table_type: Generated<number>;
  relation_type: number | null;
  is_tree: Generated<string>;
  tree_parent_id_field: string | null;
  theme_template: Generated<string>;
  form_template: Generated<number>;
  is_checkbox: Generated<string>;
  is_page: Generated<string>;
  query_mode: Generated<string>;
  table_version: Generated<number>;
  published_version: number | null;
  synced_version: number | null;
  del_flag: Generated<string>;
}

export interface OnlCgformFieldTable extends BaseColumns {
  cgform_head_id: string;
  db_field_name: string;
  db_field_name_old: string | null;
  db_field_txt: string;
  db_field_txt_en: string | null;
  db_type: Generated<string>;
  db_length: Generated<number>;
  db_point_length: Generated<number>;
  db_default_val: string | null;
  db_is_null: Generated<number>;
  db_is_key: Generated<number>;
  field_show_type: Generated<string>;
  field_must_input: Generated<number>;
  field_valid_type: string | null;
  field_valid_msg: string | null;
  /** Migration 0450: code of the check rule (sys_check_rule) the values must pass. */
  check_rule_code: string | null;
  dict_field: string | null;
  dict_table: string | null;
  dict_text: string | null;
  is_show_list: Generated<number>;
  is_show_form: Generated<number>;
  is_query: Generated<number>;
  query_mode: Generated<string>;
  is_read_only: Generated<number>;
  sort_flag: Generated<number>;
  order_num: Generated<number>;
  main_table: string | null;
  main_field: string | null;
  linkage: string | null;
  popup_code: string | null;
  popup_origin: string | null;
  popup_dest: string | null;
}

export interface OnlCgformIndexTable extends BaseColumns {
  cgform_head_id: string;
  index_name: string;
  index_field: string;
  index_type: Generated<string>;
}

export interface OnlCgformVersionTable extends BaseColumns {
  cgform_head_id: string;
  version: number;
  entity_json: string;
  page_json: string;
  published_by: string | null;
  published_at: Generated<Date>;
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
  sys_dict_seed: SysDictSeedTable;
  sys_sso_state: SysSsoStateTable;
  sys_email_code: SysEmailCodeTable;
  sys_external_identity: SysExternalIdentityTable;
  sys_position: SysPositionTable;
  sys_fill_rule: SysFillRuleTable;
  sys_fill_rule_seq: SysFillRuleSeqTable;
  sys_check_rule: SysCheckRuleTable;
  sys_config: SysConfigTable;
  sys_category: SysCategoryTable;
  sys_quartz_job: SysQuartzJobTable;
  sys_quartz_job_log: SysQuartzJobLogTable;
  isps_stage_template: IspsStageTemplateTable;
  isps_stage_template_stage: IspsStageTemplateStageTable;
  isps_project: IspsProjectTable;
  isps_project_stage: IspsProjectStageTable;
  isps_project_notice: IspsProjectNoticeTable;
  isps_evaluation: IspsEvaluationTable;
  isps_nonconformity: IspsNonconformityTable;
  sys_workflow_history: SysWorkflowHistoryTable;
  isps_apply: IspsApplyTable;
  isps_certificate: IspsCertificateTable;
  isps_certificate_reminder: IspsCertificateReminderTable;
  isps_certsearch_export: IspsCertsearchExportTable;
  isps_certsearch_reminder: IspsCertsearchReminderTable;
  isps_survey: IspsSurveyTable;
  isps_survey_answer: IspsSurveyAnswerTable;
  onl_cgform_head: OnlCgformHeadTable;
  onl_cgform_field: OnlCgformFieldTable;
  onl_cgform_index: OnlCgformIndexTable;
  onl_cgform_version: OnlCgformVersionTable;
}

export type SysUser = Selectable<SysUserTable>;
export type NewSysUser = Insertable<SysUserTable>;
export type SysUserUpdate = Updateable<SysUserTable>;
export type SysPermission = Selectable<SysPermissionTable>;
export type SysDepart = Selectable<SysDepartTable>;
