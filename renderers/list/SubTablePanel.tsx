/**
 * A main record's sub tables, read-only, as a list page's `subTableView` shows them: `tabs` (the panel
 * under the table, one tab per sub table) or `stack` (a row's expanded area, each table under its
 * title). A sub table the reader may not list is not in queryById's answer, so it is not shown.
 */
import { Alert, Table, Tabs, Typography } from 'antd';
import { useId, useMemo } from 'react';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';
import { AuthImage } from '../widgets/AuthImage';
import { useDicts } from '../widgets/use-dict';
import type { Row } from './build-columns';
import { sectionDictCodes, subCellText, type SubTableSection } from './sub-table-sections';
import type { SubRecordState } from './use-sub-records';
import './sub-table-view.css';

const THUMBNAIL_SIZE = 32;

interface SubRowsTableProps {
  section: SubTableSection;
  rows: Row[] | undefined;
  loading: boolean;
  dicts: ReturnType<typeof useDicts>;
}

function SubRowsTable({ section, rows, loading, dicts }: SubRowsTableProps) {
  const { locale, t } = useRenderer();
  const text = useText();
  const columns = useMemo(
    () =>
      section.columns.map((c) => ({
        key: c.key,
        title: t(c.title),
        width: c.width,
        render: (_v: unknown, row: Row) => {
          const path = row[c.key];
          if (c.type === 'image' && typeof path === 'string' && path !== '') {
            return <AuthImage path={(path.split(',')[0] ?? '').trim()} size={THUMBNAIL_SIZE} />;
          }
          return subCellText(c, row, dicts, locale, t, text);
        },
      })),
    [section.columns, dicts, locale, t, text],
  );
  return (
    <Table<Row>
      rowKey={(row) => String(row.id ?? '')}
      size="small"
      bordered
      loading={loading}
      dataSource={rows ?? []}
      columns={columns}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}

export interface SubRecordViewProps {
  sections: readonly SubTableSection[];
  state: SubRecordState | undefined;
  layout: 'tabs' | 'stack';
}

/** The sub tables of one record (or their loading, or why they are not there). */
export function SubRecordView({ sections, state, layout }: SubRecordViewProps) {
  const { t } = useRenderer();
  const text = useText();
  const dicts = useDicts(useMemo(() => sectionDictCodes(sections), [sections]));
  const headingBase = useId();
  if (state?.status === 'failed') {
    return <Alert type="warning" showIcon message={state.message || text('subTablesFailed')} />;
  }
  const record = state?.status === 'loaded' ? state.record : undefined;
  const loading = record === undefined;
  const shown = loading ? sections : sections.filter((s) => Array.isArray(record[s.property]));
  if (shown.length === 0) return <Typography.Text type="secondary">{text('subTablesNone')}</Typography.Text>;
  const table = (s: SubTableSection) => (
    <SubRowsTable
      section={s}
      rows={record?.[s.property] as Row[] | undefined}
      loading={loading}
      dicts={dicts}
    />
  );
  if (layout === 'tabs') {
    return <Tabs items={shown.map((s) => ({ key: s.property, label: t(s.title), children: table(s) }))} />;
  }
  return (
    <div className="renderer-sub-table-stack">
      {shown.map((s, i) => (
        <section key={s.property} aria-labelledby={`${headingBase}-${i}`}>
          <h2 id={`${headingBase}-${i}`} className="renderer-sub-table-title">
            {t(s.title)}
          </h2>
          {table(s)}
        </section>
      ))}
    </div>
  );
}

export interface SubTablePanelProps {
  sections: readonly SubTableSection[];
  /** The chosen main record's name, or undefined while none is chosen. */
  recordName: string | undefined;
  state: SubRecordState | undefined;
}

/** The panel under the list (JeecgBoot's ERP theme): the chosen record's sub tables in tabs. */
export function SubTablePanel({ sections, recordName, state }: SubTablePanelProps) {
  const text = useText();
  const headingId = useId();
  return (
    <section className="renderer-sub-table-panel" aria-labelledby={headingId}>
      {/* Polite: choosing a row announces whose sub tables now show. */}
      <h2 id={headingId} className="renderer-sub-table-heading" aria-live="polite">
        {recordName === undefined ? text('subTablesTitle') : text('subTablesOf', { name: recordName })}
      </h2>
      {recordName === undefined ? (
        <Typography.Text type="secondary">{text('subTablesChooseMain')}</Typography.Text>
      ) : (
        <SubRecordView sections={sections} state={state} layout="tabs" />
      )}
    </section>
  );
}
