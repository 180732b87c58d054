/** The input of one query-form field, chosen by the field's kind and the query rule. */
import { DatePicker, Input, InputNumber, Select } from 'antd';
import type { FieldSchema, QueryRuleName } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';
import { valueKind } from '../schema-text';
import { DictSelect } from '../widgets/DictSelect';
import { useClearable } from '../widgets/use-clearable';
import { QueryWidget, queryValuePicker } from './QueryWidget';

export interface QueryInputProps {
  field: FieldSchema;
  rule: QueryRuleName;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  /** The field's property name (a popup field's picker sets the value of its column). */
  name?: string;
}

export function QueryInput({ field, rule, value, onChange, id, name }: QueryInputProps) {
  const { t } = useRenderer();
  const text = useText();
  const clearable = useClearable();
  const kind = valueKind(field);
  const title = t(field.title);
  // antd's inputs each type value/onChange differently; the form item hands any of them through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- antd's pickers each type value/onChange differently; the Form.Item hands any of them through
  const props: { id?: string; value: any; onChange?: (v: any) => void; style: React.CSSProperties } = {
    id,
    value,
    onChange,
    style: { width: '100%' },
  };
  const picker = queryValuePicker(field, rule);
  if (picker && 'widget' in picker) {
    return (
      <QueryWidget
        widget={picker.widget}
        field={field}
        name={name ?? id ?? ''}
        id={id}
        label={title}
        placeholder={`${text('placeholderSelect')}${title}`}
        value={value}
        onChange={(v) => onChange?.(v)}
      />
    );
  }
  if (picker) {
    return (
      <DictSelect
        id={id}
        code={picker.dict}
        multiple={rule === 'in'}
        value={value as string}
        onChange={onChange}
        placeholder={`${text('placeholderSelect')}${title}`}
      />
    );
  }
  if (kind === 'date' || kind === 'datetime') {
    const showTime = kind === 'datetime';
    if (rule === 'range')
      return (
        <DatePicker.RangePicker
          {...props}
          showTime={showTime}
          placeholder={[text('rangeBegin'), text('rangeEnd')]}
        />
      );
    return <DatePicker {...props} showTime={showTime} placeholder={`${text('placeholderSelect')}${title}`} />;
  }
  if (kind === 'number')
    return <InputNumber {...props} placeholder={`${text('placeholderInput')}${title}`} />;
  if (kind === 'switch' || kind === 'boolean' || kind === 'enum') {
    const options =
      kind === 'enum'
        ? (field.enum ?? []).map((v) => ({ value: String(v), label: String(v) }))
        : [
            { value: kind === 'switch' ? 'Y' : 'true', label: text('yes') },
            { value: kind === 'switch' ? 'N' : 'false', label: text('no') },
          ];
    return (
      <Select
        {...props}
        allowClear={clearable}
        options={options}
        placeholder={`${text('placeholderSelect')}${title}`}
      />
    );
  }
  return (
    <Input
      id={id}
      style={props.style}
      value={typeof value === 'string' ? value : ''}
      allowClear={clearable}
      placeholder={`${text('placeholderInput')}${title}`}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}
