/**
 * Stands in for a widget the schema names but nobody registered: the field says so, and the rest of
 * the form keeps working (rjsf would throw "No widget … for type …" and take the page down). It is
 * loaded with every form, so it is a plain element styled like antd's error Alert
 * (field-template.css, the form's theme tokens) rather than the Alert itself, which every form page
 * would download for a message it almost never shows.
 */
import { useFormText } from '../i18n/use-form-text';
import { widgetOption, type FieldWidgetProps } from './widget-props';

export const UNKNOWN_WIDGET_OPTION = 'unknownWidget';

export function UnknownWidget(props: FieldWidgetProps) {
  const text = useFormText();
  const name = widgetOption<string>(props, UNKNOWN_WIDGET_OPTION) ?? '';
  return (
    <div id={props.id} role="alert" className="rf-unknown-widget">
      {text('unknownWidget', { name })}
    </div>
  );
}
