/** Number input with the number-cell rules (optional minus, digits, one point; invalid input reverted; blur empties a non-number). */
import { Input } from 'antd';
import { useState } from 'react';
import {
  acceptNumberInput,
  numberInputOnBlur,
  parseNumberInput,
} from '../../src/shared/validation/number-input';
import { isLocked, fieldStatusProps, type FieldWidgetProps } from './widget-props';

function textOf(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? String(value)
    : typeof value === 'string'
      ? value
      : '';
}

function NumberWidgetView(props: FieldWidgetProps) {
  const { id, value, onChange, onBlur, onFocus, placeholder, schema } = props;
  const [text, setText] = useState(() => textOf(value));
  // Follow outside changes (reset, server data) but keep a partial text such as '-' while typing.
  const shown =
    parseNumberInput(text) === (typeof value === 'number' ? value : undefined) ? text : textOf(value);
  const emit = (next: string) => {
    const n = parseNumberInput(next);
    onChange(n === undefined ? undefined : schema.type === 'integer' ? Math.trunc(n) : n);
  };
  return (
    <Input
      id={id}
      name={id}
      inputMode="decimal"
      value={shown}
      disabled={isLocked(props)}
      placeholder={placeholder}
      {...fieldStatusProps(props)}
      onChange={(e) => {
        const next = acceptNumberInput(shown, e.target.value);
        setText(next);
        emit(next);
      }}
      onBlur={() => {
        const next = numberInputOnBlur(shown);
        setText(next);
        emit(next);
        onBlur(id, parseNumberInput(next));
      }}
      onFocus={() => onFocus(id, value)}
    />
  );
}
export const NumberWidget = NumberWidgetView;
