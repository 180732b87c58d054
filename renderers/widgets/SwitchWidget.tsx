/** Y/N switch (SPEC §9: switch values Y and N). */
import { Switch } from 'antd';

import { fieldStatusProps, isLocked, type FieldWidgetProps } from './widget-props';

/** A switch has no error border; its state for assistive technology is all it takes. */
function switchAria(props: FieldWidgetProps) {
  const { status: _status, ...aria } = fieldStatusProps(props);
  return aria;
}

function SwitchWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange } = props;
  return (
    <Switch
      id={id}
      checked={value === 'Y'}
      disabled={isLocked(props)}
      onChange={(checked) => onChange(checked ? 'Y' : 'N')}
      {...switchAria(props)}
    />
  );
}
export const SwitchWidget = SwitchWidgetView;
