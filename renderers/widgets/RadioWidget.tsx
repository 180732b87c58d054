import { Radio } from 'antd';

import { useFieldOptions } from './use-options';
import { groupProps, isLocked, type FieldWidgetProps } from './widget-props';

function RadioWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange } = props;
  const options = useFieldOptions(props);
  return (
    <Radio.Group
      id={id}
      value={value}
      disabled={isLocked(props)}
      options={options}
      onChange={(e) => onChange(e.target.value)}
      {...groupProps(props, 'radiogroup')}
    />
  );
}
export const RadioWidget = RadioWidgetView;
