/**
 * rjsf's ObjectField with a uiSchema that keeps its identity while its content is unchanged.
 * SchemaField hands every field a fresh copy of its uiSchema on each render (it strips the consumed
 * class names and style), and ObjectField's key-rename callback depends on that object, so without
 * this every property wrapper of the object (200 on the bench form) re-rendered on each keystroke
 * although only one field's data changed. With the same uiSchema, the wrappers' memo holds and a
 * keystroke reaches only the edited field's own subtree.
 */
// By file: @rjsf/core's index also loads its test registry (with ajv).
import getDefaultRegistry from '@rjsf/core/lib/getDefaultRegistry.js';
import { useDeepCompareMemo, type FieldProps } from '@rjsf/utils';

const RjsfObjectField = defaultObjectField();

function defaultObjectField(): NonNullable<ReturnType<typeof getDefaultRegistry>['fields']['ObjectField']> {
  const field = getDefaultRegistry().fields.ObjectField;
  if (!field) throw new Error('@rjsf/core registers no ObjectField');
  return field;
}

export function StableObjectField(props: FieldProps) {
  const uiSchema = useDeepCompareMemo(props.uiSchema);
  return <RjsfObjectField {...props} uiSchema={uiSchema} />;
}
