/** How values travel between rows and spreadsheet cells, both ways, so an export re-imports. */
import type { ResolvedField } from '../../../../shared/schema/registry';
import type { DictItems } from '../../dict/dict-items';
import { dictText } from '../../dict/dict-items';
import { CATALOGUE } from '../../../../shared/messages/catalogue';
import { schemaKeyword, X_DICT } from '../../../../shared/schema/keywords';

const YES = CATALOGUE.yes;
const NO = CATALOGUE.no;

const pad = (n: number) => String(n).padStart(2, '0');

/** What a spreadsheet may read as the start of a formula (OWASP CSV injection guidance). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text an export writes: a value a spreadsheet could take for a formula gets a leading single
 * quote, as OWASP advises, so it stays readable text wherever the file is opened or re-saved.
 */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The quote `neutralise` added is taken off again on import, so an export re-imports as it was. */
export function unquote(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

function formatDateTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A row value as the text of an export cell (dictionary values as their text, booleans as 是/否). */
export function cellText(
  field: ResolvedField,
  value: unknown,
  dicts: DictItems,
  locale: 'zh-CN' | 'en-US',
): string | number {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'boolean') return value ? YES[locale] : NO[locale];
  const code = schemaKeyword(field.schema, X_DICT);
  if (code)
    return neutralise(
      String(value)
        .split(',')
        .map((v) => dictText(dicts[code], v, locale))
        .join(','),
    );
  if (typeof value === 'number') return value;
  return neutralise(String(value));
}

type CellValue = unknown;
type Plain = string | number | boolean | Date | null;

/**
 * A formula cell as the import sees it: only the value the spreadsheet last computed (`result`,
 * null when the file holds none) is ever read; the formula itself is never evaluated or stored.
 */
export interface FormulaCell {
  formula: true;
  result: Plain;
}

export function isFormulaCell(value: CellValue): value is FormulaCell {
  return typeof value === 'object' && value !== null && (value as { formula?: unknown }).formula === true;
}

/** A formula cell whose file holds no computed value: the row is refused rather than guessed. */
export function isUnreadFormula(value: CellValue): boolean {
  return isFormulaCell(value) && (value.result === null || value.result === '');
}

/** exceljs cell values (rich text, hyperlinks, formulas, dates) as one primitive. */
export function plainCell(value: CellValue): Plain {
  if (value === null || value === undefined) return null;
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date
  )
    return value;
  if (typeof value === 'object') {
    const v = value as { richText?: Array<{ text: string }>; text?: unknown; result?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if (v.result !== undefined) return plainCell(v.result);
    if (v.text !== undefined) return plainCell(v.text);
  }
  return null;
}

/**
 * A cell as it may cross to the main thread: formulas (exceljs `formula`/`sharedFormula`) become a
 * FormulaCell holding only their cached result; everything else its primitive.
 */
/** A header cell's text as the import matches it against the fields' names and titles. */
export function headerLabel(cell: unknown): string {
  return String(plainCell(cell) ?? '').trim();
}

export function sheetCell(value: CellValue): Plain | FormulaCell {
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    const v = value as { formula?: unknown; sharedFormula?: unknown; result?: unknown };
    if (v.formula !== undefined || v.sharedFormula !== undefined)
      return { formula: true, result: plainCell(v.result) };
  }
  return plainCell(value);
}

function utcDate(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function dictValue(items: DictItems[string] | undefined, text: string): string {
  const item = items?.find((i) => i.value === text || i.text === text || i.textEn === text);
  return item ? item.value : text;
}

/** A cell as the field's input value; what cannot be converted is passed on for ajv to refuse. */
export function cellToInput(field: ResolvedField, raw: CellValue, dicts: DictItems): unknown {
  const plain = plainCell(raw);
  if (plain === null || plain === '') return undefined;
  const value = typeof plain === 'string' ? unquote(plain) : plain;
  const { type, format } = field.schema;
  if (value instanceof Date) {
    // Spreadsheet dates carry no zone: exceljs gives them as UTC.
    if (format === 'date') return utcDate(value);
    if (type === 'string')
      return `${utcDate(value)} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
    return value.toISOString();
  }
  if (type === 'integer' || type === 'number') {
    if (typeof value === 'number') return value;
    const text = String(value).trim();
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  }
  if (type === 'boolean') {
    const text = String(value).trim().toLowerCase();
    if (['true', '1', '是', 'yes'].includes(text)) return true;
    if (['false', '0', '否', 'no'].includes(text)) return false;
    return text;
  }
  const text = String(value).trim();
  const code = schemaKeyword(field.schema, X_DICT);
  if (code)
    return text
      .split(',')
      .map((t) => dictValue(dicts[code], t.trim()))
      .join(',');
  return text;
}
