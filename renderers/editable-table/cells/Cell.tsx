/** The editor of one cell, by column type. */
import { Button, Typography } from 'antd';
import type { Widget } from '@rjsf/utils';
import { useFeedback } from '../../feedback';
import { tableText } from '../texts';
import type { CellProps, SlotRenderer } from './cell-props';
import { CheckboxCell, SelectCell } from './ChoiceCells';
import { DateCell, TimeCell } from './DateCells';
import { REGISTRY_WIDGET, RegistryCell } from './RegistryCell';
import { InputCell, InputPopCell, NumberCell, TextareaCell, TextCell } from './TextCells';

export interface CellEnvironment {
  widgets: Readonly<Record<string, Widget>>;
  slots: Readonly<Record<string, SlotRenderer>>;
}

/** Without a registered popup picker the button says the popup is not configured (SPEC §5). */
function PopupFallbackCell(props: CellProps) {
  const feedback = useFeedback();
  const text =
    props.value === undefined || props.value === null || props.value === ''
      ? props.column.btnText
      : String(props.value);
  return (
    <Button
      id={props.id}
      aria-label={props.label}
      disabled={props.disabled}
      onClick={() => feedback.warning(tableText(props.locale, 'popupMisconfigured'))}
    >
      {text || '…'}
    </Button>
  );
}

export function Cell(props: CellProps & { env: CellEnvironment }) {
  const { column, env } = props;
  switch (column.type) {
    case 'normal':
      return <TextCell {...props} />;
    case 'input':
      return <InputCell {...props} />;
    case 'textarea':
      return <TextareaCell {...props} />;
    case 'inputNumber':
      return <NumberCell {...props} />;
    case 'input_pop':
      return <InputPopCell {...props} />;
    case 'checkbox':
      return <CheckboxCell {...props} />;
    case 'select':
      return <SelectCell {...props} />;
    case 'sel_search':
      return <SelectCell {...props} search />;
    case 'list_multi':
      return <SelectCell {...props} mode="multiple" />;
    case 'date':
      return <DateCell {...props} />;
    case 'datetime':
      return <DateCell {...props} withTime />;
    case 'time':
      return <TimeCell {...props} />;
    case 'slot': {
      const name = column.slotName ?? column.key;
      const render = Object.hasOwn(env.slots, name) ? env.slots[name] : undefined;
      if (!render)
        return (
          <Typography.Text type="danger">{tableText(props.locale, 'unknownSlot', { name })}</Typography.Text>
        );
      return <>{render({ row: props.row, value: props.value, column, onChange: props.onChange })}</>;
    }
    case 'hidden':
      return null;
    case 'popup':
      if (!Object.hasOwn(env.widgets, 'popup')) return <PopupFallbackCell {...props} />;
      return <RegistryCell {...props} widget={env.widgets.popup} widgetName="popup" />;
    default: {
      const name = REGISTRY_WIDGET[column.type] as string;
      return (
        <RegistryCell
          {...props}
          widget={Object.hasOwn(env.widgets, name) ? env.widgets[name] : undefined}
          widgetName={name}
        />
      );
    }
  }
}
