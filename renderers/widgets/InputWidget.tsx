import { Input } from 'antd';

import { isLocked, fieldStatusProps, type FieldWidgetProps } from './widget-props';

function InputWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder, options, schema } = props;
  return (
    <Input
      id={id}
      name={id}
      value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
      disabled={isLocked(props)}
      placeholder={placeholder}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      {...fieldStatusProps(props)}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
export const InputWidget = InputWidgetView;
