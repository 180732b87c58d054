/**
 * Business-component picker field (JSelectBizComponent): a text field showing the chosen records
 * and the selection modal over a list page. `x-widget-options`: `page` (the list page's id: its
 * entity, query form and columns; never a URL), `valueField` (stored, default `id`), `textField`
 * (shown, default the page's first column), `multiple` (default false), `title`, `width`,
 * `columns` (field names instead of the page's). Value: the chosen values comma-joined.
 */
import { Typography } from 'antd';
import { useState } from 'react';
import type { I18nText } from '../../../src/shared/schema/types';
import { useText } from '../../i18n/use-text';
import { joinIds, splitIds } from '../use-remote-list';
import { fieldStatusProps, isLocked, widgetOption, type FieldWidgetProps } from '../widget-props';
import { pickerColumns, pickerTextField, rowValue } from './list-picker-model';
import { ListSelectModal } from './ListSelectModal';
import { PickerInput } from './PickerInput';
import { usePickerPage } from './use-picker-page';
import { useStoredRows } from './use-stored-rows';

/** The options a preset (positionSelect) gives when the schema leaves them out. */
export interface ListSelectDefaults {
  page?: string;
  valueField?: string;
  textField?: string;
  title?: I18nText;
}

export function ListSelectField({
  defaults = {},
  ...props
}: FieldWidgetProps & { defaults?: ListSelectDefaults }) {
  const { id, value, onChange, onBlur, onFocus, placeholder, label } = props;
  const t = useText();
  const pageId = widgetOption<string>(props, 'page') ?? defaults.page;
  const valueField = widgetOption<string>(props, 'valueField') ?? defaults.valueField ?? 'id';
  const fields = widgetOption<string[]>(props, 'columns');
  const { loaded, error } = usePickerPage(pageId);
  const textField = loaded
    ? pickerTextField(
        pickerColumns(loaded.page, loaded.entity, fields),
        widgetOption<string>(props, 'textField') ?? defaults.textField,
      )
    : (widgetOption<string>(props, 'textField') ?? defaults.textField ?? valueField);
  const keys = splitIds(value);
  const { rows, remember } = useStoredRows(loaded, valueField, keys);
  const [open, setOpen] = useState(false);
  const problem = !pageId ? t('listPickerNoPage') : error;
  return (
    <>
      <PickerInput
        id={id}
        text={rows.map((r) => rowValue(r, textField) || rowValue(r, valueField)).join(',')}
        label={label || ''}
        placeholder={placeholder}
        disabled={isLocked(props) || !loaded}
        status={fieldStatusProps(props)}
        onOpen={() => setOpen(true)}
        onClear={() => onChange(undefined)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {problem ? <Typography.Text type="danger">{problem}</Typography.Text> : null}
      {open && loaded ? (
        <ListSelectModal
          loaded={loaded}
          valueField={valueField}
          textField={textField}
          multiple={widgetOption<boolean>(props, 'multiple') === true}
          title={widgetOption<I18nText>(props, 'title') ?? defaults.title}
          width={widgetOption<number>(props, 'width')}
          columns={fields}
          initial={rows}
          onCancel={() => setOpen(false)}
          onOk={(chosen) => {
            remember(chosen);
            onChange(joinIds(chosen.map((r) => rowValue(r, valueField))));
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

export function ListSelectWidget(props: FieldWidgetProps) {
  return <ListSelectField {...props} />;
}
