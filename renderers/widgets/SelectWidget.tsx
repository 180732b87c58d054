import { Select } from 'antd';

import { useText } from '../i18n/use-text';
import { useFieldOptions } from './use-options';
import { isLocked, fieldStatusProps, type FieldWidgetProps } from './widget-props';

function SelectWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder, schema } = props;
  const text = useText();
  const options = useFieldOptions(props);
  const multiple = schema.type === 'array';
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
      value={value === '' || value === null ? undefined : value}
      options={options}
      disabled={isLocked(props)}
      placeholder={placeholder || text('placeholderSelect')}
      {...fieldStatusProps(props)}
      onChange={(v: unknown) => onChange(v ?? undefined)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
export const SelectWidget = SelectWidgetView;
