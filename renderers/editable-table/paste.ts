/**
 * Pasting a block copied from a spreadsheet (tab-separated lines, Excel's quoting of cells that hold
 * tabs, line breaks or quotes) into the table, starting at the focused cell; rows are added as needed.
 */
import { parseNumberInput } from '../../src/shared/validation/number-input';
import type { Column, Row } from './types';

/** Parses TSV text into lines of cells; a trailing line break (Excel adds one) is not a row. */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let quoted = false;
  let cellStart = true;
  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') {
        quoted = false;
        i += 1;
        continue;
      }
      cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cellStart) {
      quoted = true;
      cellStart = false;
      i += 1;
      continue;
    }
    if (ch === '\t') {
      row.push(cell);
      cell = '';
      cellStart = true;
    } else if (ch === '\n' || ch === '\r') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      cellStart = true;
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
    } else {
      cell += ch;
      cellStart = false;
    }
    i += 1;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Whether clipboard text is a block (several cells) rather than text for the one input. */
export const isCellBlock = (text: string): boolean => /[\t\n\r]/.test(text.replace(/[\r\n]+$/, ''));

/** The value a pasted text becomes in a column; undefined when the cell cannot take it (kept). */
export function pastedValue(column: Column, text: string): unknown {
  const trimmed = text.trim();
  switch (column.type) {
    case 'inputNumber':
      return trimmed === '' ? '' : parseNumberInput(trimmed);
    case 'checkbox': {
      const [on, off] = column.customValue ?? [true, false];
      return ['1', 'true', 'y', 'yes', '是', String(on).toLowerCase()].includes(trimmed.toLowerCase())
        ? on
        : off;
    }
    case 'normal':
    case 'slot':
    case 'popup':
    case 'upload':
    case 'file':
    case 'image':
    case 'hidden':
      return undefined;
    default:
      return column.disabled ? undefined : text;
  }
}

export interface PastePlan {
  /** Changes to existing rows: index → patch. */
  patches: Map<number, Row>;
  /** Patches for rows to add after the last one. */
  added: Row[];
}

/** What pasting `block` at (rowIndex, colIndex) of the visible `columns` changes. */
export function planPaste(
  block: readonly string[][],
  rowCount: number,
  rowIndex: number,
  colIndex: number,
  columns: readonly Column[],
): PastePlan {
  const patches = new Map<number, Row>();
  const added: Row[] = [];
  block.forEach((line, r) => {
    const patch: Row = {};
    line.forEach((text, c) => {
      const column = columns[colIndex + c];
      if (!column) return;
      const value = pastedValue(column, text);
      if (value !== undefined) patch[column.key] = value;
    });
    const target = rowIndex + r;
    if (target < rowCount) patches.set(target, patch);
    else added.push(patch);
  });
  return { patches, added };
}
