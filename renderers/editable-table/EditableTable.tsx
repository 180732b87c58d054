/**
 * The editable table (SPEC §3/§4/§5 editable table): a grid of cell editors over a RowStore, rows
 * virtualised (@tanstack/react-virtual, 61 px rows, at most 400 px high), a toolbar to add and
 * remove rows, per-row insert / move / remove / drag, selection, cell validation, keyboard moves,
 * spreadsheet paste and a statistics row. The value is a plain array of row objects.
 */
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ClipboardEvent,
  type CSSProperties,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { Checkbox, type GlobalToken } from 'antd';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { Registry } from '@rjsf/utils';
import { useRenderer, useRendererComponents } from '../context';
import { toolbarCodes } from './toolbar-auth';
import { useFeedback } from '../feedback';
import { BUILTIN_WIDGETS } from '../widgets/builtins';
import type { SlotRenderer } from './cells/cell-props';
import { visibleColumns } from './columns';
import { isMoveKey, keyBelongsToControl, nextCell, type CellPosition } from './keyboard';
import { isCellBlock, parseTsv, planPaste } from './paste';
import { addCount, createThrottle, DEFAULT_SORT_KEY, insertIndex, type SortDirection } from './row-ops';
import { SortButton } from './SortButton';
import { RowStore } from './row-store';
import { selectionState } from './row-ops';
import { StatisticsRow } from './StatisticsRow';
import {
  ACTIONS_WIDTH,
  NUMBER_WIDTH,
  ROW_HEIGHT,
  SELECT_WIDTH,
  TableRow,
  type RowCallbacks,
} from './TableRow';
import { tableText } from './texts';
import { TableToolbar } from './TableToolbar';
import type { CellValidator, Column, Row } from './types';
import { validateColumn, validateEditedCell, validateTable } from './validation';
import { hasAsyncRule, checkCell } from './cell-rules';
import { commitsOnBlur } from './live-sync';
import { useLiveTable } from './use-live-table';
import { useThemeToken } from '../use-theme-token';
import './editable-table.css';

export const MAX_HEIGHT = 400;
// Rows rendered beyond the viewport each way: enough for a fast wheel flick between two frames.
const OVERSCAN = 6;

export interface EditableTableHandle {
  /** Validates every cell, scrolls to and focuses the first error; the rows and removed persisted ids. */
  getValues(): Promise<{ values: Row[]; deletedIds: string[]; error?: string }>;
  /** Rows removed in this session that existed before (ids the form deletes). */
  getDeletedIds(): string[];
  getSelectedIds(): string[];
}

/** Rows the table added (`added`: at the bottom) or inserted (`inserted`: above existing rows), where they start. */
export interface RowsAddedEvent {
  rows: Row[];
  /** Index of the first new row in the table. */
  index: number;
}

export interface EditableTableProps {
  value: readonly Row[] | undefined;
  onChange: (rows: Row[]) => void;
  columns: readonly Column[];
  /** The grid's accessible name. */
  label: string;
  disabled?: boolean;
  /** Rows whose field holds the value are read-only and unselectable (JVxeTable `disabledRows`). */
  disabledRows?: Readonly<Record<string, unknown>>;
  /** Drag sort recalculating `sortKey` (default orderNum); default on when a column holds that field. */
  dragSort?: boolean;
  sortKey?: string;
  /** Ask before removing rows. */
  removeConfirm?: boolean;
  /** Hide the add / remove toolbar and the row actions. */
  readOnlyRows?: boolean;
  validators?: Readonly<Record<string, CellValidator>>;
  slots?: Readonly<Record<string, SlotRenderer>>;
  onDeleted?: (ids: string[]) => void;
  registry?: Registry;
  ref?: Ref<EditableTableHandle>;
  /** Keep rows in step with the same table in other clients under this key (services.liveTables). */
  liveKey?: string;
  /**
   * Permission prefix of the toolbar (JVxeTable `authPre`, SPEC §6): 新增 shows only with `<prefix>add`,
   * 删除 of the selection only with `<prefix>batch_delete`.
   */
  authPre?: string;
  /** New rows appended at the bottom (SPEC §4 `added`). */
  onAdded?: (event: RowsAddedEvent) => void;
  /** New rows inserted above existing ones (SPEC §4 `inserted`: a position, 在下方插入). */
  onInserted?: (event: RowsAddedEvent) => void;
}

