import { descriptionId, errorId, helpId, type WidgetProps } from '@rjsf/utils';

/** The rjsf props every built-in widget reads. */
export type FieldWidgetProps = WidgetProps;

export function isLocked(props: Pick<WidgetProps, 'disabled' | 'readonly'>): boolean {
  return Boolean(props.disabled || props.readonly);
}

/** The schema's `x-widget-options` (passed as ui:options). */
export function widgetOption<T>(props: WidgetProps, name: string): T | undefined {
  return (props.options as Record<string, unknown>)[name] as T | undefined;
}

/**
 * The field's validation state for the widget's control: antd's red border (`status`), and for
 * assistive tech `aria-invalid` plus `aria-describedby` naming the error text, help and
 * description that the form's FieldTemplate renders under rjsf's ids (only those that exist).
 */
export interface FieldStatusProps {
  status?: 'error';
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export function fieldStatusProps(
  props: Pick<WidgetProps, 'id' | 'rawErrors' | 'schema' | 'options'>,
): FieldStatusProps {
  const invalid = Boolean(props.rawErrors?.length);
  const described = [
    invalid && errorId(props.id),
    // FieldTemplate shows string help and any description, as @rjsf/antd's did.
    typeof props.options.help === 'string' && props.options.help !== '' && helpId(props.id),
    Boolean(props.options.description || props.schema.description) && descriptionId(props.id),
  ].filter((x): x is string => typeof x === 'string');
  return {
    ...(invalid ? { status: 'error', 'aria-invalid': true } : {}),
    ...(described.length ? { 'aria-describedby': described.join(' ') } : {}),
  };
}
