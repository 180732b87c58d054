/**
 * Kysely table types of the entity tables, generated from schemas/entities by
 * `node --import tsx scripts/entity-types.ts`; do not edit (entity-types.test.ts fails when this file
 * and the schemas part). Columns an entity does not declare are added in db/types.ts.
 */
import type { Generated } from 'kysely';
import type {
  BaseColumns,
  DateText,
  NullableTimestamp,
  RequiredDateText,
  RequiredTimestamp,
} from './column-types';

/** Table cust_company, from schemas/entities/cust_company.json. */
export interface CustCompanyTable extends BaseColumns {
  name: string;
  credit_code: string | null;
  status: Generated<string>;
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

/** Table isps_apply, from schemas/entities/isps_apply.json. */
export interface IspsApplyTable extends BaseColumns {
  company_id: string | null;
  apply_no: string;
  company_name: string | null;
  business_types: string;
  operation_area: string;
  operation_address: string;
  contact: string;
  contact_email: string;
  contact_phone: string;
  requirement: string | null;
  status: Generated<string>;
  reject_reason: string | null;
  submitted_at: NullableTimestamp;
  decided_by: string | null;
  decided_at: NullableTimestamp;
}

/** Table isps_certificate, from schemas/entities/isps_certificate.json. */
export interface IspsCertificateTable extends BaseColumns {
  company_id: string | null;
  certificate_no: string;
  project_id: string;
  project_name: string | null;
  holder_name: string;
  holder_address: string | null;
  sites: string | null;
  standard: string;
  scope: string;
  business_domain: string | null;
  business_type: string | null;
  executing_unit: string | null;
  division_id: string | null;
  division_name: string | null;
  decision_date: RequiredDateText;
  issue_date: RequiredDateText;
  valid_until: RequiredDateText;
  status: Generated<string>;
  status_reason: string | null;
  surveillance1_due: DateText;
  surveillance2_due: DateText;
  surveillance1_done: DateText;
  surveillance2_done: DateText;
  revision: Generated<number>;
  replaced_by: string | null;
}

/** Table isps_certsearch_export, from schemas/entities/isps_certsearch_export.json. */
export interface IspsCertsearchExportTable extends BaseColumns {
  exported_at: RequiredTimestamp;
  format: string;
  record_count: number;
  since: NullableTimestamp;
  run_trigger: string;
  file_path: string | null;
}

/** Table isps_evaluation, from schemas/entities/isps_evaluation.json. */
export interface IspsEvaluationTable extends BaseColumns {
  company_id: string | null;
  division_id: string | null;
  project_id: string;
  project_name: string | null;
  personal_quality: number;
  business_ability: number;
  professional_ability: number;
  code_of_conduct: number;
  service_attitude: number;
  opinion: string | null;
}

/** Table isps_nonconformity, from schemas/entities/isps_nonconformity.json. */
export interface IspsNonconformityTable extends BaseColumns {
  company_id: string | null;
  division_id: string | null;
  nc_no: string;
  project_id: string;
  project_name: string | null;
  audit_kind: string;
  grade: string;
  clause: string;
  description: string;
  due_date: DateText;
  status: string;
  root_cause: string | null;
  correction: string | null;
  corrective_action: string | null;
  evidence_files: string | null;
  answered_by: string | null;
  answered_at: NullableTimestamp;
  review_note: string | null;
  closed_at: NullableTimestamp;
}

/** Table isps_project, from schemas/entities/isps_project.json. */
export interface IspsProjectTable extends BaseColumns {
  company_id: string | null;
  division_id: string | null;
  project_no: string;
  project_name: string;
  company_name: string | null;
  business_type: string;
  business_domain: string;
  executing_unit: string | null;
  stage_code: string;
  stage_name: string | null;
  stage_name_en: string | null;
  stage_index: Generated<number>;
  stage_count: Generated<number>;
  status: Generated<string>;
  apply_date: DateText;
  decision_date: DateText;
  apply_id: string | null;
  template_id: string | null;
}

/** Table isps_project_notice, from schemas/entities/isps_project_notice.json. */
export interface IspsProjectNoticeTable extends BaseColumns {
  company_id: string | null;
  division_id: string | null;
  project_id: string;
  project_name: string | null;
  notice_file: string | null;
  notice_time: NullableTimestamp;
  signed_file: string | null;
  signed_time: NullableTimestamp;
  signed_by: string | null;
}

/** Table isps_stage_template, from schemas/entities/isps_stage_template.json. */
export interface IspsStageTemplateTable extends BaseColumns {
  name: string;
  name_en: string | null;
  business_domain: string;
  is_default: Generated<boolean>;
}

/** Table isps_stage_template_stage, from schemas/entities/isps_stage_template_stage.json. */
export interface IspsStageTemplateStageTable extends BaseColumns {
  template_id: string;
  code: string;
  name: string;
  name_en: string | null;
  flag: string | null;
  sort_order: number | null;
}

/** Table isps_survey, from schemas/entities/isps_survey.json. */
export interface IspsSurveyTable extends BaseColumns {
  title: string;
  title_en: string | null;
  description: string | null;
  status: Generated<string>;
  published_at: NullableTimestamp;
  closed_at: NullableTimestamp;
}

/** Table isps_survey_my_v, from schemas/entities/isps_survey_my.json. */
export interface IspsSurveyMyVTable extends BaseColumns {
  company_id: string | null;
  title: string | null;
  title_en: string | null;
  description: string | null;
  status: string | null;
  published_at: NullableTimestamp;
  answered: string | null;
}

/** Table onl_cgform_field, from schemas/entities/onl_cgform_field.json. */
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

/** Table onl_cgform_head, from schemas/entities/onl_cgform_head.json. */
export interface OnlCgformHeadTable extends BaseColumns {
  table_name: string;
  table_txt: string;
  table_txt_en: string | null;
  table_type: Generated<number>;
  relation_type: number | null;
  is_tree: Generated<'Y' | 'N'>;
  tree_parent_id_field: string | null;
  theme_template: Generated<string>;
  form_template: Generated<number>;
  is_checkbox: Generated<'Y' | 'N'>;
  is_page: Generated<'Y' | 'N'>;
  query_mode: Generated<string>;
  table_version: Generated<number>;
  published_version: number | null;
  synced_version: number | null;
}

/** Table onl_cgform_index, from schemas/entities/onl_cgform_index.json. */
export interface OnlCgformIndexTable extends BaseColumns {
  cgform_head_id: string;
  index_name: string;
  index_field: string;
  index_type: Generated<string>;
}

/** Table onl_cgreport_head, from schemas/entities/onl_cgreport_head.json. */
export interface OnlCgreportHeadTable extends BaseColumns {
  code: string;
  name: string;
  name_en: string | null;
  base_entity: string;
  definition: string;
}

/** Table sys_announcement, from schemas/entities/sys_announcement.json. */
export interface SysAnnouncementTable extends BaseColumns {
  titile: string;
  msg_content: string | null;
  priority: Generated<string>;
  msg_category: Generated<string>;
  msg_type: Generated<string>;
  user_ids: string | null;
  role_ids: string | null;
  company_ids: string | null;
  open_type: string | null;
  open_page: string | null;
  bus_id: string | null;
  send_status: Generated<string>;
  send_time: NullableTimestamp;
  cancel_time: NullableTimestamp;
  sender: string | null;
}

/** Table sys_announcement_my_v, from schemas/entities/sys_announcement_my.json. */
export interface SysAnnouncementMyVTable extends BaseColumns {
  annt_id: string | null;
  titile: string | null;
  titile_en: string | null;
  title_search: string | null;
  msg_category: string | null;
  priority: string | null;
  sender_name: string | null;
  send_time: NullableTimestamp;
  read_flag: string | null;
  read_time: NullableTimestamp;
  open_type: string | null;
  open_page: string | null;
  bus_id: string | null;
}

/** Table sys_category, from schemas/entities/sys_category.json. */
export interface SysCategoryTable extends BaseColumns {
  pid: string | null;
  name: string;
  name_en: string | null;
  code: string;
}

/** Table sys_check_rule, from schemas/entities/sys_check_rule.json. */
export interface SysCheckRuleTable extends BaseColumns {
  rule_name: string;
  rule_code: string;
  pattern: string;
  message: string;
  message_en: string | null;
}

/** Table sys_config, from schemas/entities/sys_config.json. */
export interface SysConfigTable extends BaseColumns {
  config_key: string;
  title: string;
  title_en: string | null;
  config_value: string;
  config_value_en: string | null;
  sort_no: Generated<number>;
}

/** Table sys_depart, from schemas/entities/sys_depart.json. */
export interface SysDepartTable extends BaseColumns {
  parent_id: string | null;
  depart_name: string;
  depart_name_en: string | null;
  org_code: string;
  org_type: string | null;
  sort_no: Generated<number>;
}

/** Table sys_dict, from schemas/entities/sys_dict.json. */
export interface SysDictTable extends BaseColumns {
  dict_name: string;
  dict_name_en: string | null;
  dict_code: string;
  description: string | null;
}

/** Table sys_dict_item, from schemas/entities/sys_dict_item.json. */
export interface SysDictItemTable extends BaseColumns {
  dict_id: string;
  item_text: string;
  item_text_en: string | null;
  item_value: string;
  sort_order: Generated<number>;
  status: Generated<'1' | '0'>;
}

/** Table sys_fill_rule, from schemas/entities/sys_fill_rule.json. */
export interface SysFillRuleTable extends BaseColumns {
  rule_name: string;
  rule_code: string;
  pattern: string;
  reset: Generated<'none' | 'year' | 'month' | 'day'>;
}

/** Table sys_login_log, from schemas/entities/sys_login_log.json. */
export interface SysLoginLogTable extends BaseColumns {
  user_id: string | null;
  username: string | null;
  ip: string | null;
  user_agent: string | null;
  success: boolean;
  message: string | null;
}

/** Table sys_outbox, from schemas/entities/sys_outbox.json. */
export interface SysOutboxTable extends BaseColumns {
  channel: string;
  recipient: string;
  subject: string | null;
  text: string;
}

/** Table sys_permission, from schemas/entities/sys_permission.json. */
export interface SysPermissionTable extends BaseColumns {
  menu_type: number;
  name: string;
  name_en: string | null;
  parent_id: string | null;
  url: string | null;
  component: string | null;
  component_name: string | null;
  redirect: string | null;
  perms: string | null;
  perms_type: Generated<string>;
  sort_no: Generated<number>;
  icon: string | null;
  is_route: Generated<boolean>;
  hidden: Generated<boolean>;
  keep_alive: Generated<boolean>;
  always_show: Generated<boolean>;
  internal_or_external: Generated<boolean>;
  status: Generated<string>;
}

/** Table sys_position, from schemas/entities/sys_position.json. */
export interface SysPositionTable extends BaseColumns {
  name: string;
  code: string;
  post_rank: string | null;
}

/** Table sys_quartz_job, from schemas/entities/sys_quartz_job.json. */
export interface SysQuartzJobTable extends BaseColumns {
  job_name: string;
  cron_expression: string;
  time_zone: string | null;
  parameter: string | null;
  description: string | null;
  status: Generated<string>;
}

/** Table sys_quartz_job_log, from schemas/entities/sys_quartz_job_log.json. */
export interface SysQuartzJobLogTable extends BaseColumns {
  job_id: string;
  run_trigger: string;
  tick_time: NullableTimestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  duration_ms: number | null;
  status: string;
  message: string | null;
  message_en: string | null;
}

/** Table sys_role, from schemas/entities/sys_role.json. */
export interface SysRoleTable extends BaseColumns {
  role_name: string;
  role_code: string;
  description: string | null;
  description_en: string | null;
  is_system: Generated<boolean>;
}

/** Table sys_role_field_rule, from schemas/entities/sys_role_field_rule.json. */
export interface SysRoleFieldRuleTable extends BaseColumns {
  role_id: string;
  entity: string;
  field: string;
  mode: 'hidden' | 'readonly';
}

/** Table sys_user, from schemas/entities/sys_user.json. */
export interface SysUserTable extends BaseColumns {
  company_id: string | null;
  division_id: string | null;
  del_flag: Generated<string>;
  username: string;
  realname: string;
  avatar: string | null;
  sex: '1' | '2' | null;
  birthday: DateText;
  email: string | null;
  phone: string | null;
  org_code: string | null;
  status: Generated<string>;
  user_type: string;
}

/** Every entity table by name (db/types.ts Database extends it). */
export interface EntityTables {
  cust_company: CustCompanyTable;
  isps_apply: IspsApplyTable;
  isps_certificate: IspsCertificateTable;
  isps_certsearch_export: IspsCertsearchExportTable;
  isps_evaluation: IspsEvaluationTable;
  isps_nonconformity: IspsNonconformityTable;
  isps_project: IspsProjectTable;
  isps_project_notice: IspsProjectNoticeTable;
  isps_stage_template: IspsStageTemplateTable;
  isps_stage_template_stage: IspsStageTemplateStageTable;
  isps_survey: IspsSurveyTable;
  isps_survey_my_v: IspsSurveyMyVTable;
  onl_cgform_field: OnlCgformFieldTable;
  onl_cgform_head: OnlCgformHeadTable;
  onl_cgform_index: OnlCgformIndexTable;
  onl_cgreport_head: OnlCgreportHeadTable;
  sys_announcement: SysAnnouncementTable;
  sys_announcement_my_v: SysAnnouncementMyVTable;
  sys_category: SysCategoryTable;
  sys_check_rule: SysCheckRuleTable;
  sys_config: SysConfigTable;
  sys_depart: SysDepartTable;
  sys_dict: SysDictTable;
  sys_dict_item: SysDictItemTable;
  sys_fill_rule: SysFillRuleTable;
  sys_login_log: SysLoginLogTable;
  sys_outbox: SysOutboxTable;
  sys_permission: SysPermissionTable;
  sys_position: SysPositionTable;
  sys_quartz_job: SysQuartzJobTable;
  sys_quartz_job_log: SysQuartzJobLogTable;
  sys_role: SysRoleTable;
  sys_role_field_rule: SysRoleFieldRuleTable;
  sys_user: SysUserTable;
}
