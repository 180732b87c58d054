/** A sortable column's header (`sorter`): a button naming the column that sorts ascending, then descending. */
import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import type { Locale } from '../../src/shared/schema/types';
import type { SortDirection } from './row-ops';
import { tableText } from './texts';

export function SortButton(props: {
  title: string;
  direction: SortDirection | undefined;
  locale: Locale;
  onSort: (direction: SortDirection) => void;
}) {
  const next: SortDirection = props.direction === 'ascending' ? 'descending' : 'ascending';
  return (
    <button
      type="button"
      className="editable-table__sort"
      title={tableText(props.locale, next === 'ascending' ? 'sortAscending' : 'sortDescending')}
      onClick={() => props.onSort(next)}
    >
      {props.title}
      <span className="editable-table__sort-icons" aria-hidden>
        <CaretUpOutlined className={props.direction === 'ascending' ? 'is-active' : undefined} />
        <CaretDownOutlined className={props.direction === 'descending' ? 'is-active' : undefined} />
      </span>
    </button>
  );
}
