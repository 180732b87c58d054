/**
 * Publishing: a definition becomes an entity schema and a list page schema in the bundled
 * format (schemas/meta), which the renderer and the generic CRUD use as they use the bundled ones.
 * Pure; publish.ts meta-checks and stores the result. List themes erp and innerTable of a form with
 * sub tables become the page's `subTableView` (panel, expand); the tab theme of such a form becomes
 * `form.layout: 'tabs'` (main fields, then one tab per sub table). formTemplate 1–4 is `form.columns`,
 * isCheckbox 'N' `selection: false` (no checkbox column, no batch delete), isPage 'N' `pagination:
 * false` (no pager: one read of up to the server's page size cap, with a notice when more match).
 */
import { isFormatName } from '../../../../shared/validation/formats';
import { RUNTIME_API_BASE } from '../../crud/runtime-api';
import type { CgformDefinition, CgformField } from './definition-types';
import { propertyOf } from './normalize';
import { showTypeOf } from './show-types';
import { numberingRuleOf, parseLinkage } from './validate-definition';
import { PERMISSION_ACTIONS } from '../../../../shared/schema/permission-actions';

type Json = Record<string, unknown>;

/** An online form's codes: the standard actions of every entity. */
export const ONLINE_ACTIONS = PERMISSION_ACTIONS;

export function onlinePermission(code: string, action: (typeof ONLINE_ACTIONS)[number]): string {
  return `online:${code}:${action}`;
}

function i18n(zh: string, en: string | null): { 'zh-CN': string; 'en-US': string } {
  return { 'zh-CN': zh, 'en-US': en || zh };
}

const isNumeric = (f: CgformField) => f.dbType === 'int' || f.dbType === 'double' || f.dbType === 'decimal';

