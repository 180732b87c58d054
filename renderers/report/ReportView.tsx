/**
 * An online report on screen (route /online/cgreport/:code): its search form, its rows in a paged,
 * sortable table with the totals row, and its chart (ChartPanel) over the rows shown. Everything
 * comes through the DataProvider (loadReport, loadReportRows); the view names no server path.
 */
import { Alert, Card, Table, Typography } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useRenderer } from '../context';
import { ChartPanel } from '../chart';
import { useText } from '../i18n/use-text';
import type { ReportMeta, ReportRow } from '../data/report-data';
import { cellText, reportTableColumns } from './report-columns';
import { ReportQueryForm } from './ReportQueryForm';
import { reportText } from './report-texts';
import { useReportMeta, useReportRows, type ReportQuery } from './use-report';
import { Loading } from '../Loading';

const ROW_KEY = '__rowKey';
const FIRST: ReportQuery = { filters: {}, pageNo: 1, pageSize: 10 };

function ReportChart({ meta, rows }: { meta: ReportMeta; rows: readonly ReportRow[] }) {
  const chart = meta.chart;
  const category = meta.columns.find((c) => c.dataIndex === chart?.category);
  const value = meta.columns.find((c) => c.dataIndex === chart?.value);
  if (!chart || !category || !value) return null;
  return (
    <ChartPanel
      title={`${meta.name} · ${value.title}`}
      kind={chart.kind}
      categories={rows.map((r) => cellText(category, r))}
      series={[{ name: value.title, data: rows.map((r) => Number(r[value.dataIndex] ?? 0)) }]}
    />
  );
}

export function ReportTableView({ meta }: { meta: ReportMeta }) {
  const t = useText();
  const { locale } = useRenderer();
  const idPrefix = useId();
  const [query, setQuery] = useState<ReportQuery>(FIRST);
  const { rows, loading } = useReportRows(meta, query);
  const columns = useMemo(() => reportTableColumns(meta.columns, true), [meta.columns]);
  const totals = rows.totals;
  // Report rows need not carry an id: each gets its position on the page as its key.
  const keyed = useMemo(() => rows.records.map((r, i) => ({ ...r, [ROW_KEY]: i })), [rows.records]);
  return (
    <>
      <ReportQueryForm
        meta={meta}
        idPrefix={idPrefix}
        onSearch={(filters) => setQuery((q) => ({ ...q, filters, pageNo: 1 }))}
      />
      <section aria-label={reportText(locale, 'rows')}>
        <Table<ReportRow>
          size="middle"
          rowKey={ROW_KEY}
          loading={loading}
          dataSource={keyed}
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: query.pageNo,
            pageSize: query.pageSize,
            total: rows.total,
            showSizeChanger: true,
            pageSizeOptions: ['10', '20', '30'],
            showTotal: (n) => t('total', { n }),
          }}
          onChange={(pagination, _filters, sorter) => {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            const column = one?.order ? String(one.field ?? one.columnKey ?? '') : undefined;
            setQuery((q) => ({
              ...q,
              pageNo: pagination.current ?? 1,
              pageSize: pagination.pageSize ?? q.pageSize,
              column,
              order: one?.order === 'ascend' ? 'asc' : one?.order === 'descend' ? 'desc' : undefined,
            }));
          }}
          summary={
            totals
              ? () => (
                  <Table.Summary.Row>
                    {meta.columns.map((c, i) => (
                      <Table.Summary.Cell key={c.dataIndex} index={i} align={c.numeric ? 'right' : 'left'}>
                        {i === 0 && !(c.dataIndex in totals)
                          ? reportText(locale, 'totals')
                          : c.dataIndex in totals
                            ? String(totals[c.dataIndex])
                            : ''}
                      </Table.Summary.Cell>
                    ))}
                  </Table.Summary.Row>
                )
              : undefined
          }
        />
      </section>
      <ReportChart meta={meta} rows={rows.records} />
    </>
  );
}

export function ReportView({ code }: { code: string }) {
  const { locale } = useRenderer();
  const t = useText();
  const { meta, error, loading } = useReportMeta(code);
  if (loading) return <Loading style={{ display: 'block', padding: 48 }} label={t('loading')} />;
  if (!meta) return <Alert type="error" showIcon title={error || reportText(locale, 'notFound')} />;
  return (
    <Card>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {meta.name}
      </Typography.Title>
      <ReportTableView meta={meta} />
    </Card>
  );
}
