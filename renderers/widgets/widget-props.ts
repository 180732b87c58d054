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
  'aria-required'?: true;
}

/** The id of the field's visible label (FieldTemplate), which group widgets name as their label. */
export function labelId(id: string): string {
  return `${id}__label`;
}

type StatusSource = Pick<WidgetProps, 'id' | 'rawErrors' | 'schema' | 'options'> & {
  required?: boolean;
  label?: string;
  hideLabel?: boolean;
};

export function fieldStatusProps(props: StatusSource): FieldStatusProps {
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
    // The asterisk is drawn by CSS; assistive technology hears "required" from this.
    ...(props.required ? { 'aria-required': true } : {}),
  };
}

export type GroupProps = {
  role: 'radiogroup' | 'group';
  'aria-labelledby'?: string;
  'aria-label'?: string;
} & Omit<FieldStatusProps, 'status'>;

/**
 * A widget made of several controls (radio buttons, checkboxes, an upload's list and button) is
 * one group named by the field's label. `aria-required` is allowed on a radiogroup only, not on a
 * plain group; there the label's required mark and the error text carry it.
 */
export function groupProps(props: StatusSource, role: 'radiogroup' | 'group'): GroupProps {
  const { status: _status, ...aria } = fieldStatusProps(props);
  if (role === 'group') delete aria['aria-required'];
  // FieldTemplate shows the label unless the form hides it; then the group carries the text itself.
  const name = props.hideLabel
    ? props.label
      ? { 'aria-label': props.label }
      : {}
    : { 'aria-labelledby': labelId(props.id) };
  return { role, ...name, ...aria };
}

/** What EntityForm hands every widget through rjsf's formContext. */
export interface RendererFormContext {
  /** The id of the record being edited or shown (absent on add). */
  recordId?: string;
  /** The entity whose record the form writes (absent in a standalone form). */
  entityId?: string;
  /**
   * Sets several fields of the form at once (the popup picker fills its destination fields); in an
   * editable table's cell, fields of the cell's row.
   */
  patchFields?(values: Record<string, unknown>): void;
  /** The form's current value of another field (the cron preview reads the record's time zone). */
  valueOf?(field: string): unknown;
}

/** The entity field a widget edits, when the form writes a registered entity. */
export function uploadTargetOf(
  props: Pick<WidgetProps, 'registry' | 'name'>,
): { entity: string; field: string } | undefined {
  const context = props.registry.formContext as RendererFormContext | undefined;
  return typeof context?.entityId === 'string' && context.entityId !== ''
    ? { entity: context.entityId, field: props.name }
    : undefined;
}

export function recordIdOf(props: Pick<WidgetProps, 'registry'>): string | undefined {
  const context = props.registry.formContext as RendererFormContext | undefined;
  return typeof context?.recordId === 'string' && context.recordId !== '' ? context.recordId : undefined;
}
