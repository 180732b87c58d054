/**
 * Department tree select (JSelectDepart as a tree): the tree from the provider's `departTree` list,
 * value one department id, or with `x-widget-options.multiple` the checked ids comma-joined. Each
 * box checks only its own department (a parent does not imply its children).
 */
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useText } from '../i18n/use-text';
import { useClearable } from './use-clearable';
import { departOptions, type DepartNode } from './depart-tree';
import { joinIds, splitIds, useRemoteList } from './use-remote-list';
import { fieldStatusProps, isLocked, recordIdOf, widgetOption, type FieldWidgetProps } from './widget-props';

interface CheckedValue {
  value: string | number;
  label?: unknown;
}

function DepartSelectWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder } = props;
  const text = useText();
  const clearable = useClearable();
  const nodes = useRemoteList<DepartNode>('departTree');
  const recordId = recordIdOf(props);
  const treeData = useMemo(() => departOptions(nodes, recordId), [nodes, recordId]);
  const multiple = widgetOption<boolean>(props, 'multiple') === true;
  const common = {
    id,
    style: { width: '100%' },
    treeData,
    allowClear: clearable,
    treeDefaultExpandAll: true,
    showSearch: { treeNodeFilterProp: 'title' },
    styles: { popup: { root: { maxHeight: 400, overflow: 'auto' } } },
    disabled: isLocked(props),
    placeholder: placeholder || text('placeholderSelect'),
    ...fieldStatusProps(props),
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  };
  if (multiple) {
    return (
      <TreeSelect<CheckedValue[]>
        {...common}
        treeCheckable
        treeCheckStrictly
        value={splitIds(value).map((v) => ({ value: v }))}
        onChange={(checked) => onChange(joinIds((checked ?? []).map((c) => String(c.value))))}
      />
    );
  }
  const single = splitIds(value)[0];
  return (
    <TreeSelect<string | undefined> {...common} value={single} onChange={(v) => onChange(v ?? undefined)} />
  );
}

export const DepartSelectWidget = DepartSelectWidgetView;
