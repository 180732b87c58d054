/**
 * Rows for the gallery's editable table (/test/home?rows=N): N rows shaped by the table field's
 * columns — `x-widget-options.columns` (the editable table's `key`/`field` and `type`) or else the
 * items schema's properties — each with a temporary 32-hex id as a new row of the table has.
 */
export const MAX_GENERATED_ROWS = 100_000;

interface ColumnLike {
  key?: unknown;
  field?: unknown;
  type?: unknown;
  options?: unknown;
  customValue?: unknown;
  linkageKey?: unknown;
  validateRules?: unknown;
}

interface PropertyLike {
  type?: unknown;
  format?: unknown;
  enum?: unknown;
}

export interface TableFieldLike {
  items?: { properties?: Record<string, PropertyLike> };
  'x-widget-options'?: { columns?: unknown };
}

type Kind =
  'text' | 'email' | 'mobile' | 'number' | 'boolean' | 'date' | 'datetime' | 'time' | 'choice' | 'skip';

interface Choice {
  value: string;
  /** The parent value (`pid`) of a linked select's option. */
  parent?: string;
}

interface GeneratedColumn {
  name: string;
  kind: Kind;
  choices: Choice[];
  /** A linked select: only the options whose parent is this column's value in the row. */
  linkedTo?: string;
}

const NUMBER_TYPES = new Set(['number', 'integer', 'inputNumber']);
const CHOICE_TYPES = new Set(['select', 'radio', 'list_multi', 'sel_search', 'checkbox_meta']);
// Cells whose values name other records or files: left empty rather than invented.
const SKIPPED_TYPES = new Set([
  'upload',
  'file',
  'image',
  'popup',
  'sel_depart',
  'sel_user',
  'slot',
  'sel_search_async',
]);

function choicesOf(raw: unknown): Choice[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((o: unknown): Choice[] => {
    const { value, pid } = (typeof o === 'object' && o !== null ? o : { value: o }) as {
      value?: unknown;
      pid?: unknown;
    };
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    return [{ value: String(value), ...(typeof pid === 'string' ? { parent: pid } : {}) }];
  });
}

/** The kind a text cell's pattern rule asks for; 'skip' for a custom expression no value can be made for. */
function patternKind(rules: unknown): Kind {
  if (!Array.isArray(rules)) return 'text';
  const patterns = rules
    .map((r: unknown) =>
      typeof r === 'object' && r !== null ? (r as { pattern?: unknown }).pattern : undefined,
    )
    .filter((p) => typeof p === 'string');
  if (patterns.length === 0) return 'text';
  if (patterns.every((p) => p === 'e')) return 'email';
  if (patterns.every((p) => p === 'm')) return 'mobile';
  if (patterns.every((p) => p === 'money' || p === 'n')) return 'number';
  return 'skip';
}

function fromColumns(columns: unknown[]): GeneratedColumn[] {
  return columns.flatMap((c) => {
    const column = (typeof c === 'object' && c !== null ? c : {}) as ColumnLike;
    const name =
      typeof column.key === 'string'
        ? column.key
        : typeof column.field === 'string'
          ? column.field
          : undefined;
    if (!name) return [];
    const type = typeof column.type === 'string' ? column.type : 'input';
    const choices = choicesOf(column.options);
    const custom = Array.isArray(column.customValue) ? choicesOf(column.customValue) : [];
    let kind: Kind = patternKind(column.validateRules);
    if (NUMBER_TYPES.has(type)) kind = 'number';
    else if (type === 'checkbox' && custom.length === 2)
      return [{ name, kind: 'choice' as const, choices: custom }];
    else if (type === 'checkbox') kind = 'boolean';
    else if (type === 'date' || type === 'datetime' || type === 'time') kind = type;
    else if (CHOICE_TYPES.has(type)) kind = choices.length > 0 ? 'choice' : 'skip';
    else if (SKIPPED_TYPES.has(type) || type === 'hidden') kind = 'skip';
    return [
      {
        name,
        kind,
        choices,
        ...(typeof column.linkageKey === 'string' ? { linkedTo: column.linkageKey } : {}),
      },
    ];
  });
}

function fromProperties(properties: Record<string, PropertyLike>): GeneratedColumn[] {
  return Object.entries(properties).map(([name, p]) => {
    const choices = choicesOf(p.enum);
    let kind: Kind = 'text';
    if (choices.length > 0) kind = 'choice';
    else if (p.type === 'number' || p.type === 'integer') kind = 'number';
    else if (p.type === 'boolean') kind = 'boolean';
    else if (p.format === 'date') kind = 'date';
    else if (p.format === 'date-time') kind = 'datetime';
    else if (p.format === 'time') kind = 'time';
    else if (p.type !== 'string') kind = 'skip';
    return { name, kind, choices };
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

function valueOf(column: GeneratedColumn, i: number, row: Record<string, unknown>): unknown {
  switch (column.kind) {
    case 'email':
      return `user${i + 1}@example.com`;
    case 'mobile':
      return `138${String(i).padStart(8, '0')}`;
    case 'number':
      return (i * 7) % 1000;
    case 'boolean':
      return i % 2 === 0;
    case 'date':
      return `2026-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}`;
    case 'datetime':
      return `2026-${pad((i % 12) + 1)}-${pad((i % 28) + 1)} ${pad(i % 24)}:${pad(i % 60)}:00`;
    case 'time':
      return `${pad(i % 24)}:${pad(i % 60)}:00`;
    case 'choice': {
      const parent = column.linkedTo === undefined ? undefined : row[column.linkedTo];
      const choices =
        parent === undefined ? column.choices : column.choices.filter((c) => c.parent === parent);
      return choices.length > 0 ? choices[i % choices.length]?.value : undefined;
    }
    case 'skip':
      return undefined;
    default:
      return `${column.name} ${i + 1}`;
  }
}

/** A temporary row id: 32 hex characters, unique within the generated rows. */
function tempId(i: number): string {
  // The leading 'e' keeps them apart from the server's ids in a glance at the value panel.
  return `e${i.toString(16).padStart(31, '0')}`;
}

export function generateRows(
  field: TableFieldLike | undefined,
  count: number,
): Array<Record<string, unknown>> {
  const n = Math.max(0, Math.min(MAX_GENERATED_ROWS, Math.floor(count)));
  if (!field || n === 0) return [];
  const declared = field['x-widget-options']?.columns;
  const columns =
    Array.isArray(declared) && declared.length > 0
      ? fromColumns(declared)
      : fromProperties(field.items?.properties ?? {});
  const rows: Array<Record<string, unknown>> = new Array(n);
  for (let i = 0; i < n; i++) {
    const row: Record<string, unknown> = { id: tempId(i) };
    for (const c of columns) {
      const value = valueOf(c, i, row);
      if (value !== undefined) row[c.name] = value;
    }
    rows[i] = row;
  }
  return rows;
}

/** `?rows=` as a count: a whole number within the limit, else 0. */
export function parseRowCount(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || !/^\d{1,6}$/.test(raw)) return 0;
  return Math.min(MAX_GENERATED_ROWS, Number(raw));
}
