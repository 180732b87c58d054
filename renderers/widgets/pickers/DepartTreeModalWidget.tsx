/**
 * Department field with the department tree dialog (JSelectDepart in its modal form): shows the
 * chosen departments' names and opens DepartTreeModal. Value: the checked department ids
 * comma-joined. `x-widget-options`: `multiple` (default true; false keeps one department),
 * `linked` (a parent's box checks its subtree).
 */
import { useMemo, useState } from 'react';
import { departOptions, type DepartNode } from '../depart-tree';
import { joinIds, splitIds, useRemoteList } from '../use-remote-list';
import { fieldStatusProps, isLocked, widgetOption, type FieldWidgetProps } from '../widget-props';
import { DepartTreeModal } from './DepartTreeModal';
import { departTitles } from './depart-tree-filter';
import { PickerInput } from './PickerInput';

function DepartTreeModalWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder, label } = props;
  const nodes = useRemoteList<DepartNode>('departTree');
  const treeData = useMemo(() => departOptions(nodes), [nodes]);
  const titles = useMemo(() => departTitles(treeData), [treeData]);
  const [open, setOpen] = useState(false);
  const ids = splitIds(value);
  return (
    <>
      <PickerInput
        id={id}
        text={ids.map((i) => titles.get(i) ?? i).join(',')}
        label={label || ''}
        placeholder={placeholder}
        disabled={isLocked(props)}
        status={fieldStatusProps(props)}
        onOpen={() => setOpen(true)}
        onClear={() => onChange(undefined)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {open ? (
        <DepartTreeModal
          id={id}
          treeData={treeData}
          initial={ids}
          multiple={widgetOption<boolean>(props, 'multiple') !== false}
          linked={widgetOption<boolean>(props, 'linked') === true}
          onCancel={() => setOpen(false)}
          onOk={(chosen) => {
            onChange(joinIds(chosen));
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

export const DepartTreeModalWidget = DepartTreeModalWidgetView;
