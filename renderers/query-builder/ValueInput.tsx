/** The value input of a query line, by field kind; several values only for the 'in' rule. */
import { DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import type { FieldSchema } from '../../src/shared/schema/types';
import { useText } from '../i18n/use-text';
import { valueKind } from '../schema-text';
import { DictSelect } from '../widgets/DictSelect';
import { useClearable } from '../widgets/use-clearable';
import { useRenderer } from '../context';
import { QueryWidget, queryValuePicker } from '../list/QueryWidget';
import type { SuperQueryRule } from './query-lines';

export interface ValueInputProps {
  field: FieldSchema | undefined;
  /** The field's property name (a popup field's picker sets the value of its column). */
  name?: string;
  rule: SuperQueryRule;
  value: unknown;
  onChange(value: unknown): void;
}

const style = { width: '100%' } as const;

export function ValueInput({ field, name, rule, value, onChange }: ValueInputProps) {
  const { t } = useRenderer();
  const text = useText();
  const clearable = useClearable();
  const kind = valueKind(field);
  const multiple = rule === 'in';
  const placeholder = text('qbValue');
  const choose = (options: { value: string; label: string }[]) => (
    <Select
      style={style}
      mode={multiple ? 'multiple' : undefined}
      allowClear={clearable}
      options={options}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      aria-label={placeholder}
    />
  );
  // A popup or table-dictionary field: the same picker as the list's query form (QueryInput).
  const picker = queryValuePicker(field, rule);
  if (field && picker && 'widget' in picker) {
    return (
      <QueryWidget
        widget={picker.widget}
        field={field}
        name={name ?? ''}
        label={t(field.title)}
        hiddenLabel
        placeholder={placeholder}
        value={value}
        onChange={onChange}
      />
    );
  }
  if (picker && 'dict' in picker) {
    return (
      <DictSelect
        code={picker.dict}
        multiple={multiple}
        value={value as string | string[]}
        onChange={onChange}
        placeholder={placeholder}
        aria-label={placeholder}
      />
    );
  }
  if (kind === 'switch' || kind === 'boolean') {
    return choose([
      { value: kind === 'switch' ? 'Y' : 'true', label: text('yes') },
      { value: kind === 'switch' ? 'N' : 'false', label: text('no') },
    ]);
  }
  if (kind === 'enum') {
    return choose((field?.enum ?? []).map((v) => ({ value: String(v), label: String(v) })));
  }
  if (kind === 'date' || kind === 'datetime') {
    const pattern = kind === 'datetime' ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
    const current = typeof value === 'string' && value ? dayjs(value) : null;
    return (
      <DatePicker
        style={style}
        showTime={kind === 'datetime'}
        value={current}
        onChange={(d) => onChange(d ? d.format(pattern) : undefined)}
        placeholder={placeholder}
        aria-label={placeholder}
      />
    );
  }
  if (kind === 'number' && !multiple) {
    return (
      <InputNumber
        style={style}
        value={value as number | undefined}
        onChange={(v) => onChange(v ?? undefined)}
        placeholder={placeholder}
        aria-label={placeholder}
      />
    );
  }
  if (multiple) {
    return (
      <Select
        style={style}
        mode="tags"
        value={Array.isArray(value) ? value : []}
        onChange={onChange}
        placeholder={placeholder}
        aria-label={placeholder}
        open={false}
      />
    );
  }
  return (
    <Input
      style={style}
      value={typeof value === 'string' ? value : value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      aria-label={placeholder}
    />
  );
}
