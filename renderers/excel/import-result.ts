/** What an Excel import answer means for the dialog (SPEC §4 Import dialog, §8 Import). */
import type { Envelope } from '../../src/shared/envelope';

export type ImportOutcome =
  | { kind: 'success'; message: string }
  /** Code 201: rows failed. Imports are all-or-nothing, so nothing was written; `detail` names the rows. */
  | { kind: 'rowErrors'; message: string; detail?: string; fileUrl?: string }
  | { kind: 'failure'; message: string };

export function importOutcome(answer: Envelope<unknown>): ImportOutcome {
  const result = answer.result as { fileUrl?: unknown; msg?: unknown } | string | null | undefined;
  if (answer.code === 201) {
    const fileUrl =
      typeof result === 'string'
        ? result
        : result && typeof result.fileUrl === 'string'
          ? result.fileUrl
          : undefined;
    const detail = result && typeof result === 'object' && typeof result.msg === 'string' ? result.msg : undefined;
    return { kind: 'rowErrors', message: answer.message, detail, fileUrl };
  }
  return answer.success
    ? { kind: 'success', message: answer.message }
    : { kind: 'failure', message: answer.message };
}

export const EXCEL_ACCEPT = '.xls,.xlsx';

export function isExcelFile(name: string): boolean {
  return /\.(xls|xlsx)$/i.test(name);
}
