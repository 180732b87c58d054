/** What an Excel import answer means for the dialog (SPEC §4 Import dialog, §8 Import). */
import type { Envelope } from '../../src/shared/envelope';

/** A password the server generated for an imported account; the answer is the only place it is told. */
export interface OneTimePassword {
  row: number;
  account: string;
  field: string;
  password: string;
}

/** How many rows were written and refused (the server's counts; absent from an older server). */
export interface ImportCounts {
  written: number;
  refused: number;
}

export type ImportOutcome =
  | { kind: 'success'; message: string; secrets?: { note: string; items: OneTimePassword[] } }
  /**
   * Code 201: rows were refused, listed in the error file; `detail` names them. The good ones were
   * written unless the import was all-or-nothing (`counts.written` says which); accounts written
   * with a generated password come with their one-time passwords.
   */
  | {
      kind: 'rowErrors';
      message: string;
      detail?: string;
      fileUrl?: string;
      fileName?: string;
      counts?: ImportCounts;
      secrets?: { note: string; items: OneTimePassword[] };
    }
  | { kind: 'failure'; message: string };

/** The import modes of the server (SPEC §7/§8): the good rows (default), or all rows or none. */
export type ImportMode = 'partial' | 'all';

/** The import URL asking for `mode` (the default needs no parameter). */
export function importUrlFor(url: string, mode: ImportMode): string {
  if (mode === 'partial') return url;
  return `${url}${url.includes('?') ? '&' : '?'}mode=${mode}`;
}

function countOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

function isOneTimePassword(x: unknown): x is OneTimePassword {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  return (
    typeof o.account === 'string' &&
    typeof o.password === 'string' &&
    typeof o.field === 'string' &&
    typeof o.row === 'number'
  );
}

export function importOutcome(answer: Envelope<unknown>): ImportOutcome {
  const result = answer.result as
    | {
        fileUrl?: unknown;
        fileName?: unknown;
        msg?: unknown;
        oneTimePasswords?: unknown;
        oneTimePasswordsNote?: unknown;
        written?: unknown;
        refused?: unknown;
      }
    | string
    | null
    | undefined;
  const object = result && typeof result === 'object' ? result : undefined;
  const msg = typeof object?.msg === 'string' ? object.msg : undefined;
  const items = Array.isArray(object?.oneTimePasswords)
    ? object.oneTimePasswords.filter(isOneTimePassword)
    : [];
  if (answer.code === 201) {
    const fileUrl =
      typeof result === 'string' ? result : typeof object?.fileUrl === 'string' ? object.fileUrl : undefined;
    const fileName = typeof object?.fileName === 'string' ? object.fileName : undefined;
    const written = countOf(object?.written);
    const refused = countOf(object?.refused);
    const note = typeof object?.oneTimePasswordsNote === 'string' ? object.oneTimePasswordsNote : '';
    return {
      kind: 'rowErrors',
      message: answer.message,
      detail: msg,
      fileUrl,
      fileName,
      ...(written !== undefined && refused !== undefined ? { counts: { written, refused } } : {}),
      ...(items.length > 0 ? { secrets: { note, items } } : {}),
    };
  }
  if (!answer.success) return { kind: 'failure', message: answer.message };
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
  const lines = [
    [accountHeader, field].map(quote).join(','),
    ...items.map((i) => [i.account, i.password].map(quote).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const EXCEL_ACCEPT = '.xls,.xlsx';

export function isExcelFile(name: string): boolean {
  return /\.(xls|xlsx)$/i.test(name);
}
