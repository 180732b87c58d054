/**
 * What a list page's `subTableView` shows of a record: one read-only section per x-sub-tables entry,
 * titled by the sub property and with the columns of its editable table (`x-widget-options.columns`,
 * else its items schema), and the text of a cell as a reader wants it (the server's `_dictText`,
 * option or dictionary text, 是/否 for checkboxes).
 */
import type { EntitySchema, I18nText, Locale, PageSchema } from '../../src/shared/schema/types';
import { subTablesOf } from '../../src/shared/schema/sub-tables';
import type { DictItem } from '../context';
import { columnsFromItems, normaliseColumns } from '../editable-table/columns';
import type { Column, ColumnSpec } from '../editable-table/types';
import type { TextFn } from '../i18n/use-text';
import { dictTextOf } from '../widgets/dict-text';
import type { Row } from './build-columns';

export interface SubTableSection {
  /** The main entity's property holding the rows (queryById answers them under it). */
  property: string;
  title: I18nText;
  columns: Column[];
}

export function subTableSections(entity: EntitySchema): SubTableSection[] {
  return subTablesOf(entity).flatMap((spec) => {
    const field = entity.properties[spec.property];
    if (!field) return [];
    const options = field['x-widget-options'] as { columns?: ColumnSpec[] } | undefined;
    const columns = options?.columns?.length
      ? normaliseColumns(options.columns)
      : columnsFromItems(field.items);
    return [
      { property: spec.property, title: field.title, columns: columns.filter((c) => c.type !== 'hidden') },
    ];
  });
}

/** The dictionaries the sections' columns name. */
export function sectionDictCodes(sections: readonly SubTableSection[]): string[] {
  return sections.flatMap((s) =>
    s.columns.map((c) => c.dictCode).filter((c): c is string => typeof c === 'string'),
  );
}

export function subCellText(
  column: Column,
  row: Row,
  dicts: Record<string, DictItem[]>,
  locale: Locale,
  t: (text: I18nText | undefined) => string,
  text: TextFn,
): string {
  const given = row[`${column.key}_dictText`];
  if (typeof given === 'string' && given !== '') return given;
  const value = row[column.key];
  if (value === undefined || value === null || value === '') return '';
  if (column.dictCode) return dictTextOf(dicts[column.dictCode], value, locale);
  if (column.options?.length) {
    return String(value)
      .split(',')
      .map((v) => {
        const option = column.options?.find((o) => o.value === v);
        return option ? t(option.text ?? option.title ?? option.value) : v;
      })
      .join(',');
  }
  if (column.type === 'checkbox') {
    const checked = column.customValue ? value === column.customValue[0] : value === true;
    return text(checked ? 'yes' : 'no');
  }
  if (Array.isArray(value)) return value.map(String).join(',');
  if (typeof value === 'object') return '';
  return String(value);
}

/** How a main record is named in headings and button labels: its first listed column with a value, else its id. */
export function recordName(page: PageSchema, row: Row): string {
  for (const column of page.columns ?? []) {
    const given = row[`${column.field}_dictText`];
    const value = typeof given === 'string' && given !== '' ? given : row[column.field];
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') return String(value);
  }
  return String(row.id ?? '');
}
