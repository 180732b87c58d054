/**
 * A row action of kind `prompt`: a dialog asking for one required text (e.g. a rejection reason)
 * before the action's request is sent with it as `$input`. The text is checked here (required,
 * maxLength) and again by the server; the dialog stays open until the request succeeds. A prompt
 * may start with a catalogue text (`initialMessage`, e.g. a usual reason) the user can edit.
 */
import { Form, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { CATALOGUE, type CatalogueKey } from '../../src/shared/messages/catalogue';
import type { ActionDef, I18nText } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';
import { fillRowText } from './visible-actions';

export interface PromptDialogProps {
  action: ActionDef;
  /** The row the action runs on: `{field}` in the prompt's title and label shows its value. */
  row?: Record<string, unknown>;
  onClose(): void;
  /** Sends the request with the text; resolves true when it succeeded. */
  onSubmit(input: string): Promise<boolean>;
}

/** The prompt's starting text: its catalogue message in the user's language, or empty. */
function initialText(action: ActionDef, t: (text: I18nText) => string): string {
  const key = action.prompt?.initialMessage;
  return key !== undefined && Object.hasOwn(CATALOGUE, key) ? t(CATALOGUE[key as CatalogueKey]) : '';
}

export function PromptDialog({ action, row = {}, onClose, onSubmit }: PromptDialogProps) {
  const { t } = useRenderer();
  const text = useText();
  const id = useId();
  const [value, setValue] = useState(() => initialText(action, t));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const prompt = action.prompt;
  if (!prompt) return null;
  const label = fillRowText(t(prompt.label), row);

  const submit = async () => {
    const input = value.trim();
    if (input === '') {
      setError(text('promptRequired', { label }));
      return;
    }
    setSending(true);
    const done = await onSubmit(input).finally(() => setSending(false));
    if (done) onClose();
  };

  return (
    <Modal
      open
      title={fillRowText(t(prompt.title), row)}
      okText={text('ok')}
      cancelText={text('cancel')}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={label}
          htmlFor={id}
          required
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input.TextArea
            id={id}
            value={value}
            rows={4}
            maxLength={prompt.maxLength}
            showCount={prompt.maxLength !== undefined}
            aria-required
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError(null);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
