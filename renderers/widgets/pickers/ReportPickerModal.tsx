/**
 * The popup picker's modal (JPopup, SPEC §2/§9: width 1200): the report's search form and its rows
 * in a paged table to choose one (radio) or several (checkbox) from. 确定 in single mode with none
 * chosen says 请选择一条记录 (SPEC §5); otherwise it hands the chosen rows back.
 */
import { Table } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useRenderer } from '../../context';
import { useFeedback } from '../../feedback';
import { useText } from '../../i18n/use-text';
import type { ReportMeta, ReportRow } from '../../data/report-data';
import { cellText, reportTableColumns } from '../../report/report-columns';
import { ReportQueryForm } from '../../report/ReportQueryForm';
import type { ReportSource } from '../../report/cached-report-source';
import { useReportRows, type ReportQuery } from '../../report/use-report';
import { PickerModal } from './picker-table';
import { popupText } from './popup-texts';

export const POPUP_WIDTH = 1200;

const FIRST: ReportQuery = { filters: {}, pageNo: 1, pageSize: 10 };

export interface ReportPickerModalProps {
  meta: ReportMeta;
  multi: boolean;
  /** Where the rows come from (the popup's 30 s cache); the provider when absent. */
  source?: ReportSource;
  onOk(rows: ReportRow[]): void;
  onCancel(): void;
}

/** A row's key within the report: its id when the report shows one, else its values. */
function rowKey(row: ReportRow): string {
  return typeof row.id === 'string' ? row.id : JSON.stringify(row);
}

export function ReportPickerModal({ meta, multi, source, onOk, onCancel }: ReportPickerModalProps) {
  const t = useText();
  const { locale } = useRenderer();
  const feedback = useFeedback();
  const idPrefix = useId();
  const [query, setQuery] = useState<ReportQuery>(FIRST);
  const { rows, loading } = useReportRows(meta, query, source);
  const [chosen, setChosen] = useState<ReportRow[]>([]);
  const columns = useMemo(() => reportTableColumns(meta.columns, false), [meta.columns]);
  const nameOf = (row: ReportRow) => meta.columns.map((c) => cellText(c, row)).find((v) => v !== '') ?? '';

  const confirm = () => {
    if (chosen.length === 0 || (!multi && chosen.length > 1)) {
      feedback.warning(popupText(locale, 'chooseOne'));
      return;
    }
    onOk(chosen);
  };

  return (
    <PickerModal title={meta.name} width={POPUP_WIDTH} onOk={confirm} onCancel={onCancel}>
      <ReportQueryForm
        meta={meta}
        idPrefix={idPrefix}
        onSearch={(filters) => setQuery((q) => ({ ...q, filters, pageNo: 1 }))}
      />
      <section aria-label={popupText(locale, 'table')}>
        <Table<ReportRow>
          size="small"
          rowKey={rowKey}
          loading={loading}
          dataSource={rows.records}
          columns={columns}
          scroll={{ x: 'max-content' }}
          onRow={(row) => ({
            onClick: () =>
              setChosen((before) =>
                multi
                  ? before.some((r) => rowKey(r) === rowKey(row))
                    ? before.filter((r) => rowKey(r) !== rowKey(row))
                    : [...before, row]
                  : [row],
              ),
          })}
          rowSelection={{
            type: multi ? 'checkbox' : 'radio',
            selectedRowKeys: chosen.map(rowKey),
            preserveSelectedRowKeys: true,
            onChange: (_keys, selected) => setChosen(selected.filter((r): r is ReportRow => r !== undefined)),
            getCheckboxProps: (row) => ({ 'aria-label': t('pickerSelectRow', { name: nameOf(row) }) }),
          }}
          pagination={{
            current: query.pageNo,
            pageSize: query.pageSize,
            total: rows.total,
            showSizeChanger: true,
            pageSizeOptions: ['10', '20', '30'],
            showTotal: (n) => t('total', { n }),
          }}
          onChange={(pagination) =>
            setQuery((q) => ({
              ...q,
              pageNo: pagination.current ?? 1,
              pageSize: pagination.pageSize ?? q.pageSize,
            }))
          }
        />
      </section>
    </PickerModal>
  );
}