/** Keeps the measured height before layout (and in jsdom, which measures nothing) at the max height. */
const observeRect: typeof observeElementRect = (instance, cb) =>
  observeElementRect(instance, (rect) =>
    cb(rect.height > 0 ? rect : { width: rect.width, height: MAX_HEIGHT }),
  );

const NO_VALIDATORS: Readonly<Record<string, CellValidator>> = {};
const NO_SLOTS: Readonly<Record<string, SlotRenderer>> = {};

/** The table's colours from the app's theme tokens (its stylesheet reads these variables). */
function tableThemeVars(token: GlobalToken): CSSProperties {
  return {
    '--et-border': token.colorBorderSecondary,
    '--et-head': token.colorFillAlter,
    '--et-row': token.colorBgContainer,
    '--et-selected': token.controlItemBgActive,
    '--et-error': token.colorError,
    '--et-secondary': token.colorTextSecondary,
    '--et-text': token.colorText,
    '--et-disabled': token.colorTextDisabled,
    '--et-hover': token.colorFillSecondary,
    '--et-focus': token.colorPrimary,
  } as CSSProperties;
}

export function EditableTable(props: EditableTableProps) {
  const services = useRenderer();
  const { locale, t, liveTables } = services;
  const token = useThemeToken();
  // useFeedback answers a new object each render; the row callbacks must stay the same objects.
  const feedbackNow = useFeedback();
  const feedbackRef = useRef(feedbackNow);
  feedbackRef.current = feedbackNow;
  const given = useRendererComponents();
  const gridId = useId().replace(/:/g, '');
  const columns = useMemo(() => visibleColumns(props.columns), [props.columns]);
  // Drag sort recalculates the sort field (default orderNum, SPEC §3); on when asked or when the
  // columns hold that field.
  const sortKey = props.sortKey ?? DEFAULT_SORT_KEY;
  const dragSort = !props.readOnlyRows && (props.dragSort ?? props.columns.some((c) => c.key === sortKey));

  const latest = useRef(props);
  latest.current = props;
  const [store] = useState(
    () =>
      new RowStore(props.value ?? [], {
        columns: props.columns,
        disabledRows: props.disabledRows,
        sortKey: dragSort ? sortKey : undefined,
        onRows: (rows) => latest.current.onChange(rows),
        onDeleted: (ids) => latest.current.onDeleted?.(ids),
      }),
  );
  store.options.columns = props.columns;
  store.options.disabledRows = props.disabledRows;
  useEffect(() => store.setFromOutside(props.value), [store, props.value]);

  const ids = useSyncExternalStore(store.subscribeOrder, store.getIds);

  /** Tells the owner about rows just added at `index`: appended ones are `added`, the rest `inserted`. */
  const reportAdded = useCallback(
    (newIds: readonly string[], index: number) => {
      if (newIds.length === 0) return;
      const rows = newIds.map((id) => store.getRow(id)).filter((row): row is Row => row !== undefined);
      const appended = index + newIds.length === store.getIds().length;
      const event = { rows, index };
      if (appended) latest.current.onAdded?.(event);
      else latest.current.onInserted?.(event);
    },
    [store],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    observeElementRect: observeRect,
    initialRect: { width: 0, height: MAX_HEIGHT },
  });

  const [active, setActive] = useState<CellPosition>({ row: 0, col: 0 });
  // The column the rows were last sorted by (a `sorter` header); the order itself is the store's.
  const [sorted, setSorted] = useState<{ key: string; direction: SortDirection } | null>(null);
  const sortBy = (key: string, direction: SortDirection) => {
    store.sortBy(key, direction);
    setSorted({ key, direction });
  };
  const pendingFocus = useRef<CellPosition | null>(null);
  const context = useMemo(() => ({ locale, t: (text: Parameters<typeof t>[0]) => t(text) }), [locale, t]);

  const focusCell = useCallback(
    (at: CellPosition) => {
      setActive(at);
      pendingFocus.current = at;
      virtualizer.scrollToIndex(at.row, { align: 'auto' });
    },
    [virtualizer],
  );

  // Focus moves after the target row is rendered (it may have been scrolled into view just now).
  useLayoutEffect(() => {
    const at = pendingFocus.current;
    if (!at) return;
    const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${at.row}:${at.col}"]`);
    if (!cell) return;
    pendingFocus.current = null;
    const control = cell.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), button:not([disabled]), [role="combobox"]',
    );
    (control ?? cell).focus();
  });

  const throttle = useMemo(() => createThrottle(), []);

  const onLivePatch = useCallback(
    (id: string, keys: readonly string[]) => {
      for (const column of latest.current.columns)
        if (keys.includes(column.key)) validateEditedCell(store, column, id, context);
    },
    [store, context],
  );
  const live = useLiveTable(store, liveTables, props.liveKey, scrollRef, onLivePatch);

  const callbacks = useMemo<RowCallbacks>(() => {
    let dragFrom = -1;
    return {
      onCellChange(id, column, value) {
        const sets =
          typeof value === 'string' || typeof value === 'number'
            ? column.valueSets?.[String(value)]
            : undefined;
        store.patchRow(id, { ...sets, [column.key]: value });
        validateEditedCell(store, column, id, context);
        const filled = latest.current.columns.filter((c) => sets !== undefined && Object.hasOwn(sets, c.key));
        for (const other of filled) validateEditedCell(store, other, id, context);
        const linked = latest.current.columns.filter((c) => c.linkageKey === column.key);
        for (const other of linked) validateEditedCell(store, other, id, context);
        // A linked select the change cleared goes out with it.
        live.changed(
          id,
          [column.key, ...filled.map((c) => c.key), ...linked.map((c) => c.key)],
          !commitsOnBlur(column.type),
        );
      },
      onRowPatch(id, patch) {
        store.patchRow(id, patch);
        live.changed(id, Object.keys(patch), true);
        for (const column of latest.current.columns)
          if (Object.hasOwn(patch, column.key)) validateEditedCell(store, column, id, context);
      },
      onCellBlur(id, column) {
        if (!hasAsyncRule(column)) return;
        const row = store.getRow(id);
        if (!row) return;
        void checkCell(column, row, context, latest.current.validators ?? NO_VALIDATORS).then((message) => {
          if (store.getRow(id)) store.setCellError(id, column.key, message);
        });
      },
      onInsertBelow(id) {
        const at = store.indexOf(id) + 1;
        reportAdded(store.addRows(1, at), at);
      },
      onMove(id, delta) {
        const from = store.indexOf(id);
        store.move(from, from + delta);
      },
      onRemove(id) {
        const remove = () => {
          store.remove([id]);
          revalidateUnique();
        };
        if (latest.current.removeConfirm) {
          feedbackRef.current.confirm({
            title: tableText(locale, 'confirmDeleteTitle'),
            content: tableText(locale, 'removeConfirm', { n: 1 }),
            okText: tableText(locale, 'ok'),
            cancelText: tableText(locale, 'cancel'),
            onOk: remove,
          });
        } else remove();
      },
      onDragStart(index) {
        dragFrom = index;
      },
      onDrop(index) {
        if (dragFrom >= 0) store.move(dragFrom, index);
        dragFrom = -1;
      },
    };
    function revalidateUnique() {
      for (const column of latest.current.columns)
        if (column.validateRules?.some((r) => r.unique || r.pattern === 'only'))
          validateColumn(store, column, context);
    }
  }, [store, context, locale, live, reportAdded]);

  const addRows = useCallback(
    (count: number | null, position: number | null) => {
      if (!throttle()) {
        feedbackRef.current.warning(tableText(locale, 'tooFast'));
        return;
      }
      const n = addCount(count);
      const at = insertIndex(position, store.getIds().length);
      const added = store.addRows(n, at);
      focusCell({ row: at, col: 0 });
      reportAdded(added, at);
    },
    [throttle, locale, store, focusCell, reportAdded],
  );

  const removeSelected = useCallback(() => {
    const selected = store.selectedIds();
    if (selected.length === 0) {
      feedbackRef.current.warning(tableText(locale, 'selectOne'));
      return;
    }
    const remove = () => {
      store.remove(selected);
      for (const column of latest.current.columns)
        if (column.validateRules?.some((r) => r.unique || r.pattern === 'only'))
          validateColumn(store, column, context);
    };
    if (latest.current.removeConfirm) {
      feedbackRef.current.confirm({
        title: tableText(locale, 'confirmDeleteTitle'),
        content: tableText(locale, 'removeConfirm', { n: selected.length }),
        okText: tableText(locale, 'ok'),
        cancelText: tableText(locale, 'cancel'),
        onOk: remove,
      });
    } else remove();
  }, [store, locale, context]);

  useImperativeHandle(
    props.ref,
    () => ({
      async getValues() {
        const first = await validateTable(
          store,
          latest.current.columns,
          context,
          latest.current.validators ?? NO_VALIDATORS,
        );
        if (first) {
          const col = columns.findIndex((c) => c.key === first.columnKey);
          focusCell({ row: first.rowIndex, col: Math.max(0, col) });
        }
        return {
          values: [...store.getRows()],
          deletedIds: [...store.deletedIds()],
          ...(first ? { error: first.message } : {}),
        };
      },
      getDeletedIds: () => [...store.deletedIds()],
      getSelectedIds: () => store.selectedIds(),
    }),
    [store, context, columns, focusCell],
  );

  const cellAt = (target: EventTarget | null): CellPosition | null => {
    const cell = target instanceof HTMLElement ? target.closest<HTMLElement>('[data-cell]') : null;
    const [row, col] = (cell?.dataset.cell ?? '').split(':').map(Number);
    return cell && Number.isInteger(row) && Number.isInteger(col)
      ? { row: row as number, col: col as number }
      : null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isMoveKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    const at = cellAt(event.target);
    if (!at || keyBelongsToControl(event.target, event.key)) return;
    const next = nextCell(at, event.key, event.shiftKey, ids.length, columns.length);
    if (!next) return;
    event.preventDefault();
    focusCell(next);
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const text = event.clipboardData.getData('text/plain');
    const at = cellAt(event.target);
    if (!at || !isCellBlock(text) || props.disabled) return;
    event.preventDefault();
    const plan = planPaste(parseTsv(text), ids.length, at.row, at.col, columns);
    for (const [index, patch] of plan.patches) {
      const id = store.getIds()[index];
      if (id && !store.getView(id)?.disabled && Object.keys(patch).length) {
        store.patchRow(id, patch);
        live.changed(id, Object.keys(patch), true);
      }
    }
    if (plan.added.length && !props.readOnlyRows) {
      const at = store.getIds().length;
      reportAdded(store.addRows(plan.added.length, at, plan.added), at);
    }
    for (const column of columns) if (column.validateRules?.length) validateColumn(store, column, context);
  };

  const env = useMemo(
    () => ({ widgets: { ...BUILTIN_WIDGETS, ...given.widgets }, slots: props.slots ?? NO_SLOTS }),
    [given.widgets, props.slots],
  );
  const actions = !props.readOnlyRows;
  const allowed = toolbarCodes(props.authPre, services);
  const width =
    SELECT_WIDTH +
    NUMBER_WIDTH +
    columns.reduce((sum, c) => sum + c.width, 0) +
    (actions ? ACTIONS_WIDTH : 0);
  const items = virtualizer.getVirtualItems();

  return (
    <div className="editable-table" style={tableThemeVars(token)}>
      {actions ? (
        <TableToolbar
          store={store}
          locale={locale}
          disabled={props.disabled === true}
          canAdd={allowed.add}
          canRemove={allowed.batchDelete}
          onAdd={addRows}
          onRemoveSelected={removeSelected}
        />
      ) : null}
      <div
        ref={scrollRef}
        role="grid"
        aria-label={props.label}
        aria-rowcount={ids.length + 1}
        aria-colcount={columns.length + 2 + (actions ? 1 : 0)}
        className="editable-table__scroll"
        // With no row there is no cell to take focus: the grid itself does, so a keyboard user can
        // reach and scroll it (axe: scrollable-region-focusable).
        tabIndex={ids.length === 0 ? 0 : undefined}
        style={{ maxHeight: MAX_HEIGHT }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onFocus={(e) => {
          const at = cellAt(e.target);
          if (at && (at.row !== active.row || at.col !== active.col)) setActive(at);
        }}
        onBlur={(e) => {
          // Focus leaving a cell commits what was typed in it (moving inside the cell does not).
          const cell = e.target instanceof HTMLElement ? e.target.closest<HTMLElement>('[data-cell]') : null;
          if (!cell || (e.relatedTarget instanceof Node && cell.contains(e.relatedTarget))) return;
          const rowId = cell.closest<HTMLElement>('[data-row-id]')?.dataset.rowId;
          if (rowId) live.commit(rowId);
        }}
      >
        <div role="rowgroup" className="editable-table__head" style={{ minWidth: width }}>
          <div role="row" aria-rowindex={1} className="editable-table__row editable-table__row--static">
            <div role="columnheader" className="editable-table__fixed" style={{ width: SELECT_WIDTH }}>
              <SelectAll store={store} locale={locale} />
            </div>
            <div role="columnheader" className="editable-table__fixed" style={{ width: NUMBER_WIDTH }}>
              {tableText(locale, 'rowNumber')}
            </div>
            {columns.map((column) => (
              <div
                role="columnheader"
                key={column.key}
                className="editable-table__cell"
                style={{ width: column.width }}
                aria-sort={
                  column.sorter ? (sorted?.key === column.key ? sorted.direction : 'none') : undefined
                }
                data-required={column.validateRules?.some((r) => r.required) ? true : undefined}
              >
                {column.sorter ? (
                  <SortButton
                    title={t(column.title)}
                    direction={sorted?.key === column.key ? sorted.direction : undefined}
                    locale={locale}
                    onSort={(direction) => sortBy(column.key, direction)}
                  />
                ) : (
                  t(column.title)
                )}
              </div>
            ))}
            {actions ? (
              <div role="columnheader" className="editable-table__actions" style={{ width: ACTIONS_WIDTH }}>
                {tableText(locale, 'actions')}
              </div>
            ) : null}
          </div>
        </div>
        <div
          role="rowgroup"
          className="editable-table__body"
          style={{
            height: Math.max(virtualizer.getTotalSize(), ids.length ? 0 : ROW_HEIGHT),
            minWidth: width,
          }}
        >
          {ids.length === 0 ? (
            <div role="row" className="editable-table__empty">
              <div role="gridcell">{tableText(locale, 'noData')}</div>
            </div>
          ) : null}
          {items.map((item) => {
            const id = ids[item.index] as string;
            return (
              <TableRow
                key={id}
                id={id}
                index={item.index}
                top={item.start}
                store={store}
                columns={columns}
                gridId={gridId}
                env={env}
                locale={locale}
                t={t}
                callbacks={callbacks}
                activeCol={active.row === item.index ? active.col : -1}
                rowCount={ids.length}
                disabled={props.disabled === true}
                actions={actions}
                dragSort={dragSort}
                registry={props.registry}
              />
            );
          })}
        </div>
        <StatisticsRow
          store={store}
          columns={columns}
          locale={locale}
          actions={actions}
          rowCount={ids.length}
          minWidth={width}
        />
      </div>
    </div>
  );
}

/** The header checkbox: none, partial (indeterminate) or all of the selectable rows. */
function SelectAll({ store, locale }: { store: RowStore; locale: Parameters<typeof tableText>[0] }) {
  useSyncExternalStore(store.subscribeSelection, store.getSelectionVersion);
  useSyncExternalStore(store.subscribeOrder, store.getIds);
  const state = selectionState(store.selectableCount(), store.selectedCount());
  return (
    <Checkbox
      aria-label={tableText(locale, 'selectAll')}
      checked={state === 'all'}
      indeterminate={state === 'partial'}
      disabled={store.selectableCount() === 0}
      onChange={(e) => store.selectAll(e.target.checked)}
    />
  );
}
