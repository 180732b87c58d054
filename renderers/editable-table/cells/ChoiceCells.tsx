/**
 * Choice cells: checkbox (customValue), select, multi select (list_multi, comma-joined values),
 * search select (sel_search). Options come from the column or its dictionary; with `linkageKey`
 * only the options whose `pid` is the linked column's value are offered.
 */
import { Checkbox, Select } from 'antd';
import { useMemo, useState } from 'react';
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

/**
 * The options a select offers while the user types `typed`: with `allowInput` a text that is no
 * option's value or text is offered as an option of its own, so picking it makes it the value.
 */
export function offeredOptions(
  options: Array<{ value: string; label: string }>,
  typed: string,
  allowInput: boolean,
): Array<{ value: string; label: string }> {
  const text = typed.trim();
  if (!allowInput || !text || options.some((o) => o.value === text || o.label === text)) return options;
  return [...options, { value: text, label: text }];
}

export function SelectCell(props: CellProps & { mode?: 'multiple'; search?: boolean }) {
  const { column } = props;
  const options = useCellOptions(column, props.row, props.locale);
  const clearable = useClearable();
  const [typed, setTyped] = useState('');
  const allowInput = column.allowInput === true;
  // allowSearch filters the options by what is typed; allowInput alone keeps them all and adds the text.
  const filter = props.search === true || column.allowSearch === true;
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
      showSearch={
        filter || allowInput
          ? { optionFilterProp: 'label', filterOption: filter, onSearch: allowInput ? setTyped : undefined }
          : undefined
      }
      allowClear={clearable}
      options={offeredOptions(options, typed, allowInput)}
      value={value}
      placeholder={props.placeholder}
      disabled={props.disabled}
      status={props.errorId ? 'error' : undefined}
      {...invalidProps(props)}
      onChange={(next: string | string[] | undefined) =>
        props.onChange(Array.isArray(next) ? (next.length ? next.join(',') : undefined) : next)
      }
      onBlur={() => {
        setTyped('');
        props.onBlur();
      }}
    />
  );
}
