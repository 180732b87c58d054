/**
 * The antd table of a list page: columns, paging (10/20/30, 共 N 条; none with page.pagination
 * false), sorting, selection (none with page.selection false: ListPage), row actions, tree rows. Columns keep their widths and the table scrolls sideways (scroll.x = the sum
 * of the widths) rather than squeezing them; the actions column never wraps and is as wide as the
 * widest row's shown links (the others are under 更多, row-action-split.ts). On a phone a flat list
 * shows cards instead (ListCards.tsx); a tree or a list with expandable sub rows keeps the table.
 */
import { Alert, Table } from 'antd';
import type { PaginationProps, TableProps } from 'antd';
import { useMemo, useRef } from 'react';
import type { ActionDef, EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';
import { logicTruthy } from '../../src/shared/linkage/safe-logic';
import { useDicts } from '../widgets/use-dict';
import { actionLabel } from './action-label';
import { buildColumns, tableScrollWidth, type Row } from './build-columns';
import { cellContent } from './cell-content';
import { ListCards } from './ListCards';
import { PAGE_SIZE_OPTIONS } from './list-state';
import type { ListController } from './use-list-controller';
import { RowActions } from './RowActions';
import { splitActionsWidth } from './row-action-split';
import { usePhoneWidth } from './use-phone-width';
import { rowActionsFor } from './visible-actions';
import { useInertMeasureRow } from './use-inert-measure-row';
import { useTreeRows } from './use-tree-rows';
import type { SubTableTableProps } from './use-sub-table-view';
import { resourceOf } from '../data/data-provider';

/** Width of the selection checkbox column. */
const SELECTION_COLUMN_WIDTH = 48;

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

/** A row the page's rowEmphasis picks out; a rule that cannot be read emphasises nothing. */
function rowEmphasized(page: PageSchema, row: Row): boolean {
  if (!page.rowEmphasis) return false;
  try {
    return logicTruthy(page.rowEmphasis.when, row);
  } catch {
    return false;
  }
}

/** The rows on screen with a tree's loaded children: each may show other actions. */
function flatRows(rows: readonly Row[]): Row[] {
  return rows.flatMap((row) =>
    Array.isArray(row.children) ? [row, ...flatRows(row.children as Row[])] : [row],
  );
}

export function ListTable({
  page,
  entity,
  controller,
  rowActions,
  selectable,
  onRun,
  subTableProps,
}: ListTableProps) {
  const { locale, t, user } = useRenderer();
  const phone = usePhoneWidth();
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

  const models = useMemo(
    () => buildColumns(defs, entity, dicts, locale, t),
    [defs, entity, dicts, locale, t],
  );
  const actionsWidth = useMemo(() => {
    const labelOf = (a: ActionDef) => actionLabel(a, t, (key) => text(key));
    const shownRows = flatRows(tree.rows);
    const labels =
      shownRows.length > 0
        ? shownRows.map((row) =>
            rowActionsFor(rowActions, row, entity, user).map((item) => labelOf(item.action)),
          )
        : [rowActions.map(labelOf)];
    return splitActionsWidth(labels, text('more'));
  }, [tree.rows, rowActions, entity, user, t, text]);

  const columns = useMemo<NonNullable<TableProps<Row>['columns']>>(() => {
    const sorted = state.isorter;
    const cols: NonNullable<TableProps<Row>['columns']> = models.map((m) => ({
      key: m.key,
      dataIndex: m.dataIndex,
      title: m.title,
      width: m.width,
      align: 'center' as const,
      sorter: m.sorter,
      sortOrder: m.sorter && sorted.column === m.key ? (sorted.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (_value: unknown, row: Row) => cellContent(m, row, rowActions, onRun),
    }));
    if (rowActions.length > 0) {
      cols.push({
        key: '__actions',
        title: text('actions'),
        align: 'center',
        fixed: 'right',
        width: actionsWidth,
        onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
        onHeaderCell: () => ({ style: { whiteSpace: 'nowrap' } }),
        render: (_v: unknown, row: Row) => (
          <RowActions actions={rowActions} row={row} entity={entity} onRun={onRun} />
        ),
      });
    }
    return cols;
  }, [models, entity, state.isorter, rowActions, onRun, text, actionsWidth]);

  const scrollX = useMemo(
    () =>
      tableScrollWidth(columns.map((c) => (typeof c.width === 'number' ? c.width : 0))) +
      (selectable ? SELECTION_COLUMN_WIDTH : 0),
    [columns, selectable],
  );

  // Without a pager the one read holds at most the server's page size; more matches are said, not dropped silently.
  const paged = page.pagination !== false;
  const capped = !paged && state.ipagination.total > state.ipagination.pageSize;
  const pagination: PaginationProps | false = paged && {
    current: state.ipagination.current,
    pageSize: state.ipagination.pageSize,
    total: state.ipagination.total,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showQuickJumper: true,
    showSizeChanger: true,
    showTotal: (total) => text('total', { n: total }),
  };
  const selectRows = (keys: readonly React.Key[]) => controller.select(keys.map(String));
  // Cards hold flat rows: a tree's levels and expandable sub rows need the table's structure.
  const cards = phone && !tree.expandable && !subTableProps;
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
      {cards ? (
        <ListCards
          models={models}
          rows={tree.rows}
          entity={entity}
          rowActions={rowActions}
          onRun={onRun}
          loading={loading}
          emphasized={(row) => rowEmphasized(page, row)}
          selection={
            selectable
              ? {
                  selectedRowKeys: state.selectedRowKeys,
                  onChange: selectRows,
                  disabled: (row) => rowDisabled(page, row),
                }
              : undefined
          }
          pagination={
            pagination && {
              ...pagination,
              onChange: (current, pageSize) => controller.changeTable({ current, pageSize }, {}),
            }
          }
          sorter={state.isorter}
          onSort={(field, order) => controller.changeTable({ current: 1 }, { field, order })}
        />
      ) : (
        <Table<Row>
          rowKey={(row) => String(row.id ?? '')}
          size="middle"
          bordered
          loading={loading}
          dataSource={tree.rows}
          columns={columns}
          tableLayout="fixed"
          // An empty table scrolls nothing: a scroll box with no focusable content inside could not be
          // reached by keyboard (WCAG 2.1.1), and the empty text fits the width anyway.
          scroll={tree.rows.length > 0 ? { x: scrollX } : undefined}
          expandable={tree.expandable ?? subTableProps?.expandable}
          onRow={(row, index) => {
            const own = subTableProps?.onRow?.(row, index);
            return rowEmphasized(page, row)
              ? { ...own, 'data-emphasis': 'true', style: { ...own?.style, fontWeight: 600 } }
              : (own ?? {});
          }}
          rowClassName={subTableProps?.rowClassName}
          rowSelection={
            selectable
              ? {
                  columnWidth: SELECTION_COLUMN_WIDTH,
                  selectedRowKeys: state.selectedRowKeys,
                  onChange: selectRows,
                  getCheckboxProps: (row: Row) => ({ disabled: rowDisabled(page, row) }),
                }
              : undefined
          }
          pagination={pagination}
          onChange={(pagination, _filters, sorter) => {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            controller.changeTable(pagination, { field: one?.field ?? one?.columnKey, order: one?.order });
          }}
        />
      )}
    </div>
  );
}
