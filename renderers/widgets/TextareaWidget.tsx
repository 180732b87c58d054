import { Input } from 'antd';

import { isLocked, widgetOption, fieldStatusProps, type FieldWidgetProps } from './widget-props';

function TextareaWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder, options, schema } = props;
  return (
    <Input.TextArea
      id={id}
      name={id}
      rows={widgetOption<number>(props, 'rows') ?? 4}
      value={typeof value === 'string' ? value : ''}
      disabled={isLocked(props)}
      placeholder={placeholder}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      showCount={typeof schema.maxLength === 'number'}
      {...fieldStatusProps(props)}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
export const TextareaWidget = TextareaWidgetView;
