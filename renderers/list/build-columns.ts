/**
 * The page's columns as antd column descriptions (SPEC §9): width 120 by default, 200 for
 * date-times, at least 135 for dates (a page's explicit width wins, dates never below 135);
 * dictionary text from `<field>_dictText` or the dictionary; dates as YYYY-MM-DD; images as a
 * thumbnail; files by their original names; text in the locale's `x-i18n-field` when it holds any; cells shortened to 12
 * characters with the full text in a tooltip.
 */
import type { ColumnDef, EntitySchema, Locale } from '../../src/shared/schema/types';
import type { DictItem } from '../context';
import { fieldOf, localisedValue, valueKind } from '../schema-text';
import { dictTextOf } from '../widgets/dict-text';
import { splitIds } from '../widgets/use-remote-list';
import { fileNamesKey, namedFiles } from '../../src/shared/schema/file-names';
import dayjs from 'dayjs';
import { truncateText } from '../../src/shared/text/truncate-display';

export const DEFAULT_COLUMN_WIDTH = 120;
export const DATETIME_COLUMN_WIDTH = 200;
export const DATE_COLUMN_MIN_WIDTH = 135;
export const CELL_ELLIPSIS = 12;

export type Row = Record<string, unknown> & { id?: string };

export interface ColumnModel {
  key: string;
  dataIndex: string;
  title: string;
  width: number;
  sorter: boolean;
  link?: string;
  /** The text a cell shows and, when shortened, the full text; for image fields the stored path. */
  cell(row: Row): CellModel;
}

export interface CellModel {
  text: string;
  full?: string;
  /** Stored path of an image to show as a thumbnail instead of the text. */
  image?: string;
  /** A file field's stored value and the names its files were uploaded under: shown as download links. */
  files?: { value: unknown; names: unknown };
}

/** Fields whose stored value is an uploaded image path. */
function isImageField(entity: EntitySchema, name: string): boolean {
  const widget = fieldOf(entity, name)?.['x-widget'];
  // avatarCrop stores one uploaded picture's path, as image does.
  return widget === 'image' || widget === 'avatarCrop';
}

export function columnWidth(def: ColumnDef, entity: EntitySchema): number {
  const kind = valueKind(fieldOf(entity, def.field));
  if (kind === 'datetime') return def.width ?? DATETIME_COLUMN_WIDTH;
  if (kind === 'date') return Math.max(def.width ?? DATE_COLUMN_MIN_WIDTH, DATE_COLUMN_MIN_WIDTH);
  return def.width ?? DEFAULT_COLUMN_WIDTH;
}

function rawText(
  def: ColumnDef,
  entity: EntitySchema,
  row: Row,
  dicts: Record<string, DictItem[]>,
  locale: Locale,
): string {
  const field = fieldOf(entity, def.field);
  const value = localisedValue(entity, row, def.field, locale);
  const kind = valueKind(field);
  // The server's own display text of a value (dictionaries, or names of stored codes such as business types).
  const given = row[`${def.field}_dictText`];
  if (typeof given === 'string' && given !== '') return given;
  // Uploaded files by the names they were uploaded under, not their stored paths.
  if (field?.['x-widget'] === 'file') {
    return namedFiles(splitIds(value), row[fileNamesKey(def.field)])
      .map((f) => f.name)
      .join(', ');
  }
  if (kind === 'dict') {
    return dictTextOf(dicts[field?.['x-dict'] ?? ''], value, locale);
  }
  if (value === undefined || value === null) return '';
  if (kind === 'date') return String(value).slice(0, 10);
  if (kind === 'datetime') {
    const d = dayjs(String(value));
    return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : String(value);
  }
  if (kind === 'switch')
    return value === 'Y'
      ? locale === 'en-US'
        ? 'Yes'
        : '是'
      : value === 'N'
        ? locale === 'en-US'
          ? 'No'
          : '否'
        : String(value);
  if (kind === 'boolean')
    return value ? (locale === 'en-US' ? 'Yes' : '是') : locale === 'en-US' ? 'No' : '否';
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'object') return '';
  return String(value);
}

export function buildColumns(
  defs: readonly ColumnDef[],
  entity: EntitySchema,
  dicts: Record<string, DictItem[]>,
  locale: Locale,
  t: (text: ColumnDef['title']) => string,
): ColumnModel[] {
  return defs
    .filter((def) => fieldOf(entity, def.field) !== undefined)
    .map((def) => {
      const field = fieldOf(entity, def.field);
      const kind = valueKind(field);
      const dated = kind === 'date' || kind === 'datetime';
      const limit =
        def.ellipsis === false || (dated && def.ellipsis === undefined)
          ? Infinity
          : typeof def.ellipsis === 'number'
            ? def.ellipsis
            : CELL_ELLIPSIS;
      return {
        key: def.field,
        dataIndex: def.field,
        title: t(def.title ?? field?.title),
        width: columnWidth(def, entity),
        sorter: def.sorter ?? false,
        link: def.link,
        cell(row: Row): CellModel {
          if (isImageField(entity, def.field)) {
            const path = row[def.field];
            // A multi-image field stores a comma list: the first one is the thumbnail.
            const first = typeof path === 'string' ? (path.split(',')[0] ?? '').trim() : '';
            return first ? { text: '', image: first } : { text: '' };
          }
          const text = rawText(def, entity, row, dicts, locale);
          if (field?.['x-widget'] === 'file' && text !== '')
            return { text, files: { value: row[def.field], names: row[fileNamesKey(def.field)] } };
          const short = truncateText(text, limit);
          return short.truncated ? { text: short.text, full: text } : { text };
        },
      };
    });
}

/** Sum of the columns' widths: the table scrolls sideways past it instead of squeezing columns. */
export function tableScrollWidth(widths: readonly number[]): number {
  return widths.reduce((sum, w) => sum + w, 0);
}

/**
 * Width of the row-actions column so its links fit on one line: about 14 px per CJK character,
 * 8 px per other character, 17 px per divider, 32 px of cell padding; never under 120.
 */
export function actionsColumnWidth(labels: readonly string[]): number {
  const textWidth = (label: string) =>
    [...label].reduce((w, ch) => w + (/[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 14 : 8), 0);
  const links = labels.reduce((w, l) => w + textWidth(l), 0);
  return Math.max(120, Math.ceil(links + Math.max(0, labels.length - 1) * 17 + 32));
}
