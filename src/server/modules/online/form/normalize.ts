/**
 * Reads a definition as clients send it (the designer form, JeecgBoot's addAll/editAll body, an
 * exported JSON) into one shape with defaults: JeecgBoot's values are loose ('1'/'0', 'Y'/'N',
 * booleans, numbers as text), ours are exact. What does not fit a type becomes a value the
 * validation refuses (never silently something else).
 */
import type { CgformField, CgformHead, CgformIndex } from './definition-types';
import { dbTypeDefaults } from '../../../../shared/online/db-type-defaults';

export type HeadDraft = Omit<CgformHead, 'id' | 'tableVersion' | 'publishedVersion' | 'syncedVersion'>;
export type FieldDraft = Omit<CgformField, 'id' | 'cgformHeadId'> & { id?: string };
export type IndexDraft = Omit<CgformIndex, 'id' | 'cgformHeadId'> & { id?: string };

export interface DefinitionDraft {
  head: HeadDraft;
  fields: FieldDraft[];
  indexes: IndexDraft[];
}

type Loose = Record<string, unknown>;

function record(value: unknown): Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
}

function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // An object or array where text belongs: kept as JSON so the checks see (and refuse) it.
  return JSON.stringify(value);
}

function trimmed(value: unknown): string | null {
  const t = text(value)?.trim();
  return t ? t : null;
}

/** JeecgBoot sends numbers as text too; NaN (refused by the checks) for anything else. */
function int(value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d+$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) ? n : NaN;
}

function yesNo(value: unknown, fallback: 'Y' | 'N'): 'Y' | 'N' {
  if (value === undefined || value === null || value === '') return fallback;
  return value === true || value === 'Y' || value === 'y' || value === 1 || value === '1' ? 'Y' : 'N';
}

function zeroOne(value: unknown, fallback: 0 | 1): 0 | 1 {
  if (value === undefined || value === null || value === '') return fallback;
  return value === true || value === 1 || value === '1' || value === 'Y' ? 1 : 0;
}

/** JeecgBoot's db types come in several spellings (String, Date, BigDecimal, Text). */
function dbType(value: unknown): string {
  const t = (trimmed(value) ?? 'string').toLowerCase();
  return t === 'bigdecimal' ? 'decimal' : t;
}

export function readHead(raw: unknown): HeadDraft {
  const h = record(raw);
  const relation =
    h.relationType === undefined || h.relationType === null || h.relationType === ''
      ? null
      : int(h.relationType, 0);
  return {
    tableName: trimmed(h.tableName) ?? '',
    tableTxt: trimmed(h.tableTxt) ?? '',
    tableTxtEn: trimmed(h.tableTxtEn),
    tableType: int(h.tableType, 1) as HeadDraft['tableType'],
    relationType: relation as HeadDraft['relationType'],
    isTree: yesNo(h.isTree, 'N'),
    treeParentIdField: trimmed(h.treeParentIdField),
    themeTemplate: (trimmed(h.themeTemplate) ?? 'normal') as HeadDraft['themeTemplate'],
    formTemplate: int(h.formTemplate, 1) as HeadDraft['formTemplate'],
    isCheckbox: yesNo(h.isCheckbox, 'Y'),
    isPage: yesNo(h.isPage, 'Y'),
    queryMode: (trimmed(h.queryMode) ?? 'single') as HeadDraft['queryMode'],
  };
}

export function readField(raw: unknown, index: number): FieldDraft {
  const f = record(raw);
  const type = dbType(f.dbType);
  // The designer's defaults of the type (schemas/entities/onl_cgform_head.json, one source).
  const defaults = dbTypeDefaults(type);
  const id = trimmed(f.id);
  return {
    ...(id ? { id } : {}),
    dbFieldName: trimmed(f.dbFieldName) ?? '',
    dbFieldNameOld: trimmed(f.dbFieldNameOld),
    dbFieldTxt: trimmed(f.dbFieldTxt) ?? '',
    dbFieldTxtEn: trimmed(f.dbFieldTxtEn),
    dbType: type as FieldDraft['dbType'],
    dbLength: int(f.dbLength, defaults.dbLength),
    dbPointLength: int(f.dbPointLength, defaults.dbPointLength),
    dbDefaultVal: trimmed(f.dbDefaultVal ?? f.fieldDefaultValue),
    dbIsNull: zeroOne(f.dbIsNull, 1),
    dbIsKey: zeroOne(f.dbIsKey, 0),
    fieldShowType: trimmed(f.fieldShowType) ?? 'text',
    fieldMustInput: zeroOne(f.fieldMustInput, 0),
    fieldValidType: trimmed(f.fieldValidType),
    fieldValidMsg: trimmed(f.fieldValidMsg),
    checkRuleCode: trimmed(f.checkRuleCode),
    dictField: trimmed(f.dictField),
    dictTable: trimmed(f.dictTable),
    dictText: trimmed(f.dictText),
    isShowList: zeroOne(f.isShowList, 1),
    isShowForm: zeroOne(f.isShowForm, 1),
    isQuery: zeroOne(f.isQuery, 0),
    queryMode: (trimmed(f.queryMode) ?? 'single') as FieldDraft['queryMode'],
    isReadOnly: zeroOne(f.isReadOnly, 0),
    sortFlag: zeroOne(f.sortFlag, 0),
    orderNum: int(f.orderNum, index),
    mainTable: trimmed(f.mainTable),
    mainField: trimmed(f.mainField),
    linkage: trimmed(f.linkage),
    popupCode: trimmed(f.popupCode),
    popupOrigin: trimmed(f.popupOrigin),
    popupDest: trimmed(f.popupDest),
  };
}

export function readIndex(raw: unknown): IndexDraft {
  const i = record(raw);
  const id = trimmed(i.id);
  return {
    ...(id ? { id } : {}),
    indexName: trimmed(i.indexName) ?? '',
    indexField: (trimmed(i.indexField) ?? '').replace(/\s+/g, ''),
    indexType: (trimmed(i.indexType) ?? 'normal') as IndexDraft['indexType'],
  };
}

/** The system columns every online table has: JeecgBoot lists them as fields, we add them ourselves. */
export const SYSTEM_COLUMNS: ReadonlySet<string> = new Set([
  'id',
  'create_by',
  'create_time',
  'update_by',
  'update_time',
  'del_flag',
  'company_id',
  'division_id',
]);

/** The system columns JeecgBoot's own definitions list as fields (its standard columns). */
const JEECG_SYSTEM_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'create_by',
  'create_time',
  'update_by',
  'update_time',
]);

/**
 * A definition from a body `{ head, fields, indexs|indexes }`. `skipSystemFields` (JeecgBoot's own
 * definitions list id, create_by, create_time, update_by, update_time as fields) drops those; elsewhere
 * they are refused, as are the other system columns.
 */
export function readDefinition(body: unknown, options: { skipSystemFields?: boolean } = {}): DefinitionDraft {
  const b = record(body);
  const rawFields = Array.isArray(b.fields) ? b.fields : [];
  const rawIndexes = Array.isArray(b.indexs) ? b.indexs : Array.isArray(b.indexes) ? b.indexes : [];
  let fields = rawFields.map((f, i) => readField(f, i));
  if (options.skipSystemFields) fields = fields.filter((f) => !JEECG_SYSTEM_FIELDS.has(f.dbFieldName));
  fields.sort((a, b2) => a.orderNum - b2.orderNum);
  return { head: readHead(b.head), fields, indexes: rawIndexes.map(readIndex) };
}

/** db_field_name → the entity's property (snake_case → camelCase; digits after _ stay). */
export function propertyOf(fieldName: string): string {
  return fieldName.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
