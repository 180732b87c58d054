/**
 * An online form definition as the API and the other online helpers see it: JeecgBoot's camelCase
 * names (reference/jeecg.md §3, OnlCgformHead / OnlCgformField / OnlCgformIndex). The tables
 * (migration 0320) hold the same values in snake_case columns.
 */

/** 1 single table, 2 main table, 3 sub table (JeecgBoot's tableType). */
export type CgformTableType = 1 | 2 | 3;
/** Yes/no flags of the head use JeecgBoot's 'Y' | 'N'. */
export type YesNo = 'Y' | 'N';
/** Flags of a field use JeecgBoot's 0 | 1. */
export type ZeroOne = 0 | 1;

export interface CgformHead {
  id: string;
  tableName: string;
  tableTxt: string;
  tableTxtEn: string | null;
  tableType: CgformTableType;
  /** For a sub table: 0 one-to-many, 1 one-to-one. */
  relationType: 0 | 1 | null;
  isTree: YesNo;
  /** For a tree: the field holding the parent id. */
  treeParentIdField: string | null;
  themeTemplate: 'normal' | 'erp' | 'tab' | 'innerTable';
  /** Columns per row of the form, 1..4. */
  formTemplate: 1 | 2 | 3 | 4;
  isCheckbox: YesNo;
  isPage: YesNo;
  queryMode: 'single' | 'group';
  /** Bumped on every edit of the definition. */
  tableVersion: number;
  /** The version last published (onl_cgform_version), null before the first publish. */
  publishedVersion: number | null;
  /** The version whose table the database has (F10b's sync), null before the first sync. */
  syncedVersion: number | null;
}

export type CgformDbType = 'string' | 'int' | 'double' | 'decimal' | 'date' | 'datetime' | 'text';

export interface CgformField {
  id: string;
  cgformHeadId: string;
  dbFieldName: string;
  /** The name at the last sync (the rename source), JeecgBoot's dbFieldNameOld. */
  dbFieldNameOld: string | null;
  dbFieldTxt: string;
  dbFieldTxtEn: string | null;
  dbType: CgformDbType;
  dbLength: number;
  dbPointLength: number;
  /** A plain value, #{sysUserCode}, #{sysOrgCode} or #{date}; nothing else (a numbering rule ${rule} is refused: none exists yet). */
  dbDefaultVal: string | null;
  dbIsNull: ZeroOne;
  dbIsKey: ZeroOne;
  fieldShowType: string;
  fieldMustInput: ZeroOne;
  /** A built-in pattern code, 'only' (unique) or a regular expression. */
  fieldValidType: string | null;
  fieldValidMsg: string | null;
  /** Code of a check rule (编码校验规则) the values must pass: the field schema's x-check-rule. */
  checkRuleCode: string | null;
  dictField: string | null;
  /** A registered entity id (never free SQL) whose dictText/dictField columns are the options. */
  dictTable: string | null;
  dictText: string | null;
  isShowList: ZeroOne;
  isShowForm: ZeroOne;
  isQuery: ZeroOne;
  queryMode: 'single' | 'group';
  isReadOnly: ZeroOne;
  sortFlag: ZeroOne;
  orderNum: number;
  /** For a sub table's foreign key field: the main table and its field. */
  mainTable: string | null;
  mainField: string | null;
  /** JSON text of json-logic rules (the renderer's x-linkage). */
  linkage: string | null;
  popupCode: string | null;
  popupOrigin: string | null;
  popupDest: string | null;
}

export interface CgformIndex {
  id: string;
  cgformHeadId: string;
  indexName: string;
  /** Comma-joined field names. */
  indexField: string;
  indexType: 'normal' | 'unique';
}

export interface CgformDefinition {
  head: CgformHead;
  fields: CgformField[];
  indexes: CgformIndex[];
}
