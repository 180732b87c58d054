/**
 * Columns of a table: the schema's `x-widget-options.columns` normalised (key, type, width), or,
 * when none are given, one column per property of the array's items schema.
 * Widths follow SPEC §9: default 120, datetime 200, user select 220, department select 160,
 * date columns at least 135.
 */
import { CELL_TYPES, type CellType, type Column, type ColumnSpec } from './types';

export const DEFAULT_WIDTH = 120;
const TYPE_WIDTH: Partial<Record<CellType, number>> = { datetime: 200, sel_user: 220, sel_depart: 160 };
const DATE_MIN_WIDTH = 135;

const isCellType = (type: unknown): type is CellType =>
  typeof type === 'string' && (CELL_TYPES as readonly string[]).includes(type);

export function columnWidth(type: CellType, width: number | undefined): number {
  const base = width ?? TYPE_WIDTH[type] ?? DEFAULT_WIDTH;
  return type === 'date' ? Math.max(base, DATE_MIN_WIDTH) : base;
}

/** Normalises schema columns; a column without key/field is a schema error and is dropped. */
export function normaliseColumns(specs: readonly ColumnSpec[]): Column[] {
  const out: Column[] = [];
  for (const spec of specs) {
    const key = spec.key ?? spec.field;
    if (!key) continue;
    const type: CellType = isCellType(spec.type) ? spec.type : 'input';
    out.push({ ...spec, key, type, width: columnWidth(type, spec.width), title: spec.title ?? key });
  }
  return out;
}

interface ItemProperty {
  type?: string | string[];
  title?: string;
  format?: string;
  enum?: unknown[];
}

/** One column per items property: numbers are number cells, booleans checkboxes, enums selects. */
export function columnsFromItems(items: unknown): Column[] {
  const properties =
    items && typeof items === 'object'
      ? (items as { properties?: Record<string, ItemProperty> }).properties
      : undefined;
  if (!properties) return [];
  const required = new Set((items as { required?: string[] }).required ?? []);
  const specs: ColumnSpec[] = [];
  for (const [key, property] of Object.entries(properties)) {
    if (key === 'id') continue;
    const type = Array.isArray(property.type) ? property.type.find((t) => t !== 'null') : property.type;
    const cellType: CellType = property.enum
      ? 'select'
      : type === 'number' || type === 'integer'
        ? 'inputNumber'
        : type === 'boolean'
          ? 'checkbox'
          : property.format === 'date'
            ? 'date'
            : property.format === 'date-time'
              ? 'datetime'
              : property.format === 'time'
                ? 'time'
                : 'input';
    specs.push({
      key,
      title: property.title ?? key,
      type: cellType,
      ...(property.enum
        ? { options: property.enum.map((v) => ({ value: String(v), text: String(v) })) }
        : {}),
      ...(required.has(key) ? { validateRules: [{ required: true }] } : {}),
    });
  }
  return normaliseColumns(specs);
}

/** Columns that take space in the grid (hidden ones keep their value but show nothing). */
export function visibleColumns(columns: readonly Column[]): Column[] {
  return columns.filter((c) => c.type !== 'hidden');
}
