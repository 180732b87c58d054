/**
 * The antd table of a list page: columns, paging (10/20/30, 共 N 条; none with page.pagination
 * false), sorting, selection (none with page.selection false: ListPage), row actions, tree rows. Columns keep their widths and the table scrolls sideways (scroll.x = the sum
 * of the widths) rather than squeezing them; the actions column never wraps.
 */
import { Alert, Table, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import { useMemo, useRef } from 'react';
import type { ActionDef, EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';
import { logicTruthy } from '../../src/shared/linkage/safe-logic';
import { useDicts } from '../widgets/use-dict';
import { AuthImage } from '../widgets/AuthImage';
import { ActionLink } from './ActionLink';
import { actionLabel } from './action-label';
import { actionsColumnWidth, buildColumns, tableScrollWidth, type Row } from './build-columns';
import { PAGE_SIZE_OPTIONS } from './list-state';
import type { ListController } from './use-list-controller';
import { RowActions } from './RowActions';
import { useInertMeasureRow } from './use-inert-measure-row';
import { useTreeRows } from './use-tree-rows';
import type { SubTableTableProps } from './use-sub-table-view';
import { resourceOf } from '../data/data-provider';

/** Width of the selection checkbox column. */
const SELECTION_COLUMN_WIDTH = 48;
/** Side of an image cell's thumbnail. */
const THUMBNAIL_SIZE = 32;

export interface ListTableProps {
  page: PageSchema;
  entity: EntitySchema;
  controller: ListController;
  rowActions: readonly ActionDef[];
  selectable: boolean;
  onRun(action: ActionDef, row: Row): void;
  /** The page's subTableView: expandable rows, or rows chosen for the panel under the table (use-sub-table-view.tsx). */
  subTableProps?: SubTableTableProps;
}

function rowDisabled(page: PageSchema, row: Row): boolean {
  if (!page.rowDisabledWhen) return false;
  try {
    return logicTruthy(page.rowDisabledWhen, row);
  } catch {
    return false;
  }
}

export function ListTable({ page, entity, controller, rowActions, selectable, onRun, subTableProps }: ListTableProps) {
  const { locale, t } = useRenderer();
  const text = useText();
  const defs = useMemo(() => page.columns ?? [], [page.columns]);
  const dictCodes = useMemo(
    () =>
      defs
        .map((d) => entity.properties[d.field]?.['x-dict'])
        .filter((c): c is string => typeof c === 'string'),
    [defs, entity],
  );
  const dicts = useDicts(dictCodes);
  const { state, loading } = controller;
  const frame = useRef<HTMLDivElement>(null);
  useInertMeasureRow(frame);
  const resource = useMemo(() => (page.api.list ? resourceOf(page, entity) : undefined), [page, entity]);
  const tree = useTreeRows({ resource, rows: controller.rows, params: controller.params });

  const columns = useMemo<NonNullable<TableProps<Row>['columns']>>(() => {
    const models = buildColumns(defs, entity, dicts, locale, t);
    const sorted = state.isorter;
    const cols: NonNullable<TableProps<Row>['columns']> = models.map((m) => ({
      key: m.key,
      dataIndex: m.dataIndex,
      title: m.title,
      width: m.width,
      align: 'center' as const,
      sorter: m.sorter,
      sortOrder: m.sorter && sorted.column === m.key ? (sorted.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (_value: unknown, row: Row) => {
        const cell = m.cell(row);
        if (cell.image) return <AuthImage path={cell.image} size={THUMBNAIL_SIZE} />;
        const linked = m.link ? rowActions.find((a) => a.key === m.link) : undefined;
        const content = linked ? (
          <ActionLink onClick={() => onRun(linked, row)}>{cell.text}</ActionLink>
        ) : (
          cell.text
        );
        return cell.full ? <Tooltip title={cell.full}>{content}</Tooltip> : content;
      },
    }));
    if (rowActions.length > 0) {
      cols.push({
        key: '__actions',
        title: text('actions'),
        align: 'center',
        fixed: 'right',
        width: actionsColumnWidth(rowActions.map((a) => actionLabel(a, t, (key) => text(key)))),
        onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
        onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
        render: (_v: unknown, row: Row) => (
          <RowActions actions={rowActions} row={row} entity={entity} onRun={onRun} />
        ),
      });
    }
    return cols;
  }, [defs, entity, dicts, locale, t, state.isorter, rowActions, onRun, text]);

  const scrollX = useMemo(
    () =>
      tableScrollWidth(columns.map((c) => (typeof c.width === 'number' ? c.width : 0))) +
      (selectable ? SELECTION_COLUMN_WIDTH : 0),
    [columns, selectable],
  );

  // Without a pager the one read holds at most the server's page size; more matches are said, not dropped silently.
  const paged = page.pagination !== false;
  const capped = !paged && state.ipagination.total > state.ipagination.pageSize;
  return (
    <div ref={frame}>
      {capped && (
        <Alert
          type="warning"
          showIcon
          role="status"
          style={{ marginBottom: 8 }}
          title={text('listCapped', { total: state.ipagination.total, shown: state.ipagination.pageSize })}
        />
      )}
      <Table<Row>
        rowKey={(row) => String(row.id ?? '')}
        size="middle"
        bordered
        loading={loading}
        dataSource={tree.rows}
        columns={columns}
        tableLayout="fixed"
        scroll={{ x: scrollX }}
        expandable={tree.expandable ?? subTableProps?.expandable}
        onRow={subTableProps?.onRow}
        rowClassName={subTableProps?.rowClassName}
        rowSelection={
          selectable
            ? {
                columnWidth: SELECTION_COLUMN_WIDTH,
                selectedRowKeys: state.selectedRowKeys,
                onChange: (keys) => controller.select(keys.map(String)),
                getCheckboxProps: (row: Row) => ({ disabled: rowDisabled(page, row) }),
              }
            : undefined
        }
        pagination={
          paged && {
            current: state.ipagination.current,
            pageSize: state.ipagination.pageSize,
            total: state.ipagination.total,
            pageSizeOptions: PAGE_SIZE_OPTIONS,
            showQuickJumper: true,
            showSizeChanger: true,
            showTotal: (total) => text('total', { n: total }),
          }
        }
        onChange={(pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          controller.changeTable(pagination, { field: one?.field ?? one?.columnKey, order: one?.order });
        }}
      />
    </div>
  );
}
