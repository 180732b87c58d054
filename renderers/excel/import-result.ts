/** What an Excel import answer means for the dialog (SPEC §4 Import dialog, §8 Import). */
import type { Envelope } from '../../src/shared/envelope';

/** A password the server generated for an imported account; the answer is the only place it is told. */
export interface OneTimePassword {
  row: number;
  account: string;
  field: string;
  password: string;
}

export type ImportOutcome =
  | { kind: 'success'; message: string; secrets?: { note: string; items: OneTimePassword[] } }
  /** Code 201: rows failed. Imports are all-or-nothing, so nothing was written; `detail` names the rows. */
  | { kind: 'rowErrors'; message: string; detail?: string; fileUrl?: string; fileName?: string }
  | { kind: 'failure'; message: string };

function isOneTimePassword(x: unknown): x is OneTimePassword {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  return typeof o.account === 'string' && typeof o.password === 'string' && typeof o.field === 'string' && typeof o.row === 'number';
}

export function importOutcome(answer: Envelope<unknown>): ImportOutcome {
  const result = answer.result as
    | { fileUrl?: unknown; fileName?: unknown; msg?: unknown; oneTimePasswords?: unknown }
    | string
    | null
    | undefined;
  const object = result && typeof result === 'object' ? result : undefined;
  const msg = typeof object?.msg === 'string' ? object.msg : undefined;
  if (answer.code === 201) {
    const fileUrl =
      typeof result === 'string' ? result : typeof object?.fileUrl === 'string' ? object.fileUrl : undefined;
    const fileName = typeof object?.fileName === 'string' ? object.fileName : undefined;
    return { kind: 'rowErrors', message: answer.message, detail: msg, fileUrl, fileName };
  }
  if (!answer.success) return { kind: 'failure', message: answer.message };
  const items = Array.isArray(object?.oneTimePasswords) ? object.oneTimePasswords.filter(isOneTimePassword) : [];
  return items.length > 0
    ? { kind: 'success', message: answer.message, secrets: { note: msg ?? '', items } }
    : { kind: 'success', message: answer.message };
}

/** The one-time passwords as a CSV (BOM first, so Excel reads the UTF-8 names). */
export function oneTimePasswordsCsv(items: readonly OneTimePassword[], accountHeader: string): string {
  const quote = (v: string | number) => {
    const text = String(v);
    // A leading = + - @ would make Excel evaluate the cell: prefix a quote (CSV injection).
    const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  const field = items[0]?.field ?? '';
  const lines = [[accountHeader, field].map(quote).join(','), ...items.map((i) => [i.account, i.password].map(quote).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const EXCEL_ACCEPT = '.xls,.xlsx';

export function isExcelFile(name: string): boolean {
  return /\.(xls|xlsx)$/i.test(name);
}
