/**
 * Runs the cell rules against the store: one cell as it is edited (and its column's 'only' rule over
 * every row), and the whole table for getValues(). Errors live in the store per row, so a message
 * appearing re-renders that row only.
 */
import { checkCell, checkCellSync, hasUniqueRule, valueCounts, type RuleContext } from './cell-rules';
import type { RowStore } from './row-store';
import type { CellValidator, Column } from './types';

/** Re-checks one cell's synchronous rules (and the whole column when it must be unique). */
export function validateEditedCell(store: RowStore, column: Column, id: string, context: RuleContext): void {
  if (!column.validateRules?.length) return;
  if (hasUniqueRule(column)) {
    validateColumn(store, column, context);
    return;
  }
  const row = store.getRow(id);
  if (row) store.setCellError(id, column.key, checkCellSync(column, row[column.key], context));
}

/** Re-checks a column's synchronous rules on every row (a value's count changed). */
export function validateColumn(store: RowStore, column: Column, context: RuleContext): void {
  const counts = valueCounts(store.getRows(), column.key);
  for (const row of store.getRows()) {
    const id = row.id as string;
    const hasError = store.errorsOf(id)[column.key] !== undefined;
    const message = checkCellSync(column, row[column.key], { ...context, counts });
    if (message !== undefined || hasError) store.setCellError(id, column.key, message);
  }
}

/** The first invalid cell after checking every cell (async handlers included), or null. */
export async function validateTable(
  store: RowStore,
  columns: readonly Column[],
  context: RuleContext,
  validators: Readonly<Record<string, CellValidator>>,
): Promise<{ rowIndex: number; columnKey: string; message: string } | null> {
  const ruled = columns.filter((c) => c.validateRules?.length);
  const counts = new Map(
    ruled.filter(hasUniqueRule).map((c) => [c.key, valueCounts(store.getRows(), c.key)]),
  );
  let first: { rowIndex: number; columnKey: string; message: string } | null = null;
  const rows = store.getRows();
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i];
    if (!row) continue;
    const errors: Record<string, string> = {};
    for (const column of ruled) {
      const message = await checkCell(
        column,
        row,
        { ...context, counts: counts.get(column.key) },
        validators,
      );
      if (message) {
        errors[column.key] = message;
        first ??= { rowIndex: i, columnKey: column.key, message };
      }
    }
    store.setErrors(row.id as string, errors);
  }
  return first;
}
