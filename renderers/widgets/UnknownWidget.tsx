/**
 * Stands in for a widget the schema names but nobody registered: the field says so, and the rest of
 * the form keeps working (rjsf would throw "No widget … for type …" and take the page down).
 */
import { Alert } from 'antd';
import { useText } from '../i18n/use-text';
import { widgetOption, type FieldWidgetProps } from './widget-props';

export const UNKNOWN_WIDGET_OPTION = 'unknownWidget';

export function UnknownWidget(props: FieldWidgetProps) {
  const text = useText();
  const name = widgetOption<string>(props, UNKNOWN_WIDGET_OPTION) ?? '';
  return <Alert id={props.id} type="error" showIcon title={text('unknownWidget', { name })} />;
}
