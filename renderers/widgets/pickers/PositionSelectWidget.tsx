/**
 * Position picker field (JSelectPosition): the selection modal over the positions list page
 * (sys-position-list: name, code, rank), storing the positions' codes comma-joined and showing
 * their names. Any listSelect option (`multiple`, `valueField`…) may be given to change that.
 */
import { rendererText } from '../../i18n/use-text';
import type { FieldWidgetProps } from '../widget-props';
import { ListSelectField, type ListSelectDefaults } from './ListSelectWidget';

const POSITION_DEFAULTS: ListSelectDefaults = {
  page: 'sys-position-list',
  valueField: 'code',
  textField: 'name',
  title: {
    'zh-CN': rendererText('zh-CN', 'positionPickerTitle'),
    'en-US': rendererText('en-US', 'positionPickerTitle'),
  },
};

export function PositionSelectWidget(props: FieldWidgetProps) {
  return <ListSelectField {...props} defaults={POSITION_DEFAULTS} />;
}
