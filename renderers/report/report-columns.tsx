/**
 * A report's columns as antd Table columns: dictionary texts (`<key>_dictText`), numbers right
 * aligned, and in-app links whose `{key}` placeholders take the row's values (encoded).
 */
import type { TableColumnsType } from 'antd';
import type { ReportColumnInfo, ReportRow } from '../data/report-data';

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** An in-app path with the row's values in place of `{key}`; undefined for anything but a path. */
export function linkOf(href: string, row: ReportRow): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  return href.replace(/\{([A-Za-z0-9_]+)\}/g, (_, key: string) => encodeURIComponent(text(row[key])));
}

export function cellText(column: ReportColumnInfo, row: ReportRow): string {
  if (column.customRender) {
    const shown = row[`${column.dataIndex}_dictText`];
    if (shown !== undefined && shown !== '') return text(shown);
  }
  return text(row[column.dataIndex]);
}

export function reportTableColumns(
  columns: readonly ReportColumnInfo[],
  sortable: boolean,
): TableColumnsType<ReportRow> {
  return columns.map((c) => ({
    key: c.dataIndex,
    dataIndex: c.dataIndex,
    title: c.title,
    width: c.width,
    align: c.numeric ? 'right' : 'left',
    sorter: sortable,
    render: (_: unknown, row: ReportRow) => {
      const shown = cellText(c, row);
      const link = c.href ? linkOf(c.href, row) : undefined;
      return link ? <a href={link}>{shown}</a> : shown;
    },
  }));
}
