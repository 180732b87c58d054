/** The statistics row under the rows: sum and average of the columns that ask for them. */
import { useSyncExternalStore } from 'react';
import type { Locale } from '../../src/shared/schema/types';
import type { RowStore } from './row-store';
import { columnStatistics, statisticKinds } from './statistics';
import { tableText } from './texts';
import { ACTIONS_WIDTH, NUMBER_WIDTH, SELECT_WIDTH } from './TableRow';
import type { Column } from './types';

export function StatisticsRow(props: {
  store: RowStore;
  columns: readonly Column[];
  locale: Locale;
  actions: boolean;
  rowCount: number;
  minWidth: number;
}) {
  const { store, columns, locale } = props;
  const rows = useSyncExternalStore(store.subscribeRows, store.getRows);
  const kinds = [...new Set(columns.flatMap(statisticKinds))];
  if (kinds.length === 0) return null;
  return (
    <div role="rowgroup" className="editable-table__statistics" style={{ minWidth: props.minWidth }}>
      {kinds.map((kind, i) => (
        <div
          role="row"
          key={kind}
          aria-rowindex={props.rowCount + 2 + i}
          className="editable-table__row editable-table__row--static"
        >
          <div role="gridcell" className="editable-table__fixed" style={{ width: SELECT_WIDTH }} />
          <div
            role="rowheader"
            className="editable-table__fixed editable-table__number"
            style={{ width: NUMBER_WIDTH }}
          >
            {tableText(locale, kind)}
          </div>
          {columns.map((column) => (
            <div
              role="gridcell"
              key={column.key}
              className="editable-table__cell"
              style={{ width: column.width }}
              data-statistic={`${kind}:${column.key}`}
            >
              {statisticKinds(column).includes(kind) ? columnStatistics(rows, column.key)[kind] : ''}
            </div>
          ))}
          {props.actions ? (
            <div role="gridcell" className="editable-table__actions" style={{ width: ACTIONS_WIDTH }} />
          ) : null}
        </div>
      ))}
    </div>
  );
}
