/** A single true/false checkbox for booleans; a checkbox group (array, or comma-joined string) for choices. */
import { Checkbox } from 'antd';

import { useFieldOptions } from './use-options';
import { fieldStatusProps, groupProps, isLocked, type FieldWidgetProps } from './widget-props';

/** The box's own state for assistive technology (antd hands aria-* to the input, not status). */
function checkboxAria(props: FieldWidgetProps) {
  const { status: _status, ...aria } = fieldStatusProps(props);
  return aria;
}

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
        {...checkboxAria(props)}
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
    <div id={id} {...groupProps(props, 'group')}>
      <Checkbox.Group<string>
        value={current}
        disabled={isLocked(props)}
        options={options}
        onChange={(list) => {
          const values = list.map(String);
          onChange(values.length === 0 ? undefined : asArray ? values : values.join(','));
        }}
      />
    </div>
  );
}
export const CheckboxWidget = CheckboxWidgetView;
