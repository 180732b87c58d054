import type { WidgetProps } from '@rjsf/utils';

/** The rjsf props every built-in widget reads. */
export type FieldWidgetProps = WidgetProps;

export function isLocked(props: Pick<WidgetProps, 'disabled' | 'readonly'>): boolean {
  return Boolean(props.disabled || props.readonly);
}

/** The schema's `x-widget-options` (passed as ui:options). */
export function widgetOption<T>(props: WidgetProps, name: string): T | undefined {
  return (props.options as Record<string, unknown>)[name] as T | undefined;
}
