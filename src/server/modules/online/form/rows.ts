/** onl_cgform_* rows ↔ the definition's camelCase shape (definition-types.ts). */
import type { Selectable } from 'kysely';
import type { OnlCgformFieldTable, OnlCgformHeadTable, OnlCgformIndexTable } from '../../../db/types';
import type { CgformField, CgformHead, CgformIndex } from './definition-types';
import type { FieldDraft, HeadDraft, IndexDraft } from './normalize';

type HeadRow = Selectable<OnlCgformHeadTable>;
type FieldRow = Selectable<OnlCgformFieldTable>;
type IndexRow = Selectable<OnlCgformIndexTable>;

export function headOf(row: HeadRow): CgformHead {
  return {
    id: row.id,
    tableName: row.table_name,
    tableTxt: row.table_txt,
    tableTxtEn: row.table_txt_en,
    tableType: row.table_type as CgformHead['tableType'],
    relationType: row.relation_type as CgformHead['relationType'],
    isTree: row.is_tree === 'Y' ? 'Y' : 'N',
    treeParentIdField: row.tree_parent_id_field,
    themeTemplate: row.theme_template as CgformHead['themeTemplate'],
    formTemplate: row.form_template as CgformHead['formTemplate'],
    isCheckbox: row.is_checkbox === 'N' ? 'N' : 'Y',
    isPage: row.is_page === 'N' ? 'N' : 'Y',
    queryMode: row.query_mode === 'group' ? 'group' : 'single',
    tableVersion: row.table_version,
    publishedVersion: row.published_version,
    syncedVersion: row.synced_version,
  };
}

const flag = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

export function fieldOf(row: FieldRow): CgformField {
  return {
    id: row.id,
    cgformHeadId: row.cgform_head_id,
    dbFieldName: row.db_field_name,
    dbFieldNameOld: row.db_field_name_old,
    dbFieldTxt: row.db_field_txt,
    dbFieldTxtEn: row.db_field_txt_en,
    dbType: row.db_type as CgformField['dbType'],
    dbLength: row.db_length,
    dbPointLength: row.db_point_length,
    dbDefaultVal: row.db_default_val,
    dbIsNull: flag(row.db_is_null),
    dbIsKey: flag(row.db_is_key),
    fieldShowType: row.field_show_type,
    fieldMustInput: flag(row.field_must_input),
    fieldValidType: row.field_valid_type,
    fieldValidMsg: row.field_valid_msg,
    checkRuleCode: row.check_rule_code,
    dictField: row.dict_field,
    dictTable: row.dict_table,
    dictText: row.dict_text,
    isShowList: flag(row.is_show_list),
    isShowForm: flag(row.is_show_form),
    isQuery: flag(row.is_query),
    queryMode: row.query_mode === 'group' ? 'group' : 'single',
    isReadOnly: flag(row.is_read_only),
    sortFlag: flag(row.sort_flag),
    orderNum: row.order_num,
    mainTable: row.main_table,
    mainField: row.main_field,
    linkage: row.linkage,
    popupCode: row.popup_code,
    popupOrigin: row.popup_origin,
    popupDest: row.popup_dest,
  };
}

export function indexOf(row: IndexRow): CgformIndex {
  return {
    id: row.id,
    cgformHeadId: row.cgform_head_id,
    indexName: row.index_name,
    indexField: row.index_field,
    indexType: row.index_type === 'unique' ? 'unique' : 'normal',
  };
}

export function headColumns(head: HeadDraft) {
  return {
    table_name: head.tableName,
    table_txt: head.tableTxt,
    table_txt_en: head.tableTxtEn,
    table_type: head.tableType,
    relation_type: head.relationType,
    is_tree: head.isTree,
    tree_parent_id_field: head.treeParentIdField,
    theme_template: head.themeTemplate,
    form_template: head.formTemplate,
    is_checkbox: head.isCheckbox,
    is_page: head.isPage,
    query_mode: head.queryMode,
  };
}

export function fieldColumns(field: FieldDraft, orderNum: number) {
  return {
    db_field_name: field.dbFieldName,
    db_field_name_old: field.dbFieldNameOld,
    db_field_txt: field.dbFieldTxt,
    db_field_txt_en: field.dbFieldTxtEn,
    db_type: field.dbType,
    db_length: field.dbLength,
    db_point_length: field.dbPointLength,
    db_default_val: field.dbDefaultVal,
    db_is_null: field.dbIsNull,
    db_is_key: field.dbIsKey,
    field_show_type: field.fieldShowType,
    field_must_input: field.fieldMustInput,
    field_valid_type: field.fieldValidType,
    field_valid_msg: field.fieldValidMsg,
    check_rule_code: field.checkRuleCode,
    dict_field: field.dictField,
    dict_table: field.dictTable,
    dict_text: field.dictText,
    is_show_list: field.isShowList,
    is_show_form: field.isShowForm,
    is_query: field.isQuery,
    query_mode: field.queryMode,
    is_read_only: field.isReadOnly,
    sort_flag: field.sortFlag,
    order_num: orderNum,
    main_table: field.mainTable,
    main_field: field.mainField,
    linkage: field.linkage,
    popup_code: field.popupCode,
    popup_origin: field.popupOrigin,
    popup_dest: field.popupDest,
  };
}

export function indexColumns(index: IndexDraft) {
  return { index_name: index.indexName, index_field: index.indexField, index_type: index.indexType };
}
