/**
 * Every check of an online form definition (docs/contracts.md "Online forms"): names are
 * lower-case identifiers, no system/registered table, reserved prefix or reserved word; field
 * lengths per type; defaults, validation rules, linkage and widgets from allow-lists only. Pure:
 * what lives in the database (existing tables, other definitions) comes in `DefinitionContext`.
 * Answers the problems with the field path ("fields[2].dbFieldName") and a bilingual message.
 */
import type { MessagePair } from '../../../http/i18n';
import { isFormatName } from '../../../../shared/validation/formats';
import { isValidDate, isValidDateTime } from '../../../../shared/validation/dates';
import { isReservedWord } from '../../../../shared/online/pg-reserved-words';
import { assertSafeLogic } from '../../../../shared/linkage/safe-logic';
import { ONL_MSG } from './messages';
import { propertyOf, SYSTEM_COLUMNS, type DefinitionDraft, type FieldDraft } from './normalize';
import { isSafePattern } from './safe-regex';
import { isAvailable, showTypeOf } from './show-types';

export interface DefinitionProblem {
  field: string;
  message: MessagePair;
  /** The designer row the problem is in, as the admin named it: its title, else its name, else its row number. */
  fieldLabel?: MessagePair;
}

/** How a refusal names a designer row: never the request's path (fields[1].dbLength). */
export function fieldLabelOf(field: FieldDraft, index: number): MessagePair {
  const zh = field.dbFieldTxt || field.dbFieldName || `第${index + 1}行`;
  const en = field.dbFieldTxtEn || field.dbFieldTxt || field.dbFieldName || `row ${index + 1}`;
  return { 'zh-CN': zh, 'en-US': en };
}

export interface DefinitionContext {
  /** Tables of the database and of registered entities other than this definition's own published one. */
  takenTables: ReadonlySet<string>;
  /** Table names of the other definitions. */
  otherDefinitions: ReadonlySet<string>;
  /** Fields by table name of the definitions a sub table may point at (main or sub tables), this one included. */
  mainTableFields(table: string): ReadonlySet<string> | undefined;
  /** A registered entity's property names by entity id or table (dictionary tables). */
  entityProperties(idOrTable: string): ReadonlySet<string> | undefined;
  /** Whether a numbering rule (sys_fill_rule) has this code: defaults `${rule_code}` name one. */
  fillRuleExists(code: string): boolean;
}

export const IDENTIFIER = /^[a-z][a-z0-9_]{1,62}$/;
// The product's own prefixes, plus PostgreSQL's and the migrator's (as the sync refuses them too).
export const RESERVED_PREFIXES = ['sys_', 'onl_', 'isps_', 'cust_', 'pg_', 'kysely_'] as const;
const DB_TYPES = new Set(['string', 'int', 'double', 'decimal', 'date', 'datetime', 'text']);
const SYSTEM_VARIABLES = new Set(['#{sysUserCode}', '#{sysOrgCode}', '#{date}']);
const NUMBERING_RULE = /^\$\{[a-z][a-z0-9_]{0,62}\}$/;
const DICT_CODE = /^[a-z][a-z0-9_]{0,62}$/;
/** sys_check_rule.ruleCode's pattern (schemas/entities/sys_check_rule.json). */
const CHECK_RULE_CODE = /^[a-z][a-z0-9_]{0,62}$/;
/** sys_category's code pattern (schemas/entities/sys_category.json). */
const CATEGORY_CODE = /^[A-Za-z0-9_-]{1,64}$/;
const LINKAGE_KEYS = new Set(['show', 'hide', 'require', 'disable']);
export const MAX_FIELDS = 200;

/** Length bounds of a db type: [min, max] of db_length. */
const LENGTH_BOUNDS: Record<string, [number, number]> = {
  string: [1, 4000],
  // PostgreSQL's integer has no length: JeecgBoot's definitions carry 10, 11 or 32; anything sane passes.
  int: [0, 64],
  double: [1, 18],
  decimal: [1, 18],
  date: [0, 4000],
  datetime: [0, 4000],
  text: [0, 4000],
};

function tableNameProblem(name: string, ctx: DefinitionContext): MessagePair | null {
  if (!IDENTIFIER.test(name)) return ONL_MSG.tableNamePattern;
  if (RESERVED_PREFIXES.some((p) => name.startsWith(p))) return ONL_MSG.tableNameReservedPrefix;
  if (isReservedWord(name)) return ONL_MSG.tableNameReservedWord;
  if (ctx.otherDefinitions.has(name)) return ONL_MSG.tableNameTaken;
  if (ctx.takenTables.has(name)) return ONL_MSG.tableNameSystem;
  return null;
}

