import { Input } from 'antd';

import { isLocked, fieldStatusProps, type FieldWidgetProps } from './widget-props';

function PasswordWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder, options } = props;
  return (
    <Input.Password
      id={id}
      name={id}
      autoComplete="new-password"
      value={typeof value === 'string' ? value : ''}
      disabled={isLocked(props)}
      placeholder={placeholder}
      {...fieldStatusProps(props)}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
export const PasswordWidget = PasswordWidgetView;
