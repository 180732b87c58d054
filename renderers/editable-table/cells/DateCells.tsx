/** date (YYYY-MM-DD), datetime (YYYY-MM-DD HH:mm:ss) and time (HH:mm:ss) cells holding text values. */
import { DatePicker, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMAT, DATETIME_FORMAT } from '../../widgets/date-formats';
import { invalidProps, type CellProps } from './cell-props';

export const TIME_FORMAT = 'HH:mm:ss';

/** The value as a date; text dayjs cannot read shows as empty (the value itself is kept). */
function parsed(value: unknown) {
  if (typeof value !== 'string' || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

export function DateCell(props: CellProps & { withTime?: boolean }) {
  const format = props.withTime ? DATETIME_FORMAT : DATE_FORMAT;
  return (
    <DatePicker
      id={props.id}
      aria-label={props.label}
      style={{ width: '100%' }}
      showTime={props.withTime}
      format={format}
      value={parsed(props.value)}
      placeholder={props.placeholder}
      disabled={props.disabled}
      status={props.errorId ? 'error' : undefined}
      {...invalidProps(props)}
      onChange={(d) => props.onChange(d ? d.format(format) : undefined)}
      onBlur={props.onBlur}
    />
  );
}

export function TimeCell(props: CellProps) {
  return (
    <TimePicker
      id={props.id}
      aria-label={props.label}
      style={{ width: '100%' }}
      format={TIME_FORMAT}
      value={typeof props.value === 'string' ? parsed(`1970-01-01 ${props.value}`) : null}
      placeholder={props.placeholder}
      disabled={props.disabled}
      status={props.errorId ? 'error' : undefined}
      {...invalidProps(props)}
      onChange={(d) => props.onChange(d ? d.format(TIME_FORMAT) : undefined)}
      onBlur={props.onBlur}
    />
  );
}
