/** Excel import dialog (JImportModal, SPEC §4): manual file list, .xls/.xlsx, posts files[] to the import URL. */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { useRenderer } from '../context';
import { useFeedback } from '../feedback';
import { fileAccessUrl } from '../file-url';
import { useText } from '../i18n/use-text';
import { EXCEL_ACCEPT, importOutcome, isExcelFile } from './import-result';

export interface ImportDialogProps {
  url: string;
  onClose(): void;
  /** Emitted after a (partly) successful import; the list reloads. */
  onOk(): void;
}

export function ImportDialog({ url, onClose, onOk }: ImportDialogProps) {
  const { request, download } = useRenderer();
  const feedback = useFeedback();
  const text = useText();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [rowErrors, setRowErrors] = useState<{ message: string; detail?: string; fileUrl?: string } | null>(null);

  const upload = async () => {
    const data = new FormData();
    for (const f of files) if (f.originFileObj) data.append('files[]', f.originFileObj);
    setUploading(true);
    try {
      const answer = await request<unknown>({ url, method: 'POST', data });
      const outcome = importOutcome(answer);
      if (outcome.kind === 'success') {
        feedback.success(outcome.message || text('importOk'));
        onOk();
        onClose();
      } else if (outcome.kind === 'rowErrors') {
        // Nothing was written (all-or-nothing), so the list stays as it is; the user fixes the file.
        setFiles([]);
        setRowErrors(outcome);
      } else {
        feedback.error(
          text('importFailed', { name: files.map((f) => f.name).join(', '), message: outcome.message }),
        );
      }
    } catch {
      // the app has told the user already
    } finally {
      setUploading(false);
    }
  };

  return (
    <Modal
      open
      title={text('importTitle')}
      width={600}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{text('close')}</Button>}
      destroyOnHidden
    >
      {rowErrors && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={rowErrors.message}
          description={
            <span>
              {rowErrors.detail}{' '}
              {rowErrors.fileUrl && (
                <Typography.Link
                  onClick={() =>
                    void download(
                      fileAccessUrl(rowErrors.fileUrl ?? ''),
                      {},
                      rowErrors.fileUrl?.split('/').pop() ?? 'errors.xlsx',
                    ).catch(() => undefined)
                  }
                >
                  {text('importErrorFile')}
                </Typography.Link>
              )}
            </span>
          }
        />
      )}
      <Upload
        accept={EXCEL_ACCEPT}
        multiple
        fileList={files}
        beforeUpload={(file) => {
          if (!isExcelFile(file.name)) {
            feedback.warning(text('importAccept'));
            return Upload.LIST_IGNORE;
          }
          return false;
        }}
        onChange={({ fileList }) => setFiles(fileList)}
        onRemove={(file) => setFiles((list) => list.filter((f) => f.uid !== file.uid))}
      >
        <Button icon={<UploadOutlined />}>{text('importChoose')}</Button>
      </Upload>
      <Button
        type="primary"
        style={{ marginTop: 16 }}
        disabled={files.length === 0}
        loading={uploading}
        onClick={() => void upload()}
      >
        {uploading ? text('importUploading') : text('importStart')}
      </Button>
    </Modal>
  );
}
