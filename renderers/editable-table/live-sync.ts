/**
 * What a live table (x-widget-options `liveSync`, services.liveTables) sends and takes, as pure
 * functions: the key it joins under, which edits are committed at once, the row it sends (its id and
 * the fields that changed) and the patch it accepts from another client.
 */
import type { CellType, Row } from './types';

/**
 * Cells whose value grows keystroke by keystroke: their edit is committed when focus leaves the
 * cell. Every other cell (a pick, a tick, a date, a file) commits with its change.
 */
const TYPED_CELLS: ReadonlySet<CellType> = new Set<CellType>([
  'input',
  'textarea',
  'inputNumber',
  'input_pop',
  'normal',
]);

export function commitsOnBlur(type: CellType): boolean {
  return TYPED_CELLS.has(type);
}

/** Keys a patch from elsewhere may never set: the row's identity and the object's own plumbing. */
const REFUSED_KEYS = new Set(['id', '__proto__', 'constructor', 'prototype']);

/**
 * The channel a table joins: `liveSync: "<key>"` as written, `liveSync: true` the form's entity, its
 * record and the field path, so two people on the same record's table meet and other records do not.
 * Without an entity (a form of no registered entity) `true` has nothing to scope by: no sync.
 */
export function liveTableKey(
  option: unknown,
  scope: { entityId?: string; recordId?: string; fieldPath: string },
): string | undefined {
  if (typeof option === 'string') return option.trim() === '' ? undefined : option;
  if (option !== true || !scope.entityId) return undefined;
  return [scope.entityId, scope.recordId, scope.fieldPath]
    .filter((part) => part !== undefined && part !== '')
    .join('.');
}

/** The row to send: its id and the fields named (undefined when the row is gone). */
export function committedRow(row: Row | undefined, keys: Iterable<string>): Row | undefined {
  if (!row || typeof row.id !== 'string') return undefined;
  const sent: Row = { id: row.id };
  for (const key of keys) if (!REFUSED_KEYS.has(key)) sent[key] = row[key];
  return sent;
}

/** A row from elsewhere as an id and the fields to set, or undefined when it names no row. */
export function incomingPatch(row: unknown): { id: string; patch: Row } | undefined {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return undefined;
  const { id } = row as Record<string, unknown>;
  if (typeof id !== 'string' || id === '') return undefined;
  const patch: Row = {};
  for (const [key, value] of Object.entries(row)) if (!REFUSED_KEYS.has(key)) patch[key] = value;
  return Object.keys(patch).length ? { id, patch } : undefined;
}
