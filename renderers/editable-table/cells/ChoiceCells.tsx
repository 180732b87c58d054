/**
 * Choice cells: checkbox (customValue), select, multi select (list_multi, comma-joined values),
 * search select (sel_search). Options come from the column or its dictionary; with `linkageKey`
 * only the options whose `pid` is the linked column's value are offered.
 */
import { Checkbox, Select } from 'antd';
import { useMemo } from 'react';
import { useDict } from '../../widgets/use-dict';
import { dictItemText } from '../../widgets/dict-text';
import { useClearable } from '../../widgets/use-clearable';
import type { Column, Row } from '../types';
import { invalidProps, type CellProps } from './cell-props';
import type { Locale } from '../../../src/shared/schema/types';

export function useCellOptions(
  column: Column,
  row: Row,
  locale: Locale,
): Array<{ value: string; label: string }> {
  const dict = useDict(column.dictCode);
  const parent = column.linkageKey ? row[column.linkageKey] : undefined;
  return useMemo(() => {
    if (column.dictCode)
      return dict.map((item) => ({ value: item.value, label: dictItemText(item, locale) }));
    const options = column.options ?? [];
    const offered = column.linkageKey
      ? options.filter((o) => o.pid !== undefined && o.pid === String(parent ?? ''))
      : options;
    return offered.map((o) => {
      const text = o.text ?? o.title ?? o.value;
      return { value: o.value, label: typeof text === 'string' ? text : text[locale] };
    });
  }, [column, dict, locale, parent]);
}

export function CheckboxCell(props: CellProps) {
  const [on, off] = props.column.customValue ?? [true, false];
  return (
    <Checkbox
      id={props.id}
      aria-label={props.label}
      checked={props.value === on}
      disabled={props.disabled}
      {...invalidProps(props)}
      onChange={(e) => props.onChange(e.target.checked ? on : off)}
    />
  );
}

export function SelectCell(props: CellProps & { mode?: 'multiple'; search?: boolean }) {
  const options = useCellOptions(props.column, props.row, props.locale);
  const clearable = useClearable();
  const value =
    props.mode === 'multiple'
      ? typeof props.value === 'string' && props.value !== ''
        ? props.value.split(',')
        : []
      : props.value === undefined || props.value === null || props.value === ''
        ? undefined
        : String(props.value);
  return (
    <Select
      id={props.id}
      aria-label={props.label}
      style={{ width: '100%' }}
      mode={props.mode}
      showSearch={props.search ? { optionFilterProp: 'label' } : undefined}
      allowClear={clearable}
      options={options}
      value={value}
      placeholder={props.placeholder}
      disabled={props.disabled}
      status={props.errorId ? 'error' : undefined}
      {...invalidProps(props)}
      onChange={(next: string | string[] | undefined) =>
        props.onChange(Array.isArray(next) ? (next.length ? next.join(',') : undefined) : next)
      }
      onBlur={props.onBlur}
    />
  );
}
