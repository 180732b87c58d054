/** Text-like cells: input, textarea, number input (SPEC §5 number rules), input with a popover text area. */
import { Input, Popover } from 'antd';
import { useEffect, useState } from 'react';
import {
  acceptNumberInput,
  numberInputOnBlur,
  parseNumberInput,
} from '../../../src/shared/validation/number-input';
import { invalidProps, type CellProps } from './cell-props';

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** What every text-like control of a cell carries: its id, accessible name, placeholder, state and error. */
function controlProps(props: CellProps) {
  return {
    id: props.id,
    'aria-label': props.label,
    placeholder: props.placeholder,
    disabled: props.disabled,
    status: props.errorId ? ('error' as const) : undefined,
    ...invalidProps(props),
  };
}

/** A cell whose text is the value as typed: one line (input) or a text area (textarea). */
function TextControl({ cell, multiline = false }: { cell: CellProps; multiline?: boolean }) {
  const shared = { ...controlProps(cell), value: asText(cell.value), onBlur: cell.onBlur };
  return multiline ? (
    <Input.TextArea {...shared} rows={1} onChange={(e) => cell.onChange(e.target.value)} />
  ) : (
    <Input {...shared} onChange={(e) => cell.onChange(e.target.value)} />
  );
}

export function InputCell(props: CellProps) {
  return <TextControl cell={props} />;
}

export function TextareaCell(props: CellProps) {
  return <TextControl cell={props} multiline />;
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
      {...controlProps(props)}
      inputMode="decimal"
      value={text}
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
      {/* An antd Input itself (not TextControl): the popover attaches its focus handlers and ref to it. */}
      <Input
        {...controlProps(props)}
        value={asText(props.value)}
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
