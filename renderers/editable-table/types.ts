/**
 * The editable table's column model (SPEC §3 "Editable table column") as schemas give it in
 * `x-widget-options.columns`, and the row shape the table edits: plain objects keyed by column.
 */
import type { I18nText } from '../../src/shared/schema/types';

export const CELL_TYPES = [
  'normal',
  'input',
  'inputNumber',
  'checkbox',
  'select',
  'date',
  'datetime',
  'time',
  'upload',
  'file',
  'image',
  'popup',
  'list_multi',
  'sel_search',
  'sel_search_async',
  'radio',
  'checkbox_meta',
  'input_pop',
  'textarea',
  'sel_depart',
  'sel_user',
  'slot',
  'hidden',
] as const;

export type CellType = (typeof CELL_TYPES)[number];

/** One choice of a select-like cell; `pid` ties it to the value of the column named by `linkageKey`. */
export interface CellOption {
  value: string;
  text?: I18nText;
  title?: I18nText;
  pid?: string;
}

/** A validation rule of a cell (SPEC §5 "Cell rules"; JeecgBoot's validateRules). */
export interface CellRule {
  required?: boolean;
  /** 'only' (or unique: true): the value may occur once in the column. */
  unique?: boolean;
  /** A built-in pattern code (n6-16, *6-16, s6-18, url, e, m, p, s, n, z, *, money) or a regular expression. */
  pattern?: string;
  /** Name of an async check the app passes to the table (`validators`). */
  handler?: string;
  message?: I18nText;
}

/** A column as a schema writes it; `key` or `field` names the row property. */
export interface ColumnSpec {
  key?: string;
  field?: string;
  title?: I18nText;
  type?: CellType;
  width?: number;
  placeholder?: I18nText;
  options?: CellOption[];
  dictCode?: string;
  defaultValue?: unknown;
  defaultChecked?: boolean;
  /** Checkbox values [checked, unchecked] (default true / false). */
  customValue?: [unknown, unknown];
  validateRules?: CellRule[];
  /** Totals shown in the statistics row. */
  statistics?: Array<'sum' | 'average'> | boolean;
  disabled?: boolean;
  /**
   * Per value of this cell, other cells of the row it fills when the user picks that value
   * (a type select giving its length and decimals their usual defaults).
   */
  valueSets?: Record<string, Record<string, unknown>>;
  /** The column whose value filters this select's options (options carry `pid`). */
  linkageKey?: string;
  /** Name of a renderer passed in by the app (slot cells). */
  slotName?: string;
  /** Remove confirmation for the table (allowRemove false hides the remove action). */
  allowRemove?: boolean;
  /** Popup cells: the report code, the fields read from the picked record and where they go. */
  popupCode?: string;
  /** Popup cells: the button's text while empty. */
  btnText?: string;
  orgFields?: string;
  destFields?: string;
  /** Select cells: a typed value that is no option may be taken as the value (JVxeTable allowInput). */
  allowInput?: boolean;
  /** Select and multi-select cells: typing filters the options (JVxeTable allowSearch). */
  allowSearch?: boolean;
  /** File and image cells: each stored file offers a download (default true). */
  allowDownload?: boolean;
  /** Clicking the header sorts the rows by this column, ascending then descending. */
  sorter?: boolean;
  /** A number column holding the row order: a new row gets the column's largest value plus one. */
  isOrder?: boolean;
  /** File and image cells: accepted extensions (without the dot) and the largest file in bytes. */
  accept?: string[];
  maxSize?: number;
  /** Extra options handed to the registry widget a cell renders (file/image/user/department…). */
  props?: Record<string, unknown>;
  /** `uploadnum`: how many files a file or image cell holds. */
  fieldExtendJson?: { store?: string; text?: string; multiSelect?: boolean; uploadnum?: number };
}

/** A column after normalisation: a key, a type and a width always. */
export interface Column extends ColumnSpec {
  key: string;
  type: CellType;
  width: number;
  title: I18nText;
}

export type Row = Record<string, unknown> & { id?: string };

/** Per cell: the first failing rule's message, absent when the cell is valid. */
export type RowErrors = Readonly<Record<string, string>>;

/** An async cell check: resolves with a message when the value is refused, else undefined. */
export type CellValidator = (value: unknown, row: Row, column: Column) => Promise<string | undefined>;
