/**
 * The schema format: the contract between schemas/, the renderer and the server.
 * schemas/meta/*.schema.json is the machine-checked truth; keep the two in step.
 *
 * An entity is a JSON Schema object with a few `x-` keywords; a page names an entity and says
 * how to show it. Every user-visible text is an I18nText.
 */

import type { WorkflowDefinition } from '../workflow/types';

/** An i18n key (looked up in the translations) or a literal pair. */
export type I18nText = string | { 'zh-CN': string; 'en-US': string };

export type Locale = 'zh-CN' | 'en-US';

/** Who sees which rows (DESIGN.md principle 3). */
export type ScopeKind = 'none' | 'company' | 'division' | 'owner';

export interface EntityPermissions {
  list: string;
  add?: string;
  edit?: string;
  delete?: string;
  export?: string;
  import?: string;
}

export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'array';

/** Built-in pattern codes of SPEC §5 and the common formats; each is a named ajv format. */
export type FormatName =
  | 'date'
  | 'date-time'
  | 'time'
  | 'n6-16'
  | '*6-16'
  | 's6-18'
  | 'url'
  | 'e'
  | 'm'
  | 'p'
  | 's'
  | 'n'
  | 'z'
  | '*'
  | 'money'
  | 'email'
  | 'mobile'
  | 'telephone'
  | 'phone'
  | 'id-card'
  | 'bank-card'
  | 'qq'
  | 'zh-en-text'
  | 'en-digits'
  | 'digit-lines'
  | 'username'
  | 'password';

export interface FieldSchema {
  type: FieldType;
  title: I18nText;
  description?: I18nText;
  format?: FormatName | string;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  enum?: Array<string | number>;
  default?: unknown;
  items?: { type: FieldType; enum?: Array<string | number> };
  maxItems?: number;
  minItems?: number;
  /** Column name; defaults to the snake_case of the property name. */
  'x-column'?: string;
  /** Dictionary code whose items give the options and the list text (`<field>_dictText`). */
  'x-dict'?: string;
  /** The property holding this field's text in another locale, e.g. { "en-US": "descriptionEn" }. */
  'x-i18n-field'?: Partial<Record<Locale, string>>;
  /** Value must be unique in the table (checked through /sys/duplicate/check and on write). */
  'x-unique'?: boolean;
  /**
   * The column is NOT NULL though no client must send a value: the server fills it on insert, or the
   * database does with the property's `default` (then also the column's DEFAULT). Not with `required`.
   */
  'x-not-null'?: true;
  /** Code of a check rule (sys_check_rule) the value must pass: on write, and in the form through /sys/checkRule/checkByCode. */
  'x-check-rule'?: string;
  /** A number's column as numeric(precision, scale); without it numeric(18, 6). */
  'x-numeric'?: [number, number];
  /** Widget name in the renderer's registry; default derived from type/format/x-dict. */
  'x-widget'?: string;
  /** Options passed to the widget (accept, maxSize in bytes, maxCount, rows, …). */
  'x-widget-options'?: Record<string, unknown>;
  /** Server-managed: never accepted from a client write. */
  readOnly?: boolean;
  /** Accepted on write, never returned (passwords). */
  writeOnly?: boolean;
  /** Allowed in filters / sorting / Excel export / Excel import (default true for plain columns). */
  'x-filter'?: boolean;
  'x-sort'?: boolean;
  'x-export'?: boolean;
  'x-import'?: boolean;
  /** Only used on add (e.g. the initial password); not editable afterwards. */
  'x-create-only'?: boolean;
  /** A workflow transition input filled from the acted-on row's property of this name (TransitionDialog). */
  'x-row-value'?: string;
  /**
   * Filled by the server on add when the value is absent or empty: the signed-in user's username,
   * their department's org code, or today's date (an online form's #{sysUserCode} / #{sysOrgCode} / #{date}).
   */
  'x-default-var'?: 'sysUserCode' | 'sysOrgCode' | 'date';
  /** A numbering rule's code (sys_fill_rule): the server draws its next value on add when the field is left empty. */
  'x-default-rule'?: string;
  /** Not a column: accepted on write and handed to the entity's server hook (e.g. password → hash). */
  'x-virtual'?: boolean;
  /** Message shown when the field's format/pattern (or an array's maxItems) fails (default: the rule's own message). */
  'x-message'?: I18nText;
}

/** json-logic rule; operators allow-listed in src/shared (no prototype paths). */
export type JsonLogic = Record<string, unknown>;

export interface LinkageRule {
  /** json-logic over the form data; when true the effects apply. */
  when: JsonLogic;
  show?: string[];
  hide?: string[];
  require?: string[];
  disable?: string[];
}

/**
 * A sub table of an entity: `property` (a virtual array property of this entity) holds the rows of
 * entity `entity`, whose property `foreignKey` holds this record's id; `orderField` (a property of
 * the sub entity) keeps the rows' order.
 */
