/**
 * Every migration, in order. A static list (no directory scanning) so bundling and tsx agree.
 * Append new migrations at the end: foundation 0001–0099, generic CRUD 0100 onwards.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0100 from './0100_sys_file';
import * as m0110 from './0110_sys_roles_login_codes';
import * as m0120 from './0120_auth_hardening';
import * as m0130 from './0130_upload_files';
import * as m0140 from './0140_permission_seed_state';
import * as m0150 from './0150_perms_type_dict';
import * as m0160 from './0160_business_type_texts';
import * as m0170 from './0170_outbox_reset_codes';
import * as m0180 from './0180_slider_tokens';
import * as m0190 from './0190_company_activation';
import * as m0210 from './0210_sso_state';
import * as m0230 from './0230_quartz_jobs';
import * as m0240 from './0240_sys_position';
import * as m0250 from './0250_sys_category';
import * as m0260 from './0260_workflow_apply';
import * as m0270 from './0270_projects';
import * as m0280 from './0280_isps_certificate';
import * as m0290 from './0290_survey';
import * as m0300 from './0300_announcement_dicts';
import * as m0310 from './0310_sys_config';
import * as m0350 from './0350_online_report';
import * as m0320 from './0320_online_cgform';
import * as m0340 from './0340_role_field_rules';
import * as m0360 from './0360_sys_fill_rule';
import * as m0370 from './0370_login_throttle_checks';
import * as m0390 from './0390_external_identities';
import * as m0400 from './0400_must_change_password';
import * as m0410 from './0410_certificate_verify_token';
import * as m0420 from './0420_quartz_job_time_zone';
import * as m0430 from './0430_sys_check_rule';
import * as m0440 from './0440_message_languages';
import * as m0450 from './0450_cgform_check_rule';
import * as m0480 from './0480_certificate_reminder_settings';
import * as m0481 from './0481_certificate_surveillance_done';
import * as m0490 from './0490_dict_seed_state';
import * as m0500 from './0500_fill_rule_numbering';
import * as m0510 from './0510_announcement_my';
import * as m0520 from './0520_entity_state';
import * as m0530 from './0530_stage_template_seed';
import * as m0470 from './0470_certsearch_export';
import * as m0460 from './0460_nonconformity';

export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0100_sys_file': m0100,
  '0110_sys_roles_login_codes': m0110,
  '0120_auth_hardening': m0120,
  '0130_upload_files': m0130,
  '0140_permission_seed_state': m0140,
  '0150_perms_type_dict': m0150,
  '0160_business_type_texts': m0160,
  '0170_outbox_reset_codes': m0170,
  '0180_slider_tokens': m0180,
  '0190_company_activation': m0190,
  '0210_sso_state': m0210,
  '0230_quartz_jobs': m0230,
  '0240_sys_position': m0240,
  '0250_sys_category': m0250,
  '0260_workflow_apply': m0260,
  '0270_projects': m0270,
  '0280_isps_certificate': m0280,
  '0290_survey': m0290,
  '0300_announcement_dicts': m0300,
  '0310_sys_config': m0310,
  '0350_online_report': m0350,
  '0320_online_cgform': m0320,
  '0340_role_field_rules': m0340,
  '0360_sys_fill_rule': m0360,
  '0370_login_throttle_checks': m0370,
  '0390_external_identities': m0390,
  '0400_must_change_password': m0400,
  '0410_certificate_verify_token': m0410,
  '0420_quartz_job_time_zone': m0420,
  '0430_sys_check_rule': m0430,
  '0440_message_languages': m0440,
  '0450_cgform_check_rule': m0450,
  '0480_certificate_reminder_settings': m0480,
  '0481_certificate_surveillance_done': m0481,
  '0470_certsearch_export': m0470,
  '0460_nonconformity': m0460,
  '0490_dict_seed_state': m0490,
  '0500_fill_rule_numbering': m0500,
  '0510_announcement_my': m0510,
  '0520_entity_state': m0520,
  '0530_stage_template_seed': m0530,
};
