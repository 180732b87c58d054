/** The same 10,000 x 20 rows and column kinds for both variants. */
import { COLUMNS, ROWS } from './protocol';

export type Kind = 'input' | 'number' | 'select' | 'checkbox' | 'date';

/** 11 text, 4 number, 2 select, 1 checkbox, 2 date columns. */
export const KINDS: readonly Kind[] = Array.from({ length: COLUMNS }, (_, i): Kind => {
  if (i === 4 || i === 9 || i === 14 || i === 19) return 'number';
  if (i === 5 || i === 15) return 'select';
  if (i === 10) return 'checkbox';
  if (i === 6 || i === 16) return 'date';
  return 'input';
});

export const SELECT_OPTIONS = [
  { value: 'a', label: '甲' },
  { value: 'b', label: '乙' },
  { value: 'c', label: '丙' },
];

const pad = (n: number) => String(n).padStart(2, '0');

export function makeRows(): Array<Record<string, unknown>> {
  const rows: Array<Record<string, unknown>> = new Array(ROWS);
  for (let r = 0; r < ROWS; r += 1) {
    const row: Record<string, unknown> = { id: r.toString(16).padStart(32, '0') };
    KINDS.forEach((kind, c) => {
      const key = `c${c}`;
      if (kind === 'number') row[key] = (r * 7 + c) % 1000;
      else if (kind === 'select') row[key] = SELECT_OPTIONS[(r + c) % 3]?.value;
      else if (kind === 'checkbox') row[key] = r % 2 === 0;
      else if (kind === 'date') row[key] = `2026-${pad((r % 12) + 1)}-${pad((r % 28) + 1)}`;
      else row[key] = `行${r + 1}列${c + 1}`;
    });
    rows[r] = row;
  }
  return rows;
}

/** The cell typed into: row 3, column 2 (a text input), visible without scrolling. */
export const TARGET_ROW = 2;
export const TARGET_COL = 1;