export interface SubTableSpec {
  property: string;
  entity: string;
  foreignKey: string;
  orderField?: string;
}

export interface EntitySchema {
  $id: string;
  type: 'object';
  title: I18nText;
  'x-table': string;
  /** Base path of the generic CRUD routes: `${x-api}/list|queryById|add|edit|delete|deleteBatch|exportXls|importExcel`. */
  'x-api': string;
  'x-scope': ScopeKind;
  /** For scope 'owner': the column holding the owning user id (default create_by). */
  'x-owner-column'?: string;
  'x-permissions': EntityPermissions;
  /**
   * Every signed-in user may list and read the rows, not only holders of `x-permissions.list`: the
   * entity's rowScope hook (registered by its module) limits each user to their rows. Without the
   * hook the list code still applies (src/server/modules/crud/read/list-access.ts).
   */
  'x-list-signed-in'?: true;
  /** Rows matching this json-logic may not be edited/deleted/frozen (e.g. administrator accounts). */
  'x-protected'?: { when: JsonLogic; message: I18nText };
  'x-linkage'?: LinkageRule[];
  /** Rows are marked deleted instead of removed; lists only show rows whose column holds `active`. */
  'x-soft-delete'?: { column: string; active: string; deleted: string };
  /** Sub tables written with the record in one transaction (src/shared/schema/sub-tables.ts). */
  'x-sub-tables'?: SubTableSpec[];
  /** A state machine over one of the properties (src/shared/workflow/). */
  'x-workflow'?: WorkflowDefinition;
  required?: string[];
  properties: Record<string, FieldSchema>;
  additionalProperties: false;
}

/**
 * System fields added by the loader to every entity (never declared by a schema):
 * id (32 hex), createBy, createTime, updateBy, updateTime.
 */
export const SYSTEM_FIELDS = ['id', 'createBy', 'createTime', 'updateBy', 'updateTime'] as const;

export type QueryRuleName =
  'eq' | 'like' | 'right_like' | 'left_like' | 'in' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'range';

export interface QueryField {
  field: string;
  rule?: QueryRuleName;
  /** Shown only when the query form is expanded. */
  advanced?: boolean;
}

export interface ColumnDef {
  field: string;
  title?: I18nText;
  width?: number;
  sorter?: boolean;
  /** Ellipsis length in characters (SPEC §9: 12 in table cells). */
  ellipsis?: number | boolean;
  /** Render as a link that runs this row action. */
  link?: string;
}

export interface ActionDef {
  /** add | edit | detail | delete | batchDelete | export | import | confirm | prompt | subList | upload | download … */
  kind: string;
  key: string;
  label?: I18nText;
  /** Permission code (SPEC §6); the button is hidden unless allowed. */
  permission?: string;
  /**
   * For 'confirm': the request to run on confirmation. For 'download' (row actions): a GET answering a
   * file, saved under its own name (`{field}` in the URL and `$row.<field>` in the body: the row's values).
   */
  request?: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: Record<string, string> };
  confirm?: I18nText;
  /**
   * For 'prompt': the dialog asking for a required text, sent as `$input` in the request body; `{field}` in title and label shows the row's value.
   * `initialMessage`: the message catalogue's text (src/shared/messages/catalogue.ts) the text starts with, editable.
   */
  prompt?: { title: I18nText; label: I18nText; maxLength?: number; initialMessage?: string };
  /** A destructive action (e.g. deleting a form with its table): shown in the danger colour. */
  danger?: boolean;
  /** For 'subList': the page to open and the filter built from the row ({ dictId: '$row.id' }). */
  page?: string;
  filter?: Record<string, string>;
  /** json-logic over the row (a toolbar action: over the list, `{ total }`): the action is shown only when true. */
  visibleWhen?: JsonLogic;
  /** For 'shell' (row actions): the row's fields the app's handler reads beyond the columns (the list asks for them too). */
  rowFields?: string[];
  /** For 'export': the spreadsheet format, .xls by default (SPEC §7). */
  format?: 'xls' | 'xlsx';
  /** For 'transition': the name of one of the entity's x-workflow transitions. */
  transition?: string;
  /**
   * For 'form' (row or toolbar actions): the form schema read from `url` (query from the row), its data
   * sent under `as`. A toolbar form acts on no row.
   */
  form?: { url: string; query?: Record<string, string>; as?: string };
  /**
   * For 'form': the request's answer is a file to save (its own name), the form's data sent as query
   * parameters of a GET; a refusal stays in the dialog with its message and `result.details` lines.
   */
  download?: boolean;
  /** For 'upload' (toolbar): the file types offered (".json"); the file is posted to `request.url` as multipart. */
  accept?: string;
  /** For 'view' (row actions): a read-only dialog of what a GET of `url` answers (`{field}`: the row's value). */
  view?: ViewSpec;
}

/** One value a 'view' dialog shows: the answer's (or a table row's) `key`, under `label`. */
export interface ViewValueDef {
  key: string;
  label: I18nText;
  /** For an array of objects: how each item reads, `{key}` standing for the item's value (e.g. "{text}：{count}"). */
  item?: string;
}

