/**
 * What a modal picker shows in the form: a read-only text of the chosen items' names, a button that
 * opens the picker (the text opens it too, by click, Enter or Space) and, when something is chosen,
 * a button that clears it. The input carries the field's id, so the form's label names it.
 */
import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import type { KeyboardEvent } from 'react';
import { useText } from '../../i18n/use-text';
import type { FieldStatusProps } from '../widget-props';

export interface PickerInputProps {
  id: string;
  /** The chosen items' names, comma-joined. */
  text: string;
  /** What the buttons name (the field's label). */
  label: string;
  placeholder?: string;
  disabled: boolean;
  status: FieldStatusProps;
  onOpen(): void;
  onClear(): void;
  onBlur?(): void;
  onFocus?(): void;
}

export function PickerInput({
  id,
  text,
  label,
  placeholder,
  disabled,
  status,
  onOpen,
  onClear,
  onBlur,
  onFocus,
}: PickerInputProps) {
  const t = useText();
  const open = () => {
    if (!disabled) onOpen();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        readOnly
        value={text}
        title={text || undefined}
        placeholder={placeholder || t('placeholderSelect')}
        disabled={disabled}
        {...status}
        aria-haspopup="dialog"
        onClick={open}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onFocus={onFocus}
      />
      {text !== '' && !disabled ? (
        <Button icon={<CloseOutlined />} aria-label={t('pickerClear', { name: label })} onClick={onClear} />
      ) : null}
      <Button
        icon={<SearchOutlined />}
        aria-label={t('pickerChooseNamed', { name: label })}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={open}
      />
    </Space.Compact>
  );
}
