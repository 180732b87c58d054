/** Y/N switch (SPEC §9: switch values Y and N). */
import { Switch } from 'antd';

import { isLocked, type FieldWidgetProps } from './widget-props';

function SwitchWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange } = props;
  return (
    <Switch
      id={id}
      checked={value === 'Y'}
      disabled={isLocked(props)}
      onChange={(checked) => onChange(checked ? 'Y' : 'N')}
    />
  );
}
export const SwitchWidget = SwitchWidgetView;
