/**
 * The one-time passwords of an import, shown under the import's result in the import dialog, which
 * the administrator closes (the answer is the only place they are told). Its texts come as props.
 */
import { Typography } from 'antd';
import { oneTimePasswordsCsv, type OneTimePassword } from './import-result';
import { saveBlob } from '../save-blob';

export interface OneTimePasswordsProps {
  note: string;
  items: readonly OneTimePassword[];
  accountHeader: string;
  downloadText: string;
  fileName: string;
}

function saveCsv(csv: string, fileName: string): void {
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}

export function OneTimePasswords({
  note,
  items,
  accountHeader,
  downloadText,
  fileName,
}: OneTimePasswordsProps) {
  const field = items[0]?.field ?? '';
  return (
    <div data-testid="one-time-passwords">
      <Typography.Paragraph>{note}</Typography.Paragraph>
      <div style={{ maxHeight: 240, overflowY: 'auto', marginBottom: 8 }}>
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th style={{ textAlign: 'left' }}>{accountHeader}</th>
              <th style={{ textAlign: 'left' }}>{field}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={`${item.row}-${item.field}`}>
                <td>{item.account}</td>
                <td>
                  <Typography.Text code copyable>
                    {item.password}
                  </Typography.Text>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Typography.Link onClick={() => saveCsv(oneTimePasswordsCsv(items, accountHeader), fileName)}>
        {downloadText}
      </Typography.Link>
    </div>
  );
}
