/**
 * A toolbar action of kind `upload`: the button opens the file picker (`accept` from the action), the
 * chosen file is posted as a multipart upload to the action's request URL, and the answer's message
 * is shown; a success reloads the list. The URL is the schema's: the renderer names no server path.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import type { ActionDef } from '../../src/shared/schema/types';
import { useDataProvider } from '../context';
import { useFeedback } from '../feedback';
import { useText } from '../i18n/use-text';

export interface UploadActionButtonProps {
  action: ActionDef;
  label: string;
  onDone(): void;
}

export function UploadActionButton({ action, label, onDone }: UploadActionButtonProps) {
  const data = useDataProvider();
  const feedback = useFeedback();
  const text = useText();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const url = action.request?.url;

  const send = async (file: File) => {
    if (!url) return;
    setBusy(true);
    try {
      // The provider's multipart file post, aimed at this action's URL instead of a page's importExcel.
      const answer = await data.importFile({ api: { importExcel: url }, entityApi: '', table: '' }, [file]);
      if (!answer.success) {
        feedback.warning(answer.message);
        return;
      }
      feedback.success(answer.message || text('operationOk'));
      onDone();
    } catch {
      // the app has told the user already
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button icon={<UploadOutlined />} loading={busy} disabled={!url} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={action.accept}
        hidden
        aria-label={label}
        data-action={action.key}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that picking the same file again fires a change.
          event.target.value = '';
          if (file) void send(file);
        }}
      />
    </>
  );
}
