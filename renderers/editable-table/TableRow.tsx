/**
 * One row of the grid. It reads its own row from the store (useSyncExternalStore on its id) and is
 * memoised on stable props, so an edit elsewhere does not render it.
 */
import { memo, useCallback, useSyncExternalStore, type DragEvent } from 'react';
import { Checkbox } from 'antd';
import type { ReactNode } from 'react';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { Registry } from '@rjsf/utils';
import type { I18nText, Locale } from '../../src/shared/schema/types';
import { Cell, type CellEnvironment } from './cells/Cell';
import type { RowStore } from './row-store';
import { tableText } from './texts';
import type { Column, Row } from './types';

export const ROW_HEIGHT = 61;
export const SELECT_WIDTH = 40;
export const NUMBER_WIDTH = 48;
export const ACTIONS_WIDTH = 150;

export interface RowCallbacks {
  onCellChange(id: string, column: Column, value: unknown): void;
  /** Sets several fields of the row at once (a popup cell fills the row's destination fields). */
  onRowPatch(id: string, patch: Row): void;
  onCellBlur(id: string, column: Column): void;
  onInsertBelow(id: string): void;
  onMove(id: string, delta: number): void;
  onRemove(id: string): void;
  onDragStart(index: number): void;
  onDrop(index: number): void;
}

export interface TableRowProps {
  id: string;
  index: number;
  top: number;
  store: RowStore;
  columns: readonly Column[];
  gridId: string;
  env: CellEnvironment;
  locale: Locale;
  t: (text: I18nText | undefined) => string;
  callbacks: RowCallbacks;
  /** The column of the grid's active cell when it is in this row, else -1 (one tab stop). */
  activeCol: number;
  rowCount: number;
  disabled: boolean;
  actions: boolean;
  dragSort: boolean;
  registry?: Registry;
}

export const cellId = (gridId: string, id: string, key: string) => `${gridId}-${id}-${key}`;

function TableRowView(props: TableRowProps) {
  const { id, index, store, columns, gridId, env, locale, t, callbacks, activeCol } = props;
  const subscribe = useCallback((listener: () => void) => store.subscribeRow(id, listener), [store, id]);
  const view = useSyncExternalStore(subscribe, () => store.getView(id));
  if (!view) return null;
  const { row, errors, selected } = view;
  const rowDisabled = props.disabled || view.disabled;
  const number = index + 1;
  const preventDefault = (e: DragEvent) => e.preventDefault();
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      data-row-id={id}
      className="editable-table__row"
      style={{ transform: `translateY(${props.top}px)`, height: ROW_HEIGHT }}
      onDragOver={props.dragSort ? preventDefault : undefined}
      onDrop={props.dragSort ? () => callbacks.onDrop(index) : undefined}
    >
      <div role="gridcell" className="editable-table__fixed" style={{ width: SELECT_WIDTH }}>
        <Checkbox
          aria-label={tableText(locale, 'selectRow', { n: number })}
          checked={selected}
          disabled={view.disabled}
          onChange={(e) => store.toggleSelected(id, e.target.checked)}
        />
      </div>
      <div
        role="rowheader"
        className="editable-table__fixed editable-table__number"
        style={{ width: NUMBER_WIDTH }}
      >
        {props.dragSort && !props.disabled ? (
          <span
            draggable
            role="img"
            aria-label={tableText(locale, 'dragHandle', { n: number })}
            className="editable-table__drag"
            onDragStart={(e) => {
              e.dataTransfer?.setData('text/plain', String(index));
              callbacks.onDragStart(index);
            }}
          >
            <HolderOutlined />
          </span>
        ) : null}
        {number}
      </div>
      {columns.map((column, col) => (
        <GridCell
          key={column.key}
          column={column}
          col={col}
          index={index}
          rowId={id}
          // Only linked selects and slots read the rest of the row; other cells skip its changes.
          row={column.linkageKey || column.type === 'slot' ? row : undefined}
          value={row[column.key]}
          error={errors[column.key]}
          active={activeCol === col}
          disabled={rowDisabled || column.disabled === true}
          gridId={gridId}
          env={env}
          locale={locale}
          t={t}
          callbacks={callbacks}
          registry={props.registry}
        />
      ))}
      {props.actions ? (
        <div role="gridcell" className="editable-table__actions" style={{ width: ACTIONS_WIDTH }}>
          {/* Plain buttons: four antd Buttons per row cost more than the row's inputs at 10,000 rows. */}
          <ActionButton
            label={tableText(locale, 'insertBelow')}
            disabled={props.disabled}
            onClick={() => callbacks.onInsertBelow(id)}
            icon={<PlusOutlined />}
          />
          <ActionButton
            label={tableText(locale, 'moveUp')}
            disabled={props.disabled || index === 0}
            onClick={() => callbacks.onMove(id, -1)}
            icon={<ArrowUpOutlined />}
          />
          <ActionButton
            label={tableText(locale, 'moveDown')}
            disabled={props.disabled || index === props.rowCount - 1}
            onClick={() => callbacks.onMove(id, 1)}
            icon={<ArrowDownOutlined />}
          />
          <ActionButton
            label={tableText(locale, 'remove')}
            disabled={rowDisabled}
            danger
            onClick={() => callbacks.onRemove(id)}
            icon={<DeleteOutlined />}
          />
        </div>
      ) : null}
    </div>
  );
}

export const TableRow = memo(TableRowView);

interface GridCellProps {
  column: Column;
  col: number;
  index: number;
  rowId: string;
  row: Row | undefined;
  value: unknown;
  error: string | undefined;
  active: boolean;
  disabled: boolean;
  gridId: string;
  env: CellEnvironment;
  locale: Locale;
  t: (text: I18nText | undefined) => string;
  callbacks: RowCallbacks;
  registry?: Registry;
}

const NO_ROW: Row = {};

function ActionButton(props: {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`editable-table__action${props.danger ? ' editable-table__action--danger' : ''}`}
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.icon}
    </button>
  );
}

/** One cell: memoised on its own value and error, so typing re-renders the edited cell only. */
function GridCellView(props: GridCellProps) {
  const { column, rowId, callbacks, gridId, t } = props;
  const controlId = cellId(gridId, rowId, column.key);
  const onChange = useCallback(
    (value: unknown) => callbacks.onCellChange(rowId, column, value),
    [callbacks, rowId, column],
  );
  const onBlur = useCallback(() => callbacks.onCellBlur(rowId, column), [callbacks, rowId, column]);
  const onPatch = useCallback((patch: Row) => callbacks.onRowPatch(rowId, patch), [callbacks, rowId]);
  return (
    <div
      role="gridcell"
      data-cell={`${props.index}:${props.col}`}
      tabIndex={props.active ? 0 : -1}
      aria-invalid={props.error ? true : undefined}
      className="editable-table__cell"
      style={{ width: column.width }}
    >
      <Cell
        column={column}
        row={props.row ?? NO_ROW}
        value={props.value}
        id={controlId}
        label={`${t(column.title)} ${props.index + 1}`}
        placeholder={column.placeholder ? t(column.placeholder) : undefined}
        disabled={props.disabled}
        errorId={props.error ? `${controlId}__error` : undefined}
        locale={props.locale}
        registry={props.registry}
        env={props.env}
        onChange={onChange}
        onBlur={onBlur}
        onPatch={onPatch}
      />
      {props.error ? (
        <div id={`${controlId}__error`} className="editable-table__error" role="alert">
          {props.error}
        </div>
      ) : null}
    </div>
  );
}

const GridCell = memo(GridCellView);
