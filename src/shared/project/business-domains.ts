/**
 * Business domains (dictionary `business_domain`) and where each of the thirteen business_type
 * sections belongs: its domain (which picks the project's stage template) and the business
 * division (sys_depart org code, src/server/seed/departs.ts) whose staff run its projects.
 * Migration 0270 inserts the dictionary; project creation reads the mapping. A sub-type belongs to
 * its section (src/server/modules/project/business-section.ts).
 */
import type { BusinessType } from '../dict/business-type';

export const BUSINESS_DOMAIN_DICT_CODE = 'business_domain';

export const BUSINESS_DOMAINS = [
  { value: 'system', text: '管理体系认证', textEn: 'Management system certification' },
  { value: 'product', text: '产品与服务认证', textEn: 'Product and service certification' },
  { value: 'inspection', text: '检验检测', textEn: 'Inspection and testing' },
  { value: 'assessment', text: '评价与评定', textEn: 'Assessment and evaluation' },
  { value: 'training', text: '培训', textEn: 'Training' },
] as const;

export type BusinessDomain = (typeof BUSINESS_DOMAINS)[number]['value'];

export interface SectionPlacement {
  domain: BusinessDomain;
  /** Org code of the business division (A01A01 management systems … A01A04 training). */
  divisionOrgCode: string;
}

/** Every section of SPEC §1; the record type makes a missing section a compile error. */
export const SECTION_PLACEMENT: Record<BusinessType, SectionPlacement> = {
  system_cert: { domain: 'system', divisionOrgCode: 'A01A01' },
  it_integration: { domain: 'system', divisionOrgCode: 'A01A01' },
  service_cert: { domain: 'product', divisionOrgCode: 'A01A02' },
  product_cert: { domain: 'product', divisionOrgCode: 'A01A02' },
  green_low_carbon: { domain: 'product', divisionOrgCode: 'A01A02' },
  industrial_inspection: { domain: 'inspection', divisionOrgCode: 'A01A03' },
  container_inspection: { domain: 'inspection', divisionOrgCode: 'A01A03' },
  testing: { domain: 'inspection', divisionOrgCode: 'A01A03' },
  safety: { domain: 'assessment', divisionOrgCode: 'A01A04' },
  risk_management: { domain: 'assessment', divisionOrgCode: 'A01A04' },
  animal_welfare: { domain: 'assessment', divisionOrgCode: 'A01A04' },
  other_assessment: { domain: 'assessment', divisionOrgCode: 'A01A04' },
  vocational_training: { domain: 'training', divisionOrgCode: 'A01A04' },
};

/** Project states (dictionary `project_status`): running, or at the last stage of its template. */
export const PROJECT_STATUSES = [
  { value: 'active', text: '进行中', textEn: 'In progress' },
  { value: 'completed', text: '已完成', textEn: 'Completed' },
] as const;

/** Stage flags (dictionary `stage_flag`) of a template stage. */
export const STAGE_FLAGS = [
  // The team evaluation opens once a project is past this stage's start (DESIGN Domain).
  { value: 'onsite_audit', text: '现场审核', textEn: 'On-site audit' },
  // A certificate may be issued from this stage on (W3).
  { value: 'decision', text: '认证决定', textEn: 'Certification decision' },
] as const;

export type StageFlag = (typeof STAGE_FLAGS)[number]['value'];

interface StageSeed {
  code: string;
  text: string;
  textEn: string;
  flag?: StageFlag;
}

/** The management-system certification template (DESIGN Domain, Project). */
export const SYSTEM_STAGES: readonly StageSeed[] = [
  { code: 'review', text: '申请评审', textEn: 'Application review' },
  { code: 'contract', text: '合同签订', textEn: 'Contract' },
  { code: 'planning', text: '审核策划', textEn: 'Audit planning' },
  { code: 'stage1', text: '第一阶段审核', textEn: 'Stage 1 audit' },
  { code: 'stage2', text: '第二阶段审核', textEn: 'Stage 2 audit', flag: 'onsite_audit' },
  { code: 'nc_closure', text: '不符合项关闭', textEn: 'Nonconformity closure' },
  { code: 'decision', text: '认证决定', textEn: 'Certification decision', flag: 'decision' },
  { code: 'issued', text: '证书发放', textEn: 'Certificate issued' },
  { code: 'surveillance', text: '监督审核', textEn: 'Surveillance' },
];

/** The inspection and testing template. */
export const INSPECTION_STAGES: readonly StageSeed[] = [
  { code: 'accepted', text: '已受理', textEn: 'Accepted' },
  { code: 'testing', text: '检验检测', textEn: 'Inspection and testing', flag: 'onsite_audit' },
  { code: 'report', text: '出具报告', textEn: 'Report' },
  { code: 'completed', text: '已完成', textEn: 'Completed' },
];

/**
 * Every stage code a template may use (dictionary `project_stage`, and the `states` of the project
 * entity's x-workflow: a template stage must be one of them, so the history's from/to are known states).
 */
export const PROJECT_STAGES: readonly StageSeed[] = [...SYSTEM_STAGES, ...INSPECTION_STAGES];