/** The user and org codes are text; the date is text, a date or (today at this moment) a datetime. */
function variableFits(value: string, dbType: string): boolean {
  if (value === '#{date}') return ['string', 'text', 'date', 'datetime'].includes(dbType);
  return dbType === 'string' || dbType === 'text';
}

/** The rule code of a default `${rule_code}`, else null. */
export function numberingRuleOf(value: string | null): string | null {
  return value !== null && NUMBERING_RULE.test(value) ? value.slice(2, -1) : null;
}

function defaultProblem(field: FieldDraft, ctx: DefinitionContext): MessagePair | null {
  const value = field.dbDefaultVal;
  if (value === null) return null;
  const rule = numberingRuleOf(value);
  if (rule !== null) {
    if (field.dbType !== 'string' && field.dbType !== 'text') return ONL_MSG.numberingRuleType;
    return ctx.fillRuleExists(rule) ? null : ONL_MSG.numberingRuleMissing(rule);
  }
  if (SYSTEM_VARIABLES.has(value))
    return variableFits(value, field.dbType) ? null : ONL_MSG.defaultVariableType;
  // Anything that looks like an expression of JeecgBoot's grammar ({{ js }}, ${…}, #{…}) and is not one above.
  if (/[#$]\{|\{\{|\}\}/.test(value) || value.length > 200) return ONL_MSG.defaultValue;
  switch (field.dbType) {
    case 'int':
      return /^-?\d{1,10}$/.test(value) ? null : ONL_MSG.defaultValueType;
    case 'double':
    case 'decimal':
      return /^-?\d{1,12}(\.\d{1,6})?$/.test(value) ? null : ONL_MSG.defaultValueType;
    case 'date':
      return isValidDate(value) ? null : ONL_MSG.defaultValueType;
    case 'datetime':
      return isValidDateTime(value) ? null : ONL_MSG.defaultValueType;
    case 'string':
      return value.length <= field.dbLength ? null : ONL_MSG.defaultValueType;
    default:
      return null;
  }
}

function validTypeProblems(field: FieldDraft): MessagePair | null {
  const rule = field.fieldValidType;
  if (rule === null || rule === 'only' || isFormatName(rule)) return null;
  if (!isSafePattern(rule)) return ONL_MSG.validRegex;
  if (!field.fieldValidMsg) return ONL_MSG.validMsgRequired;
  return null;
}

/** A check rule applies to text; whether the code names a rule is answered when a value is written (fails closed). */
function checkRuleProblem(field: FieldDraft): MessagePair | null {
  if (field.checkRuleCode === null) return null;
  const text = field.dbType === 'string' || field.dbType === 'text';
  return text && CHECK_RULE_CODE.test(field.checkRuleCode) ? null : ONL_MSG.checkRule;
}

/** Every `var` of a rule, to check that it names a field of the form. */
function varsOf(rule: unknown, out: string[]): string[] {
  if (Array.isArray(rule)) rule.forEach((r) => varsOf(r, out));
  else if (rule !== null && typeof rule === 'object') {
    for (const [op, args] of Object.entries(rule)) {
      if (op === 'var') {
        const path = Array.isArray(args) ? args[0] : args;
        if (typeof path === 'string' && path !== '') out.push(path.split('.')[0]!);
      } else varsOf(args, out);
    }
  }
  return out;
}

/** The field's linkage: JSON `{ show?, hide?, require?, disable? }`, each a safe json-logic rule over this form's fields. */
export function parseLinkage(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('not an object');
  return parsed as Record<string, unknown>;
}

function linkageProblem(field: FieldDraft, names: ReadonlySet<string>): MessagePair | null {
  if (field.linkage === null) return null;
  if (field.linkage.length > 4000) return ONL_MSG.linkage;
  try {
    const rules = parseLinkage(field.linkage)!;
    const keys = Object.keys(rules);
    if (keys.length === 0 || keys.some((k) => !LINKAGE_KEYS.has(k))) return ONL_MSG.linkage;
    for (const rule of Object.values(rules)) {
      if (typeof rule !== 'object' || rule === null || Array.isArray(rule) || Object.keys(rule).length === 0)
        return ONL_MSG.linkage;
      assertSafeLogic(rule);
      if (varsOf(rule, []).some((v) => !names.has(v))) return ONL_MSG.linkage;
    }
    return null;
  } catch {
    return ONL_MSG.linkage;
  }
}

function dictProblem(field: FieldDraft, ctx: DefinitionContext): MessagePair | null {
  const show = showTypeOf(field.fieldShowType);
  if (field.dictTable !== null) {
    const properties = ctx.entityProperties(field.dictTable);
    if (!properties) return ONL_MSG.dictTable;
    for (const name of [field.dictText, field.dictField]) {
      if (name !== null && !properties.has(name) && !properties.has(propertyOf(name)))
        return ONL_MSG.dictTable;
    }
    return null;
  }
  // A category tree's dictField is the category code it starts under (sys_category codes such as 'B01').
  if (field.fieldShowType === 'cat_tree')
    return field.dictField !== null && !CATEGORY_CODE.test(field.dictField) ? ONL_MSG.dictCode : null;
  if (field.dictField !== null && !DICT_CODE.test(field.dictField)) return ONL_MSG.dictCode;
  if (show?.dict && field.dictField === null) return ONL_MSG.dictRequired;
  return null;
}

const POPUP_CODE = /^[A-Za-z][A-Za-z0-9_-]{0,99}$/;
const COLUMN_NAME = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;

/** A report popup: its report code, as many report columns as destination fields, each of this form. */
function popupProblem(field: FieldDraft, names: ReadonlySet<string>): MessagePair | null {
  if (field.fieldShowType !== 'popup') return null;
  const list = (text: string | null) => (text ?? '').split(',').map((s) => s.trim());
  const origin = list(field.popupOrigin);
  const dest = list(field.popupDest);
  if (!field.popupCode || !POPUP_CODE.test(field.popupCode)) return ONL_MSG.popup;
  if (
    origin.some((o) => !COLUMN_NAME.test(o)) ||
    origin.length !== dest.length ||
    dest.some((d) => !names.has(d))
  )
    return ONL_MSG.popup;
  return null;
}

function fieldProblems(
  field: FieldDraft,
  index: number,
  names: ReadonlySet<string>,
  ctx: DefinitionContext,
  out: DefinitionProblem[],
): void {
  const fieldLabel = fieldLabelOf(field, index);
  const add = (key: string, message: MessagePair | null) => {
    if (message) out.push({ field: `fields[${index}].${key}`, message, fieldLabel });
  };
  const name = field.dbFieldName;
  // Also no '__' or trailing '_': the name must map to a camelCase property (a__b would not).
  if (!IDENTIFIER.test(name) || name.includes('__') || name.endsWith('_'))
    add('dbFieldName', ONL_MSG.fieldNamePattern);
  else if (SYSTEM_COLUMNS.has(name)) add('dbFieldName', ONL_MSG.fieldNameSystem);
  else if (isReservedWord(name)) add('dbFieldName', ONL_MSG.fieldNameReservedWord);
  if (field.dbFieldNameOld !== null && !IDENTIFIER.test(field.dbFieldNameOld))
    add('dbFieldNameOld', ONL_MSG.fieldNamePattern);
  if (!field.dbFieldTxt) add('dbFieldTxt', ONL_MSG.fieldTxtRequired);
  else if (field.dbFieldTxt.length > 200 || (field.dbFieldTxtEn?.length ?? 0) > 200)
    add('dbFieldTxt', ONL_MSG.tableTxtTooLong);
  if (!DB_TYPES.has(field.dbType)) add('dbType', ONL_MSG.dbType);
  else {
    const [min, max] = LENGTH_BOUNDS[field.dbType]!;
    if (!Number.isInteger(field.dbLength) || field.dbLength < min || field.dbLength > max)
      add('dbLength', ONL_MSG.dbLength);
    const decimals = field.dbType === 'double' || field.dbType === 'decimal';
    const point = field.dbPointLength;
    if (
      !Number.isInteger(point) ||
      point < 0 ||
      (decimals && (point > 6 || point > field.dbLength)) ||
      (!decimals && point > 6)
    ) {
      add('dbPointLength', ONL_MSG.dbPointLength);
    }
  }
  add('dbDefaultVal', defaultProblem(field, ctx));
  const show = showTypeOf(field.fieldShowType);
  if (!show) add('fieldShowType', ONL_MSG.showType);
  else if (!isAvailable(show)) add('fieldShowType', ONL_MSG.showTypeUnavailable);
  add('fieldValidType', validTypeProblems(field));
  add('checkRuleCode', checkRuleProblem(field));
  if ((field.fieldValidMsg?.length ?? 0) > 200) add('fieldValidMsg', ONL_MSG.tableTxtTooLong);
  add('dictField', dictProblem(field, ctx));
  if (field.queryMode !== 'single' && field.queryMode !== 'group') add('queryMode', ONL_MSG.badChoice);
  add('linkage', linkageProblem(field, names));
  add('popupCode', popupProblem(field, names));
  if (field.mainTable !== null || field.mainField !== null) {
    const main = field.mainTable !== null ? ctx.mainTableFields(field.mainTable) : undefined;
    if (!main || field.mainField === null || !main.has(field.mainField) || field.dbType !== 'string')
      add('mainTable', ONL_MSG.mainTable);
  }
}

export function validateDefinition(draft: DefinitionDraft, ctx: DefinitionContext): DefinitionProblem[] {
  const out: DefinitionProblem[] = [];
  const { head, fields, indexes } = draft;
  const headProblem = (key: string, message: MessagePair | null) => {
    if (message) out.push({ field: `head.${key}`, message });
  };
  headProblem('tableName', tableNameProblem(head.tableName, ctx));
  if (!head.tableTxt) headProblem('tableTxt', ONL_MSG.tableTxtRequired);
  else if (head.tableTxt.length > 200 || (head.tableTxtEn?.length ?? 0) > 200)
    headProblem('tableTxt', ONL_MSG.tableTxtTooLong);
  if (![1, 2, 3].includes(head.tableType)) headProblem('tableType', ONL_MSG.badChoice);
  if (head.relationType !== null && head.relationType !== 0 && head.relationType !== 1)
    headProblem('relationType', ONL_MSG.badChoice);
  if (!['normal', 'erp', 'tab', 'innerTable'].includes(head.themeTemplate))
    headProblem('themeTemplate', ONL_MSG.badChoice);
  if (![1, 2, 3, 4].includes(head.formTemplate)) headProblem('formTemplate', ONL_MSG.badChoice);
  if (head.queryMode !== 'single' && head.queryMode !== 'group') headProblem('queryMode', ONL_MSG.badChoice);

  if (fields.length === 0) out.push({ field: 'fields', message: ONL_MSG.noFields });
  if (fields.length > MAX_FIELDS) out.push({ field: 'fields', message: ONL_MSG.tooManyFields });
  const names = new Set<string>();
  const properties = new Set<string>();
  fields.forEach((field, i) => {
    // Two names may also collide as properties (a_1 and a1 both become a1).
    if (names.has(field.dbFieldName) || properties.has(propertyOf(field.dbFieldName))) {
      out.push({
        field: `fields[${i}].dbFieldName`,
        message: ONL_MSG.fieldNameDuplicate,
        fieldLabel: fieldLabelOf(field, i),
      });
    }
    names.add(field.dbFieldName);
    properties.add(propertyOf(field.dbFieldName));
  });
  fields.forEach((field, i) => fieldProblems(field, i, names, ctx, out));

  if (head.isTree === 'Y') {
    const parent = fields.find((f) => f.dbFieldName === head.treeParentIdField);
    if (!parent || parent.dbType !== 'string') headProblem('treeParentIdField', ONL_MSG.treeParentField);
  }
  if (head.tableType === 3 && !fields.some((f) => f.mainTable !== null && f.mainField !== null)) {
    out.push({ field: 'fields', message: ONL_MSG.subNeedsKey });
  }
  const indexNames = new Set<string>();
  indexes.forEach((index, i) => {
    if (
      !IDENTIFIER.test(index.indexName) ||
      isReservedWord(index.indexName) ||
      indexNames.has(index.indexName)
    ) {
      out.push({ field: `indexes[${i}].indexName`, message: ONL_MSG.indexName });
    }
    indexNames.add(index.indexName);
    const columns = index.indexField.split(',');
    if (columns.length === 0 || columns.some((c) => !names.has(c)))
      out.push({ field: `indexes[${i}].indexField`, message: ONL_MSG.indexField });
    if (index.indexType !== 'normal' && index.indexType !== 'unique')
      out.push({ field: `indexes[${i}].indexType`, message: ONL_MSG.badChoice });
  });
  return out;
}
