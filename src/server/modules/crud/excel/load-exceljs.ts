/**
 * ExcelJS on first use. Loading it takes 0.4–1.3 s on a 2-core machine, which every start of the
 * server paid before its first export, import, backup or certificate workbook; the start is the
 * recovery window after a crash.
 */
import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

export function loadExcelJS(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((module) => (module as { default?: typeof ExcelJS }).default ?? module);
  return loading;
}
