/** How values travel between rows and spreadsheet cells, both ways, so an export re-imports. */
import type { ResolvedField } from '../../../shared/schema/registry';
import type { DictItems } from '../dict/dict-items';
import { dictText } from '../dict/dict-items';

const YES = { 'zh-CN': '是', 'en-US': 'Yes' } as const;
const NO = { 'zh-CN': '否', 'en-US': 'No' } as const;

const pad = (n: number) => String(n).padStart(2, '0');

function formatDateTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A row value as the text of an export cell (dictionary values as their text, booleans as 是/否). */
export function cellText(field: ResolvedField, value: unknown, dicts: DictItems, locale: 'zh-CN' | 'en-US'): string | number {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'boolean') return value ? YES[locale] : NO[locale];
  const code = field.schema['x-dict'];
  if (code) return String(value).split(',').map((v) => dictText(dicts[code], v, locale)).join(',');
  if (typeof value === 'number') return value;
  return String(value);
}

type CellValue = unknown;

/** exceljs cell values (rich text, hyperlinks, formulas, dates) as one primitive. */
export function plainCell(value: CellValue): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as { richText?: Array<{ text: string }>; text?: unknown; result?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if (v.result !== undefined) return plainCell(v.result);
    if (v.text !== undefined) return plainCell(v.text);
  }
  return null;
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
  const value = plainCell(raw);
  if (value === null || value === '') return undefined;
  const { type, format } = field.schema;
  if (value instanceof Date) {
    // Spreadsheet dates carry no zone: exceljs gives them as UTC.
    if (format === 'date') return utcDate(value);
    if (type === 'string') return `${utcDate(value)} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
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
  const code = field.schema['x-dict'];
  if (code) return text.split(',').map((t) => dictValue(dicts[code], t.trim())).join(',');
  return text;
}
