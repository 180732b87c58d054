/** Date (YYYY-MM-DD), date-time (YYYY-MM-DD HH:mm:ss) and time (HH:mm:ss) pickers holding text values. */
import { DatePicker, TimePicker } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { KeyboardEvent } from 'react';

import { DATE_FORMAT, DATETIME_FORMAT, TIME_FORMAT } from './date-formats';
import { isLocked, fieldStatusProps, type FieldWidgetProps } from './widget-props';

// A time alone (HH:mm:ss) is parsed by its format, which plain dayjs() does not read.
dayjs.extend(customParseFormat);

/**
 * Enter in the picker's input confirms the typed date; in a form it would also be the browser's
 * implicit submission. The picker has handled the key by the time it bubbles here, so only the
 * submission is cancelled.
 */
function keepEnterInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key === 'Enter') event.preventDefault();
}

function makeDateWidget(withTime: boolean) {
  const pattern = withTime ? DATETIME_FORMAT : DATE_FORMAT;
  function DateWidgetView(props: FieldWidgetProps) {
    const { id, value, onChange, onBlur, placeholder } = props;
    const parsed = typeof value === 'string' && value !== '' ? dayjs(value) : null;
    return (
      <div onKeyDown={keepEnterInside}>
        <DatePicker
          id={id}
          style={{ width: '100%' }}
          showTime={withTime}
          format={pattern}
          value={parsed?.isValid() ? parsed : null}
          disabled={isLocked(props)}
          placeholder={placeholder}
          {...fieldStatusProps(props)}
          onChange={(d) => onChange(d ? d.format(pattern) : undefined)}
          onBlur={() => onBlur(id, value)}
        />
      </div>
    );
  }
  return DateWidgetView;
}

export const DateWidget = makeDateWidget(false);
export const DateTimeWidget = makeDateWidget(true);

/** A time of day (JTime, the editable table's time cell): text HH:mm:ss. */
function TimeWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, placeholder } = props;
  const parsed = typeof value === 'string' && value !== '' ? dayjs(value, TIME_FORMAT, true) : null;
  return (
    <div onKeyDown={keepEnterInside}>
      <TimePicker
        id={id}
        style={{ width: '100%' }}
        format={TIME_FORMAT}
        value={parsed?.isValid() ? parsed : null}
        disabled={isLocked(props)}
        placeholder={placeholder}
        {...fieldStatusProps(props)}
        onChange={(d) => onChange(d ? d.format(TIME_FORMAT) : undefined)}
        onBlur={() => onBlur(id, value)}
      />
    </div>
  );
}
export const TimeWidget = TimeWidgetView;
