/**
 * A list's rows as cards on a phone (ListTable.tsx switches below antd's `md`): each card gives the
 * row's columns as label/value pairs and its actions, so nothing hides behind a sideways scroll.
 * The table's header duties move above the cards: select this page, and sorting by a sortable column.
 */
import { Card, Checkbox, Empty, Pagination, Select } from 'antd';
import type { PaginationProps } from 'antd';
import type { ActionDef, EntitySchema } from '../../src/shared/schema/types';
import { useText } from '../i18n/use-text';
import type { ColumnModel, Row } from './build-columns';
import { cellContent } from './cell-content';
import type { ListSorter } from './list-state';
import { RowActions } from './RowActions';
import { Loading } from '../Loading';
import './list-cards.css';

export interface CardSelection {
  selectedRowKeys: readonly string[];
  onChange(keys: string[]): void;
  disabled(row: Row): boolean;
}

export interface ListCardsProps {
  models: readonly ColumnModel[];
  rows: readonly Row[];
  entity: EntitySchema;
  rowActions: readonly ActionDef[];
  onRun(action: ActionDef, row: Row): void;
  loading: boolean;
  selection?: CardSelection;
  pagination: PaginationProps | false;
  sorter: ListSorter;
  onSort(field: string, order: 'ascend' | 'descend'): void;
  /** Rows shown in bold (the page's rowEmphasis). */
  emphasized?(row: Row): boolean;
}

const idOf = (row: Row): string => String(row.id ?? '');

export function ListCards(props: ListCardsProps) {
  const { models, rows, entity, rowActions, onRun, loading, selection, pagination, emphasized } = props;
  const text = useText();
  const sortable = models.filter((m) => m.sorter);
  return (
    <div className="renderer-list-cards">
      {(selection || sortable.length > 0) && (
        <div className="renderer-list-cards__bar">
          {selection && <PageCheckbox rows={rows} selection={selection} />}
          {sortable.length > 0 && <SortSelect {...props} sortable={sortable} />}
        </div>
      )}
      <Loading spinning={loading} label={text('loading')}>
        {rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <ul className="renderer-list-cards__list">
            {rows.map((row) => {
              const name = models[0]?.cell(row).text || idOf(row);
              return (
                <li key={idOf(row)}>
                  <Card
                    size="small"
                    className="renderer-list-card"
                    data-emphasis={emphasized?.(row) ? 'true' : undefined}
                    style={emphasized?.(row) ? { fontWeight: 600 } : undefined}
                  >
                    {selection && (
                      <Checkbox
                        className="renderer-list-card__check"
                        aria-label={text('selectRow', { name })}
                        checked={selection.selectedRowKeys.includes(idOf(row))}
                        disabled={selection.disabled(row)}
                        onChange={(e) =>
                          selection.onChange(
                            e.target.checked
                              ? [...selection.selectedRowKeys, idOf(row)]
                              : selection.selectedRowKeys.filter((k) => k !== idOf(row)),
                          )
                        }
                      />
                    )}
                    <dl className="renderer-list-card__fields">
                      {models.map((m) => (
                        <div key={m.key} className="renderer-list-card__field">
                          <dt>{m.title}</dt>
                          <dd>{cellContent(m, row, rowActions, onRun)}</dd>
                        </div>
                      ))}
                    </dl>
                    {rowActions.length > 0 && (
                      <div className="renderer-list-card__actions">
                        <RowActions actions={rowActions} row={row} entity={entity} onRun={onRun} />
                      </div>
                    )}
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </Loading>
      {pagination && <Pagination className="renderer-list-cards__pager" size="small" {...pagination} />}
    </div>
  );
}

/** Selects or clears every selectable card of this page, keeping choices made on other pages. */
function PageCheckbox({ rows, selection }: { rows: readonly Row[]; selection: CardSelection }) {
  const text = useText();
  const ids = rows.filter((r) => !selection.disabled(r)).map(idOf);
  const chosen = ids.filter((id) => selection.selectedRowKeys.includes(id));
  const all = ids.length > 0 && chosen.length === ids.length;
  return (
    <Checkbox
      checked={all}
      indeterminate={chosen.length > 0 && !all}
      disabled={ids.length === 0}
      onChange={(e) => {
        const others = selection.selectedRowKeys.filter((k) => !ids.includes(k));
        selection.onChange(e.target.checked ? [...others, ...ids] : others);
      }}
    >
      {text('selectPage')}
    </Checkbox>
  );
}

function SortSelect({ sortable, sorter, onSort }: ListCardsProps & { sortable: readonly ColumnModel[] }) {
  const text = useText();
  const options = sortable.flatMap((m) => [
    { value: `${m.key}:ascend`, label: text('sortAsc', { name: m.title }) },
    { value: `${m.key}:descend`, label: text('sortDesc', { name: m.title }) },
  ]);
  const current = `${sorter.column}:${sorter.order === 'asc' ? 'ascend' : 'descend'}`;
  return (
    <Select
      className="renderer-list-cards__sort"
      aria-label={text('sortBy')}
      placeholder={text('sortBy')}
      options={options}
      value={options.some((o) => o.value === current) ? current : undefined}
      onChange={(value: string) => {
        const [field = '', order] = value.split(':');
        onSort(field, order === 'ascend' ? 'ascend' : 'descend');
      }}
    />
  );
}