/** A plain default in the property's type; system variables and numbering rules are the runtime API's to fill. */
function plainDefault(field: CgformField): unknown {
  const value = field.dbDefaultVal;
  if (value === null || /^[#$]\{/.test(value)) return undefined;
  return isNumeric(field) ? Number(value) : value;
}

/** #{sysUserCode} → sysUserCode…: the CRUD fills it on add (crud/write/default-vars.ts). */
const DEFAULT_VARIABLES: Record<string, 'sysUserCode' | 'sysOrgCode' | 'date'> = {
  '#{sysUserCode}': 'sysUserCode',
  '#{sysOrgCode}': 'sysOrgCode',
  '#{date}': 'date',
};

function defaultVariable(field: CgformField): 'sysUserCode' | 'sysOrgCode' | 'date' | undefined {
  return field.dbDefaultVal === null ? undefined : DEFAULT_VARIABLES[field.dbDefaultVal];
}

function widgetOptions(field: CgformField, tableOf: (id: string) => string | undefined): Json | undefined {
  if (field.fieldShowType === 'sel_tree' && field.dictTable) {
    return {
      tableName: tableOf(field.dictTable) ?? field.dictTable,
      text: field.dictText ?? 'name',
      code: field.dictField ?? 'id',
      pidField: 'pid',
    };
  }
  if (field.fieldShowType === 'cat_tree' && field.dictField) return { pcode: field.dictField };
  if (field.fieldShowType === 'popup' && field.popupCode) {
    // Destinations are this form's fields: named by their properties in the published form.
    const dest = (field.popupDest ?? '').split(',').map((d) => propertyOf(d.trim()));
    return { code: field.popupCode, orgFields: field.popupOrigin ?? '', destFields: dest.join(',') };
  }
  return undefined;
}

export function fieldProperty(field: CgformField, tableOf: (id: string) => string | undefined): Json {
  const show = showTypeOf(field.fieldShowType);
  const property: Json = {
    type: field.dbType === 'int' ? 'integer' : isNumeric(field) ? 'number' : 'string',
    title: i18n(field.dbFieldTxt, field.dbFieldTxtEn),
    'x-column': field.dbFieldName,
  };
  if (field.dbType === 'string') property.maxLength = field.dbLength;
  // The column keeps what the designer entered (numeric(10, 2)), not the CRUD's numeric(18, 6).
  if (field.dbType === 'double' || field.dbType === 'decimal')
    property['x-numeric'] = [field.dbLength, field.dbPointLength];
  if (field.dbType === 'date') property.format = 'date';
  if (field.dbType === 'datetime') property.format = 'date-time';
  if (field.dbType === 'string' && field.fieldShowType === 'time') property.format = 'time';
  // Never answered, listed or exported; stored as its hash (crud/write/stored-secrets.ts).
  if (isSecret(field)) Object.assign(property, { format: 'password', writeOnly: true });
  if (show) property['x-widget'] = show.widget;
  if (show?.dict && field.dictField && !field.dictTable) property['x-dict'] = field.dictField;
  const options = widgetOptions(field, tableOf);
  if (options) property['x-widget-options'] = options;
  const rule = field.fieldValidType;
  if (rule === 'only') property['x-unique'] = true;
  else if (rule !== null && rule !== '*' && isFormatName(rule)) {
    if (property.type === 'string') property.format = rule;
  } else if (rule !== null && rule !== '*' && property.type === 'string') {
    property.pattern = rule;
    if (field.fieldValidMsg) property['x-message'] = field.fieldValidMsg;
  }
  if (field.checkRuleCode && property.type === 'string') property['x-check-rule'] = field.checkRuleCode;
  if (field.isReadOnly === 1) property.readOnly = true;
  if (field.sortFlag !== 1) property['x-sort'] = false;
  const value = plainDefault(field);
  if (value !== undefined) property.default = value;
  const variable = defaultVariable(field);
  if (variable) property['x-default-var'] = variable;
  const numbering = numberingRuleOf(field.dbDefaultVal);
  if (numbering !== null) property['x-default-rule'] = numbering;
  return property;
}

/** A password widget's field: write-only, so never a list column or a query field. */
const isSecret = (f: CgformField) => f.dbType === 'string' && f.fieldShowType === 'password';

/** Required where the user must give it: a field not in the form (or read-only) cannot be asked for, one the server fills need not be. */
const isRequired = (f: CgformField) =>
  (f.fieldMustInput === 1 || f.dbIsNull === 0 || f.fieldValidType === '*') &&
  f.isShowForm === 1 &&
  f.isReadOnly !== 1 &&
  !defaultVariable(f) &&
  numberingRuleOf(f.dbDefaultVal) === null;

/** The editable table cell type of a sub table field. */
function cellType(field: CgformField): string {
  switch (field.fieldShowType) {
    case 'list':
    case 'radio':
      return 'select';
    case 'list_multi':
      return 'list_multi';
    case 'sel_search':
      return 'sel_search';
    case 'date':
    case 'datetime':
    case 'time':
    case 'textarea':
    case 'image':
    case 'file':
    case 'sel_user':
    case 'sel_depart':
      return field.fieldShowType;
    default:
      return isNumeric(field) ? 'inputNumber' : 'input';
  }
}

export interface SubTableInput {
  definition: CgformDefinition;
  /** The sub table's field holding the main record's id. */
  foreignKey: CgformField;
}

function subProperty(sub: SubTableInput): Json {
  const { head, fields } = sub.definition;
  const columns = fields
    .filter((f) => f.isShowForm === 1 && f !== sub.foreignKey)
    .map((f) => {
      const column: Json = {
        key: propertyOf(f.dbFieldName),
        title: i18n(f.dbFieldTxt, f.dbFieldTxtEn),
        type: cellType(f),
        width: 150,
      };
      if (f.dictField && showTypeOf(f.fieldShowType)?.dict) column.dictCode = f.dictField;
      if (isRequired(f)) column.validateRules = [{ required: true }];
      // The designer's 排序 of a sub table field: its column in the form's table sorts by its header.
      if (f.sortFlag === 1) column.sorter = true;
      return column;
    });
  const property: Json = {
    type: 'array',
    title: i18n(head.tableTxt, head.tableTxtEn),
    'x-virtual': true,
    'x-widget': 'editableTable',
    'x-widget-options': { columns },
  };
  if (head.relationType === 1) property.maxItems = 1;
  return property;
}

/** x-linkage of the entity from the fields' own rules (their vars name db fields: mapped to properties). */
function linkageRules(fields: CgformField[]): Json[] {
  const rename = (rule: unknown): unknown => {
    if (Array.isArray(rule)) return rule.map(rename);
    if (rule === null || typeof rule !== 'object') return rule;
    return Object.fromEntries(
      Object.entries(rule as Json).map(([op, args]) => {
        if (op !== 'var') return [op, rename(args)];
        const path = Array.isArray(args) ? args[0] : args;
        const mapped = typeof path === 'string' && path !== '' ? propertyOf(path) : path;
        return [op, Array.isArray(args) ? [mapped, ...args.slice(1)] : mapped];
      }),
    );
  };
  const out: Json[] = [];
  for (const field of fields) {
    const rules = parseLinkage(field.linkage);
    if (!rules) continue;
    for (const [effect, when] of Object.entries(rules))
      out.push({ when: rename(when), [effect]: [propertyOf(field.dbFieldName)] });
  }
  return out;
}

/** themeTemplate → the page's subTableView (erp: a panel of tabs under the list; innerTable: expanded rows). */
const SUB_TABLE_VIEWS: Partial<Record<CgformDefinition['head']['themeTemplate'], 'panel' | 'expand'>> = {
  erp: 'panel',
  innerTable: 'expand',
};

export interface BuiltSchemas {
  entity: Json;
  page: Json;
}

export function pageId(code: string): string {
  return `online-${code}`;
}

export function buildSchemas(
  definition: CgformDefinition,
  subs: SubTableInput[],
  tableOf: (id: string) => string | undefined,
): BuiltSchemas {
  const { head, fields } = definition;
  const code = head.tableName;
  const properties: Json = {};
  for (const field of fields) properties[propertyOf(field.dbFieldName)] = fieldProperty(field, tableOf);
  const subTables: Json[] = [];
  const subProperties: string[] = [];
  for (const sub of subs) {
    let name = propertyOf(sub.definition.head.tableName);
    if (name in properties) name = `${name}List`;
    properties[name] = subProperty(sub);
    subProperties.push(name);
    subTables.push({
      property: name,
      entity: sub.definition.head.tableName,
      foreignKey: propertyOf(sub.foreignKey.dbFieldName),
    });
  }
  const required = fields.filter(isRequired).map((f) => propertyOf(f.dbFieldName));
  const entity: Json = {
    $id: code,
    type: 'object',
    title: i18n(head.tableTxt, head.tableTxtEn),
    'x-table': code,
    'x-api': `${RUNTIME_API_BASE}/${code}`,
    'x-scope': 'none',
    'x-permissions': Object.fromEntries(
      ['list', 'add', 'edit', 'delete', 'export', 'import'].map((a) => [
        a,
        onlinePermission(code, a as (typeof ONLINE_ACTIONS)[number]),
      ]),
    ),
    ...(required.length > 0 ? { required } : {}),
    ...(subTables.length > 0 ? { 'x-sub-tables': subTables } : {}),
    properties,
    additionalProperties: false,
  };
  const linkage = linkageRules(fields);
  if (linkage.length > 0) entity['x-linkage'] = linkage;

  const query = fields
    .filter((f) => f.isQuery === 1 && !isSecret(f))
    .map((f) => ({
      field: propertyOf(f.dbFieldName),
      rule:
        f.queryMode === 'group'
          ? 'range'
          : f.dbType === 'string' && !showTypeOf(f.fieldShowType)?.dict
            ? 'like'
            : 'eq',
    }));
  const columns = fields
    .filter((f) => f.isShowList === 1 && !isSecret(f))
    .map((f) => ({ field: propertyOf(f.dbFieldName), ...(f.sortFlag === 1 ? { sorter: true } : {}) }));
  const formFields = [
    ...fields.filter((f) => f.isShowForm === 1).map((f) => propertyOf(f.dbFieldName)),
    ...subProperties,
  ];
  const page: Json = {
    $id: pageId(code),
    kind: 'list',
    title: i18n(head.tableTxt, head.tableTxtEn),
    entity: code,
    ...(query.length > 0 ? { query } : {}),
    columns,
    form: {
      container: 'modal',
      width: head.formTemplate > 2 ? 1200 : subProperties.length > 0 || head.formTemplate > 1 ? 1000 : 800,
      fields: formFields,
      columns: head.formTemplate,
      ...(head.themeTemplate === 'tab' && subProperties.length > 0 ? { layout: 'tabs' } : {}),
    },
    ...(head.isCheckbox === 'N' ? { selection: false } : {}),
    ...(head.isPage === 'N' ? { pagination: false } : {}),
  };
  if (head.isTree === 'Y' && head.treeParentIdField)
    page.tree = { parent: propertyOf(head.treeParentIdField) };
  // JeecgBoot's list themes that show sub rows; without sub tables (or, inner table, on a tree) the standard list.
  const subTableView = SUB_TABLE_VIEWS[head.themeTemplate];
  if (subTableView && subProperties.length > 0 && !(subTableView === 'expand' && page.tree))
    page.subTableView = subTableView;
  return { entity, page };
}
