/**
 * Moving between cells with the keyboard (a grid with one roving tab stop): arrows move one cell,
 * Tab / Shift+Tab the next / previous cell wrapping to the next / previous row, Enter / Shift+Enter
 * one row down / up. Inside a text input Left/Right move the caret until it reaches the text's edge;
 * inside an open list (select, date picker) the keys belong to the list.
 */
export interface CellPosition {
  row: number;
  col: number;
}

export type MoveKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Tab' | 'Enter';

/** The cell a key leads to, or null when it leaves the grid (Tab past the last cell lets focus go on). */
export function nextCell(
  at: CellPosition,
  key: MoveKey,
  shift: boolean,
  rows: number,
  cols: number,
): CellPosition | null {
  if (rows === 0 || cols === 0) return null;
  const clampRow = (r: number) => Math.max(0, Math.min(rows - 1, r));
  switch (key) {
    case 'ArrowUp':
      return { row: clampRow(at.row - 1), col: at.col };
    case 'ArrowDown':
      return { row: clampRow(at.row + 1), col: at.col };
    case 'ArrowLeft':
      return { row: at.row, col: Math.max(0, at.col - 1) };
    case 'ArrowRight':
      return { row: at.row, col: Math.min(cols - 1, at.col + 1) };
    case 'Enter':
      return { row: clampRow(at.row + (shift ? -1 : 1)), col: at.col };
    case 'Tab': {
      const flat = at.row * cols + at.col + (shift ? -1 : 1);
      if (flat < 0 || flat >= rows * cols) return null;
      return { row: Math.floor(flat / cols), col: flat % cols };
    }
  }
}

const TEXT_TYPES = new Set(['text', 'search', 'tel', 'url', 'email', 'password', 'number', '']);

/** Whether the key is the control's own (caret moves, list navigation, new lines) rather than the grid's. */
export function keyBelongsToControl(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // An open list (antd Select, pickers) uses arrows and Enter itself.
  if (target.getAttribute('aria-expanded') === 'true') return key !== 'Tab';
  if (target instanceof HTMLTextAreaElement) return key !== 'Tab';
  if (target instanceof HTMLInputElement && TEXT_TYPES.has(target.type)) {
    const { selectionStart, selectionEnd, value } = target;
    if (key === 'ArrowLeft') return !(selectionStart === 0 && selectionEnd === 0);
    if (key === 'ArrowRight') return !(selectionStart === value.length && selectionEnd === value.length);
  }
  return false;
}

export const isMoveKey = (key: string): key is MoveKey =>
  key === 'ArrowUp' ||
  key === 'ArrowDown' ||
  key === 'ArrowLeft' ||
  key === 'ArrowRight' ||
  key === 'Tab' ||
  key === 'Enter';
