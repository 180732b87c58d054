import { Select } from 'antd';

import { useText } from '../i18n/use-text';
import { useClearable } from './use-clearable';
import { useFieldOptions } from './use-options';
import { useSiblingOptions } from './use-sibling-options';
import { joinIds, splitIds } from './use-remote-list';
import { isLocked, fieldStatusProps, type FieldWidgetProps } from './widget-props';

function SelectWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder, schema } = props;
  const text = useText();
  const clearable = useClearable();
  const listed = useFieldOptions(props);
  // x-widget-options.optionsFrom: choices from another field's rows, read again on opening.
  const sibling = useSiblingOptions(props);
  const options = sibling?.options ?? listed;
  const multiple = schema.type === 'array';
  // Dictionary values are text; an integer field (sys_permission.menuType) stores the number.
  const numeric = schema.type === 'integer' || schema.type === 'number';
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      allowClear={clearable}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
      value={
        value === '' || value === null || value === undefined ? undefined : numeric ? String(value) : value
      }
      options={options}
      onOpenChange={sibling ? (open: boolean) => open && sibling.refresh() : undefined}
      disabled={isLocked(props)}
      placeholder={placeholder || text('placeholderSelect')}
      {...fieldStatusProps(props)}
      onChange={(v: unknown) => onChange(v === undefined || v === null ? undefined : numeric ? Number(v) : v)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
export const SelectWidget = SelectWidgetView;

/**
 * Dictionary multi-select (JMultiSelectTag): several choices stored comma-joined in a text field,
 * or as the list itself for an array field.
 */
function MultiSelectWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder, schema } = props;
  const text = useText();
  const clearable = useClearable();
  const listed = useFieldOptions(props);
  const sibling = useSiblingOptions(props);
  const options = sibling?.options ?? listed;
  const asArray = schema.type === 'array';
  const current = splitIds(value);
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear={clearable}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
      value={current}
      options={options}
      onOpenChange={sibling ? (open: boolean) => open && sibling.refresh() : undefined}
      disabled={isLocked(props)}
      placeholder={placeholder || text('placeholderSelect')}
      {...fieldStatusProps(props)}
      onChange={(list: string[]) => onChange(asArray ? (list.length ? list : undefined) : joinIds(list))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
export const MultiSelectWidget = MultiSelectWidgetView;
