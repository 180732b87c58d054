import { Input } from 'antd';

import { isLocked, type FieldWidgetProps } from './widget-props';

function PasswordWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder, options, rawErrors } = props;
  return (
    <Input.Password
      id={id}
      name={id}
      autoComplete="new-password"
      value={typeof value === 'string' ? value : ''}
      disabled={isLocked(props)}
      placeholder={placeholder}
      status={rawErrors?.length ? 'error' : undefined}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
export const PasswordWidget = PasswordWidgetView;
