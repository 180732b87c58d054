/**
 * A list page's `subTableView` (PageSchema): what it adds to the list's table and what it shows under
 * it. `panel` (JeecgBoot's ERP theme): a row clicked, or focused and chosen with Enter or Space, is
 * the chosen record, whose sub tables show in tabs under the table; none chosen, a hint. `expand`
 * (the inner table): each row has an expand button naming the record, and its expanded area shows the
 * record's sub tables, read when it opens. Both read the record with queryById (the list's own code).
 */
import type { TableProps } from 'antd';
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { resourceOf } from '../data/data-provider';
import { useText } from '../i18n/use-text';
import type { Row } from './build-columns';
import { SubRecordView, SubTablePanel } from './SubTablePanel';
import { recordName, subTableSections } from './sub-table-sections';
import { useSubRecords } from './use-sub-records';

/** What the view passes to the list's antd Table. */
export type SubTableTableProps = Pick<TableProps<Row>, 'expandable' | 'onRow' | 'rowClassName'>;

export interface SubTableView {
  table: SubTableTableProps | undefined;
  /** Shown under the table (the panel view). */
  panel: ReactNode;
}

const idOf = (row: Row) => String(row.id ?? '');
const NONE_EXPANDED: string[] = [];
/** The expand buttons' column, as narrow as the selection column. */
const EXPAND_COLUMN_WIDTH = 48;

export function useSubTableView(page: PageSchema, entity: EntitySchema, rows: Row[]): SubTableView {
  const text = useText();
  const view = page.subTableView;
  const sections = useMemo(() => (view ? subTableSections(entity) : []), [view, entity]);
  const active = view !== undefined && sections.length > 0;
  const resource = useMemo(
    () => (active && page.api.queryById ? resourceOf(page, entity) : undefined),
    [active, page, entity],
  );
  const records = useSubRecords(resource, rows);
  const { load, stateOf } = records;

  // Panel: the chosen record (a tree's child too), kept across reloads while the list still shows it.
  const [choice, setChoice] = useState<{ of: Row[]; row: Row }>();
  const chosen =
    choice === undefined
      ? undefined
      : choice.of === rows
        ? choice.row
        : rows.find((r) => idOf(r) === idOf(choice.row));
  const chosenKey = chosen ? idOf(chosen) : undefined;
  useEffect(() => {
    if (view === 'panel' && chosenKey !== undefined) load(chosenKey);
  }, [view, chosenKey, load]);

  // Expand: the open rows of this page of rows.
  const [expanded, setExpanded] = useState<{ of: Row[]; keys: string[] }>({ of: rows, keys: [] });
  const expandedKeys = expanded.of === rows ? expanded.keys : NONE_EXPANDED;
  const onExpand = useCallback(
    (open: boolean, row: Row) => {
      const id = idOf(row);
      setExpanded((prev) => {
        const keys = prev.of === rows ? prev.keys : [];
        return {
          of: rows,
          keys: open ? [...keys.filter((k) => k !== id), id] : keys.filter((k) => k !== id),
        };
      });
      if (open) load(id);
    },
    [rows, load],
  );

  const table = useMemo<SubTableTableProps | undefined>(() => {
    if (!active) return undefined;
    if (view === 'panel') {
      return {
        rowClassName: (row: Row) =>
          `renderer-row-choosable${idOf(row) === chosenKey ? ' renderer-row-chosen' : ''}`,
        onRow: (row: Row) => ({
          tabIndex: 0,
          'aria-current': idOf(row) === chosenKey ? ('true' as const) : undefined,
          onClick: () => setChoice({ of: rows, row }),
          onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
            // Only the row itself: Enter on a link or checkbox inside it does what that control does.
            if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
            e.preventDefault();
            setChoice({ of: rows, row });
          },
        }),
      };
    }
    return {
      expandable: {
        expandedRowKeys: expandedKeys,
        columnWidth: EXPAND_COLUMN_WIDTH,
        onExpand,
        expandedRowRender: (row: Row) => (
          <SubRecordView sections={sections} state={stateOf(idOf(row))} layout="stack" />
        ),
        expandIcon: ({ expanded: open, onExpand: toggle, record }) => (
          <button
            type="button"
            className={`ant-table-row-expand-icon ant-table-row-expand-icon-${open ? 'expanded' : 'collapsed'}`}
            aria-label={text(open ? 'subTablesHide' : 'subTablesShow', { name: recordName(page, record) })}
            aria-expanded={open}
            onClick={(e) => {
              e.stopPropagation();
              toggle(record, e);
            }}
          />
        ),
      },
    };
  }, [active, view, chosenKey, rows, expandedKeys, onExpand, sections, stateOf, text, page]);

  const panel =
    active && view === 'panel' ? (
      <SubTablePanel
        sections={sections}
        recordName={chosen ? recordName(page, chosen) : undefined}
        state={chosenKey ? stateOf(chosenKey) : undefined}
      />
    ) : null;
  return { table, panel };
}
