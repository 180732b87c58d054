/** A select over a dictionary's items (JDictSelectTag); multiple for 'in' style choices. */
import { Select } from 'antd';
import { useMemo } from 'react';
import { useRenderer } from '../context';
import { useClearable } from './use-clearable';
import { useDict } from './use-dict';
import { dictItemText } from './dict-text';

export interface DictSelectProps {
  code: string;
  value?: string | string[];
  onChange?: (value: string | string[] | undefined) => void;
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  onBlur?: () => void;
  style?: React.CSSProperties;
  /** The accessible name where no visible label points at the select (the query builder's value). */
  'aria-label'?: string;
}

export function DictSelect({
  code,
  value,
  onChange,
  multiple,
  disabled,
  placeholder,
  id,
  onBlur,
  style,
  'aria-label': ariaLabel,
}: DictSelectProps) {
  const { locale } = useRenderer();
  const clearable = useClearable();
  const items = useDict(code);
  const options = useMemo(
    () => items.map((item) => ({ value: item.value, label: dictItemText(item, locale) })),
    [items, locale],
  );
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      allowClear={clearable}
      showSearch={{ optionFilterProp: 'label' }}
      value={value === '' ? undefined : value}
      options={options}
      disabled={disabled}
      placeholder={placeholder}
      aria-label={ariaLabel}
      onChange={(v: string | string[] | undefined) => onChange?.(v)}
      onBlur={onBlur}
      style={style ?? { width: '100%' }}
    />
  );
}
