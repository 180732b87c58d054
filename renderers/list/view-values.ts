/**
 * How a 'view' row action's dialog reads a value of an answer it knows nothing about: absent or
 * empty is none; a list of objects reads item by item through the column's `item` text ({key}
 * standing for the item's value); a list of texts or numbers lists them; anything else as text.
 */
import { fillRowText } from './visible-actions';

/** null: nothing to show. A string: one line. An array: one line per item. */
export function viewValueLines(value: unknown, item?: string): string | string[] | null {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    return value.map((v) =>
      v !== null && typeof v === 'object'
        ? item
          ? fillRowText(item, v as Record<string, unknown>)
          : Object.values(v as Record<string, unknown>)
              .map(String)
              .join(' ')
        : String(v),
    );
  }
  if (typeof value === 'object')
    return item ? fillRowText(item, value as Record<string, unknown>) : JSON.stringify(value);
  return String(value);
}