/** A 'view' row action's dialog: labelled values of the answer, then a table of one of its arrays. */
export interface ViewSpec {
  url: string;
  /** The dialog's title; `{field}` shows the row's value (default: the action's label). */
  title?: I18nText;
  fields?: ViewValueDef[];
  table?: { key: string; caption?: I18nText; columns: ViewValueDef[] };
}

/** A field of a detail group: a property name, or one with its own label on this page. */
export type DetailFieldRef = string | { field: string; title?: I18nText };

/** A titled group of fields on a detail page. */
export interface DetailGroup {
  title?: I18nText;
  fields: DetailFieldRef[];
}

/**
 * Which record a detail page shows: the signed-in user's own (entity on sys_user; loadable by every
 * signed-in user), or the id in a query parameter of the page's URL.
 */
export type DetailRecordSource = 'self' | { query: string } | { url: string };

/**
 * A button of a page (not of a row): `edit` opens the form dialog on the page's record; `shell` runs
 * the handler the app passes in under the action's key (e.g. changePassword).
 */
export interface PageActionDef {
  kind: 'edit' | 'shell' | 'request';
  key: string;
  label?: I18nText;
  /** Permission code (SPEC §6); the button is hidden unless allowed. */
  permission?: string;
  /** For 'request': run on the record (`$row.<field>` in the body), then the record is read again. */
  request?: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: Record<string, string> };
  confirm?: I18nText;
  /** json-logic over the record: the button is shown only when true. */
  visibleWhen?: JsonLogic;
}

/** How a list page shows its records' sub tables (PageSchema.subTableView). */
export type SubTableView = 'panel' | 'expand';

export interface PageSchema {
  $id: string;
  kind: 'list' | 'form' | 'detail';
  title: I18nText;
  entity: string;
  /** Who may load the page instead of the entity's list code (in the entity's area). */
  permission?: string;
  api: {
    list?: string;
    queryById?: string;
    add?: string;
    edit?: string;
    delete?: string;
    deleteBatch?: string;
    exportXls?: string;
    importExcel?: string;
  };
  query?: QueryField[];
  columns?: ColumnDef[];
  toolbar?: ActionDef[];
  rowActions?: ActionDef[];
  /** Rows matching this json-logic cannot be selected. */
  rowDisabledWhen?: JsonLogic;
  /**
   * Rows matching `when` stand out (bold text), e.g. a reader's unread messages. A cue beside the
   * row's own columns, never instead of them: a column still says what the emphasis means.
   */
  rowEmphasis?: { when: JsonLogic };
  form?: {
    container: 'modal' | 'drawer' | 'page';
    width?: number;
    /** Field order and which fields appear; default all writable fields. */
    fields?: string[];
    /** Fields per row; wide widgets take a whole row and a narrow container shows fewer (ObjectFieldTemplate). */
    columns?: 1 | 2 | 3 | 4;
    /** `tabs`: main fields in a first tab (the entity's title), each sub table (editableTable) in its own tab. */
    layout?: 'grid' | 'tabs';
    /** A modal container that can be dragged by its title bar and toggled to full screen. */
    draggable?: boolean;
    /** Form pages: URL query parameter → the property it presets on a new record. */
    queryPresets?: Record<string, string>;
    /** The x-workflow transition 提交 runs on the saved record (保存草稿 only saves, and the draft stays open). */
    submitTransition?: string;
    /** Form pages: a new record starts with values a GET answers (property → key of the answer); read-only ones are shown disabled. */
    prefill?: { url: string; fields: Record<string, string> };
  };
  defaultSort?: { column: string; order: 'asc' | 'desc' };
  /** Show the advanced query button on a list (default true; the renderer adds it to the toolbar). */
  superQuery?: boolean;
  /** List pages: row checkboxes (default true); false also drops the toolbar's batchDelete and confirm actions. */
  selection?: boolean;
  /** List pages: a pager (default true); false reads up to MAX_PAGE_SIZE rows at once and says when there are more. */
  pagination?: boolean;
  /** Show the list as a tree, one level at a time: `parent` names the entity's parent-id property. */
  tree?: { parent: string };
  /**
   * List pages of an entity with x-sub-tables: a record's sub rows shown read-only without its form —
   * `panel` under the table for the chosen row (tabs, JeecgBoot's ERP theme), `expand` in the row's
   * expanded area (JeecgBoot's inner table; not with `tree`).
   */
  subTableView?: SubTableView;
  /** Detail pages: the groups of fields shown (default one group of the entity's visible fields). */
  groups?: DetailGroup[];
  /** Detail pages: where the record's id comes from. */
  record?: DetailRecordSource;
  /** Detail pages: the page's own buttons. */
  actions?: PageActionDef[];
  /** Detail pages of an entity with x-workflow: show the record's history timeline. */
  history?: boolean;
}
