/**
 * A file or image input of a transition dialog (a field with `"x-widget": "file" | "image"`): the
 * form's own upload widget, uploading for the entity's field of the same name so the server applies
 * that field's upload policy (types by content, size, count), e.g. the evidence of an answer.
 */
import { schemaKeyword, X_WIDGET, X_WIDGET_OPTIONS } from '../../src/shared/schema/keywords';
import { FileUploadWidget, ImageUploadWidget } from '../widgets/UploadWidget';
import type { FieldWidgetProps } from '../widgets/widget-props';

export function isUploadField(field: Record<string, unknown>): boolean {
  const widget = schemaKeyword(field, X_WIDGET);
  return widget === 'file' || widget === 'image';
}

export interface TransitionUploadProps {
  id: string;
  name: string;
  label: string;
  field: Record<string, unknown>;
  /** The entity whose field (of the same name) the files are uploaded for; none: the default policy. */
  entityId?: string;
  value: string | undefined;
  onChange(value: string | null): void;
}

export function TransitionUpload({
  id,
  name,
  label,
  field,
  entityId,
  value,
  onChange,
}: TransitionUploadProps) {
  const Widget = schemaKeyword(field, X_WIDGET) === 'image' ? ImageUploadWidget : FileUploadWidget;
  // The widget reads only these of rjsf's props (widget-props.ts); the dialog's Form.Item shows the
  // label and the error, so the group names itself (hideLabel).
  const props = {
    id,
    name,
    label,
    hideLabel: true,
    value,
    onChange: (v: string | undefined) => onChange(v ?? null),
    options: schemaKeyword(field, X_WIDGET_OPTIONS) ?? {},
    schema: field,
    registry: { formContext: entityId ? { entityId } : {} },
    rawErrors: [],
    required: false,
    disabled: false,
    readonly: false,
  } as unknown as FieldWidgetProps;
  return <Widget {...props} />;
}
