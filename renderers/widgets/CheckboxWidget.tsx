/** A single true/false checkbox for booleans; a checkbox group (array, or comma-joined string) for choices. */
import { Checkbox } from 'antd';

import { useFieldOptions } from './use-options';
import { isLocked, type FieldWidgetProps } from './widget-props';

function CheckboxWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, schema, label } = props;
  const options = useFieldOptions(props);
  if (schema.type === 'boolean') {
    return (
      <Checkbox
        id={id}
        checked={value === true}
        disabled={isLocked(props)}
        onChange={(e) => onChange(e.target.checked)}
      >
        {label}
      </Checkbox>
    );
  }
  const asArray = schema.type === 'array';
  const current = Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string' && value !== ''
      ? value.split(',')
      : [];
  return (
    <span id={id}>
      <Checkbox.Group<string>
        value={current}
        disabled={isLocked(props)}
        options={options}
        onChange={(list) => {
          const values = list.map(String);
          onChange(values.length === 0 ? undefined : asArray ? values : values.join(','));
        }}
      />
    </span>
  );
}
export const CheckboxWidget = CheckboxWidgetView;
