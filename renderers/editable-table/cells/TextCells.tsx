/** Text-like cells: input, textarea, number input (SPEC §5 number rules), input with a popover text area. */
import { Input, Popover } from 'antd';
import { useEffect, useState } from 'react';
import { acceptNumberInput, numberInputOnBlur, parseNumberInput } from '../../../src/shared/validation/number-input';
import { invalidProps, type CellProps } from './cell-props';

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function InputCell(props: CellProps) {
  return (
    <Input
      id={props.id}
      aria-label={props.label}
      value={asText(props.value)}
      placeholder={props.placeholder}
      disabled={props.disabled}
      status={props.errorId ? 'error' : undefined}
      {...invalidProps(props)}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={props.onBlur}
    />
  );
}

export function TextareaCell(props: CellProps) {
  return (
    <Input.TextArea
      id={props.id}
      aria-label={props.label}
      rows={1}
      value={asText(props.value)}
      placeholder={props.placeholder}
      disabled={props.disabled}
      status={props.errorId ? 'error' : undefined}
      {...invalidProps(props)}
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={props.onBlur}
    />
  );
}

/**
 * Number cell: keeps the text being typed ('-', '1.') while the value holds the number; input that
 * breaks the rule is reverted, and a text that is not a number is emptied on blur.
 */
export function NumberCell(props: CellProps) {
  const [text, setText] = useState(asText(props.value));
  useEffect(() => {
    setText((current) => (parseNumberInput(current) === props.value ? current : asText(props.value)));
  }, [props.value]);
  return (
    <Input
      id={props.id}
      aria-label={props.label}
      inputMode="decimal"
      value={text}
      placeholder={props.placeholder}
      disabled={props.disabled}
      status={props.errorId ? 'error' : undefined}
      {...invalidProps(props)}
      onChange={(e) => {
        const next = acceptNumberInput(text, e.target.value);
        setText(next);
        const n = parseNumberInput(next);
        if (next === '') props.onChange(undefined);
        else if (n !== undefined && n !== props.value) props.onChange(n);
      }}
      onBlur={() => {
        const finished = numberInputOnBlur(text);
        setText(finished);
        const n = parseNumberInput(finished);
        if (n !== props.value) props.onChange(n);
        props.onBlur();
      }}
    />
  );
}

/** An input whose text can also be edited in a 300 x 210 text area in a popover (SPEC §9). */
export function InputPopCell(props: CellProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open && !props.disabled}
      onOpenChange={setOpen}
      trigger="focus"
      placement="bottom"
      content={
        <Input.TextArea
          aria-label={props.label}
          style={{ width: 300, height: 210, resize: 'none' }}
          value={asText(props.value)}
          onChange={(e) => props.onChange(e.target.value)}
        />
      }
    >
      <Input
        id={props.id}
        aria-label={props.label}
        value={asText(props.value)}
        placeholder={props.placeholder}
        disabled={props.disabled}
        status={props.errorId ? 'error' : undefined}
        {...invalidProps(props)}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
      />
    </Popover>
  );
}

/** normal: the value as text, not editable. */
export function TextCell(props: CellProps) {
  return (
    <span id={props.id} className="editable-table__text">
      {asText(props.value)}
    </span>
  );
}
