/**
 * rjsf's ObjectField with a uiSchema that keeps its identity while its content is unchanged.
 * SchemaField hands every field a fresh copy of its uiSchema on each render (it strips the consumed
 * class names and style), and ObjectField's key-rename callback depends on that object, so without
 * this every property wrapper of the object (200 on the bench form) re-rendered on each keystroke
 * although only one field's data changed. With the same uiSchema, the wrappers' memo holds and a
 * keystroke reaches only the edited field's own subtree.
 */
// By file: @rjsf/core's index also loads its test registry (with ajv), and its default registry
// every field rjsf has.
import RjsfObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import { useDeepCompareMemo, type FieldProps } from '@rjsf/utils';

export function StableObjectField(props: FieldProps) {
  const uiSchema = useDeepCompareMemo(props.uiSchema);
  return <RjsfObjectField {...props} uiSchema={uiSchema} />;
}
