/**
 * The business_type dictionary (SPEC §1: the thirteen home sections, the types applied for online):
 * the server seeds it from here, and the home page falls back to it when the session's dictionary
 * cache lacks it. Once seeded, the database's copy is what users see (an administrator may edit it).
 */
import type { DictItem } from './dict-item';

export const BUSINESS_TYPE_DICT_CODE = 'business_type';

export const BUSINESS_TYPE_DICT_NAME = { 'zh-CN': '业务类型', 'en-US': 'Business type' } as const;

/** In SPEC §1's order, which is the dictionary's sort order and the home page's. */
export const BUSINESS_TYPES = [
  { value: 'system_cert', text: '体系认证', textEn: 'System certification' },
  { value: 'service_cert', text: '服务认证', textEn: 'Service certification' },
  { value: 'product_cert', text: '产品认证', textEn: 'Product certification' },
  { value: 'industrial_inspection', text: '工业产品检验', textEn: 'Industrial product inspection' },
  { value: 'container_inspection', text: '集装箱检验', textEn: 'Container inspection' },
  { value: 'safety', text: '安全', textEn: 'Safety' },
  { value: 'green_low_carbon', text: '绿色低碳', textEn: 'Green low-carbon' },
  { value: 'testing', text: '检测', textEn: 'Testing' },
  { value: 'vocational_training', text: '职业培训', textEn: 'Vocational training' },
  { value: 'risk_management', text: '风险管理', textEn: 'Risk management' },
  { value: 'it_integration', text: '两化融合评定', textEn: 'IT-industry integration assessment' },
  { value: 'animal_welfare', text: '动物福利评价', textEn: 'Animal welfare assessment' },
  { value: 'other_assessment', text: '其他评价', textEn: 'Other assessment' },
] as const satisfies readonly Required<Pick<DictItem, 'value' | 'text' | 'textEn'>>[];

export type BusinessType = (typeof BUSINESS_TYPES)[number]['value'];
