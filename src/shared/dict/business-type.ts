/**
 * The business_type dictionary (SPEC §1: the thirteen home sections, the types applied for online).
 * Its texts and order are data, schemas/dicts/business-type.json, which the server reconciles into
 * the database; the home page falls back to them when the session's dictionary cache lacks the
 * dictionary. Once seeded, the database's copy is what users see (an administrator may edit it).
 */
import businessTypeDicts from '../../../schemas/dicts/business-type.json';
import { dictOf, type DictsDocument } from './dict-data';
import type { DictItem } from './dict-item';

export const BUSINESS_TYPE_DICT_CODE = 'business_type';

/**
 * The section codes, for the code that maps every section (icons, placement, certification type).
 * The type only: the values, texts and order are the JSON's, and tests/unit/dicts-data.test.ts keeps
 * this list equal to the JSON's values.
 */
export const BUSINESS_TYPE_VALUES = [
  'system_cert',
  'service_cert',
  'product_cert',
  'industrial_inspection',
  'container_inspection',
  'safety',
  'green_low_carbon',
  'testing',
  'vocational_training',
  'risk_management',
  'it_integration',
  'animal_welfare',
  'other_assessment',
] as const;

export type BusinessType = (typeof BUSINESS_TYPE_VALUES)[number];

type BusinessTypeItem = Required<Pick<DictItem, 'text' | 'textEn'>> & { value: BusinessType };

/** In SPEC §1's order, which is the dictionary's sort order and the home page's. */
export const BUSINESS_TYPES: readonly BusinessTypeItem[] = dictOf(
  businessTypeDicts satisfies DictsDocument,
  BUSINESS_TYPE_DICT_CODE,
).items.map((item) => ({
  // tests/unit/dicts-data.test.ts holds the JSON's values to BUSINESS_TYPE_VALUES.
  value: item.value as BusinessType,
  text: item.text['zh-CN'],
  textEn: item.text['en-US'],
}));
