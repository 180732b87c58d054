/**
 * Excel import dialog (JImportModal, SPEC §4): manual file list, .xls/.xlsx, sent to the provider's
 * importFile. By default the server writes the good rows and lists the others (code 201, SPEC §7/§8);
 * the switch 全部正确才导入 asks for all rows or none instead. Either way the counts are shown.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Switch, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useId, useState } from 'react';
import { useDataProvider } from '../context';
import type { ResourceRef } from '../data/data-provider';
import { useFeedback } from '../feedback';
import { useText } from '../i18n/use-text';
import { spreadsheetFileName } from '../../src/shared/excel/file-name';
import {
  EXCEL_ACCEPT,
  importOutcome,
  importUrlFor,
  isExcelFile,
  type ImportCounts,
  type OneTimePassword,
} from './import-result';
import { OneTimePasswords } from './OneTimePasswords';

type Secrets = { note: string; items: OneTimePassword[] };

export interface ImportDialogProps {
  /** What the page imports into (its `api.importExcel`). */
  resource: ResourceRef;
  onClose(): void;
  /** Emitted after a (partly) successful import; the list reloads. */
  onOk(): void;
}

export function ImportDialog({ resource, onClose, onOk }: ImportDialogProps) {
  const data = useDataProvider();
  const feedback = useFeedback();
  const text = useText();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [allOrNothing, setAllOrNothing] = useState(false);
  const switchId = useId();
  const secretsId = useId();
  const [rowErrors, setRowErrors] = useState<{
    message: string;
    detail?: string;
    fileUrl?: string;
    fileName?: string;
    counts?: ImportCounts;
  } | null>(null);

  /** A success this dialog stays open to show, because one-time passwords come with it. */
  const [done, setDone] = useState<string | null>(null);
  const [secrets, setSecrets] = useState<Secrets | null>(null);

  // Told once and kept nowhere else: under the import's result in this dialog, which the
  // administrator closes after saving them, so neither hides the other. A second import in the
  // same dialog adds its passwords to the ones not yet closed.
  const showSecrets = (more: Secrets) =>
    setSecrets((shown) => (shown ? { note: more.note, items: [...shown.items, ...more.items] } : more));

  const upload = async () => {
    const chosen = files.flatMap((f) => (f.originFileObj ? [f.originFileObj] : []));
    const url = resource.api.importExcel;
    const target =
      url && allOrNothing
        ? { ...resource, api: { ...resource.api, importExcel: importUrlFor(url, 'all') } }
        : resource;
    setUploading(true);
    try {
      const answer = await data.importFile(target, chosen);
      const outcome = importOutcome(answer);
      if (outcome.kind === 'success') {
        feedback.success(outcome.message || text('importOk'));
        onOk();
        if (!outcome.secrets) {
          onClose();
          return;
        }
        setFiles([]);
        setRowErrors(null);
        setDone(outcome.message || text('importOk'));
        showSecrets(outcome.secrets);
      } else if (outcome.kind === 'rowErrors') {
        // The dialog stays open with the error file; the user fixes the refused rows and imports them.
        setFiles([]);
        setDone(null);
        setRowErrors(outcome);
        if (outcome.secrets) showSecrets(outcome.secrets);
        // Good rows were written (the default mode): the list shows them now.
        if (outcome.counts && outcome.counts.written > 0) onOk();
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
              {rowErrors.counts && (
                <span data-testid="import-counts" style={{ display: 'block' }}>
                  {text('importCounts', {
                    written: rowErrors.counts.written,
                    refused: rowErrors.counts.refused,
                  })}
                </span>
              )}
              {rowErrors.detail}{' '}
              {rowErrors.fileUrl && (
                <Typography.Link
                  onClick={() =>
                    void data
                      .downloadFile(
                        rowErrors.fileUrl ?? '',
                        rowErrors.fileName ?? rowErrors.fileUrl?.split('/').pop() ?? 'errors.xlsx',
                      )
                      .catch(() => undefined)
                  }
                >
                  {text('importErrorFile')}
                </Typography.Link>
              )}
            </span>
          }
        />
      )}
      {done && <Alert type="success" showIcon style={{ marginBottom: 16 }} title={done} />}
      {secrets && (
        <section aria-labelledby={secretsId} style={{ marginBottom: 16 }}>
          <Typography.Title level={5} id={secretsId}>
            {text('importSecretsTitle')}
          </Typography.Title>
          <OneTimePasswords
            note={secrets.note}
            items={secrets.items}
            accountHeader={text('importSecretsAccount')}
            downloadText={text('importSecretsDownload')}
            fileName={spreadsheetFileName(text('importSecretsTitle'), 'csv', new Date())}
          />
        </section>
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
      <div style={{ marginTop: 16 }}>
        <Switch
          id={switchId}
          size="small"
          checked={allOrNothing}
          onChange={setAllOrNothing}
          aria-describedby={`${switchId}-help`}
        />{' '}
        <label htmlFor={switchId}>{text('importAllOrNothing')}</label>
        <Typography.Text id={`${switchId}-help`} type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {text('importAllOrNothingHelp')}
        </Typography.Text>
      </div>
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
