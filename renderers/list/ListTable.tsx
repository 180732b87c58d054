/** The antd table of a list page: columns, paging (10/20/30, 共 N 条), sorting, selection, row actions. */
import { Table, Tooltip, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useMemo } from 'react';
import type { ActionDef, EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';
import { logicTruthy } from '../../src/shared/linkage/safe-logic';
import { useDicts } from '../widgets/use-dict';
import { buildColumns, type Row } from './build-columns';
import { PAGE_SIZE_OPTIONS } from './list-state';
import type { ListController } from './use-list-controller';
import { RowActions } from './RowActions';

export interface ListTableProps {
  page: PageSchema;
  entity: EntitySchema;
  controller: ListController;
  rowActions: readonly ActionDef[];
  selectable: boolean;
  onRun(action: ActionDef, row: Row): void;
}

function rowDisabled(page: PageSchema, row: Row): boolean {
  if (!page.rowDisabledWhen) return false;
  try {
    return logicTruthy(page.rowDisabledWhen, row);
  } catch {
    return false;
  }
}

export function ListTable({ page, entity, controller, rowActions, selectable, onRun }: ListTableProps) {
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
  const { state, rows, loading } = controller;

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
        const linked = m.link ? rowActions.find((a) => a.key === m.link) : undefined;
        const content = linked ? (
          <Typography.Link onClick={() => onRun(linked, row)}>{cell.text}</Typography.Link>
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
        width: Math.max(120, rowActions.length * 60),
        render: (_v: unknown, row: Row) => (
          <RowActions actions={rowActions} row={row} entity={entity} onRun={onRun} />
        ),
      });
    }
    return cols;
  }, [defs, entity, dicts, locale, t, state.isorter, rowActions, onRun, text]);

  return (
    <Table<Row>
      rowKey={(row) => String(row.id ?? '')}
      size="middle"
      bordered
      loading={loading}
      dataSource={rows}
      columns={columns}
      scroll={{ x: true }}
      rowSelection={
        selectable
          ? {
              selectedRowKeys: state.selectedRowKeys,
              onChange: (keys) => controller.select(keys.map(String)),
              getCheckboxProps: (row: Row) => ({ disabled: rowDisabled(page, row) }),
            }
          : undefined
      }
      pagination={{
        current: state.ipagination.current,
        pageSize: state.ipagination.pageSize,
        total: state.ipagination.total,
        pageSizeOptions: PAGE_SIZE_OPTIONS,
        showQuickJumper: true,
        showSizeChanger: true,
        showTotal: (total) => text('total', { n: total }),
      }}
      onChange={(pagination, _filters, sorter) => {
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        controller.changeTable(pagination, { field: one?.field ?? one?.columnKey, order: one?.order });
      }}
    />
  );
}
