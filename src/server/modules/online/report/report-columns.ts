/**
 * The report form edits the columns in an editable table (flat rows: title and titleEn) while the
 * definition keeps them as ReportColumn (title { zh-CN, en-US }). These two functions map between.
 */
import type { ReportColumn } from '../../../../shared/online-report/types';

export type ColumnRow = Record<string, unknown>;

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;

export function rowToColumn(row: ColumnRow): ReportColumn {
  const title = str(row.title) ?? '';
  const width =
    typeof row.width === 'number'
      ? row.width
      : typeof row.width === 'string' && row.width !== ''
        ? Number(row.width)
        : undefined;
  const aggregate = str(row.aggregate);
  return {
    key: str(row.key) ?? '',
    ...(str(row.field) ? { field: str(row.field) } : {}),
    title: { 'zh-CN': title, 'en-US': str(row.titleEn) ?? title },
    ...(width !== undefined ? { width } : {}),
    ...(str(row.dict) ? { dict: str(row.dict) } : {}),
    ...(str(row.link) ? { link: str(row.link) } : {}),
    ...(row.total === true || row.total === 'true' ? { total: true } : {}),
    ...(aggregate ? { aggregate: aggregate as ReportColumn['aggregate'] } : {}),
    ...(row.hidden === true ? { hidden: true } : {}),
  };
}

export function columnToRow(column: ReportColumn, index: number): ColumnRow {
  return {
    // A stable row id for the editable table (32 characters, as its ids are).
    id: `col${String(index).padStart(3, '0')}${column.key}`.padEnd(32, '0').slice(0, 32),
    key: column.key,
    field: column.field,
    title: column.title['zh-CN'],
    titleEn: column.title['en-US'],
    width: column.width,
    dict: column.dict,
    link: column.link,
    total: column.total === true,
    aggregate: column.aggregate,
  };
}
