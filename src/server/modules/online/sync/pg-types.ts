/**
 * Column types as the sync compares them: the live column (information_schema.columns) and the
 * column the CRUD's DDL would make (ddl.ts, compiled), both read into one shape, then classified
 * as the same, a widening (no value can be lost or refused) or anything else (a narrowing, which
 * needs a confirmation and a backup).
 */

export interface ColumnType {
  /** varchar, text, int2, int4, int8, numeric, boolean, date, timestamptz, timestamp, float or another catalogue name. */
  base: string;
  /** varchar(n); undefined: unbounded. */
  length?: number;
  /** numeric(p, s); undefined: unbounded. */
  precision?: number;
  scale?: number;
}

export interface LiveColumnInfo {
  data_type: string;
  character_maximum_length: number | string | null;
  numeric_precision: number | string | null;
  numeric_scale: number | string | null;
}

const num = (v: number | string | null): number | undefined =>
  v === null || v === undefined ? undefined : Number(v);

export function liveType(info: LiveColumnInfo): ColumnType {
  switch (info.data_type) {
    case 'character varying':
      return { base: 'varchar', length: num(info.character_maximum_length) };
    case 'smallint':
      return { base: 'int2' };
    case 'integer':
      return { base: 'int4' };
    case 'bigint':
      return { base: 'int8' };
    case 'numeric':
      return { base: 'numeric', precision: num(info.numeric_precision), scale: num(info.numeric_scale) };
    case 'timestamp with time zone':
      return { base: 'timestamptz' };
    case 'timestamp without time zone':
      return { base: 'timestamp' };
    case 'double precision':
    case 'real':
      return { base: 'float' };
    default:
      return { base: info.data_type };
  }
}

/** The type text Kysely compiles for a column of ddl.ts (varchar(60), integer, numeric(18, 6), timestamptz…). */
export function declaredType(text: string): ColumnType {
  const t = text.trim().toLowerCase();
  const varchar = /^(?:varchar|character varying)\((\d+)\)$/.exec(t);
  if (varchar) return { base: 'varchar', length: Number(varchar[1]) };
  const numeric = /^(?:numeric|decimal)\((\d+),\s*(\d+)\)$/.exec(t);
  if (numeric) return { base: 'numeric', precision: Number(numeric[1]), scale: Number(numeric[2]) };
  const aliases: Record<string, string> = {
    integer: 'int4',
    int: 'int4',
    int4: 'int4',
    bigint: 'int8',
    int8: 'int8',
    smallint: 'int2',
    int2: 'int2',
    numeric: 'numeric',
    varchar: 'varchar',
    'timestamp with time zone': 'timestamptz',
    timestamptz: 'timestamptz',
    timestamp: 'timestamp',
  };
  return { base: aliases[t] ?? t };
}

/** Whole digits an integer type can hold (for integer → numeric). */
const INT_DIGITS: Record<string, number> = { int2: 5, int4: 10, int8: 19 };
const INT_RANK: Record<string, number> = { int2: 1, int4: 2, int8: 3 };

export type TypeChange = 'same' | 'widen' | 'narrow';

export function typeText(type: ColumnType): string {
  if (type.base === 'varchar') return type.length === undefined ? 'varchar' : `varchar(${type.length})`;
  if (type.base === 'numeric')
    return type.precision === undefined ? 'numeric' : `numeric(${type.precision},${type.scale ?? 0})`;
  return type.base;
}

export function compareTypes(from: ColumnType, to: ColumnType): TypeChange {
  if (typeText(from) === typeText(to)) return 'same';
  // Every value has a text form: to text (or an unbounded varchar) nothing is lost.
  if (to.base === 'text' || (to.base === 'varchar' && to.length === undefined)) return 'widen';
  if (from.base === 'varchar' && to.base === 'varchar') {
    return from.length !== undefined && to.length !== undefined && to.length > from.length
      ? 'widen'
      : 'narrow';
  }
  if (from.base in INT_RANK && to.base in INT_RANK)
    return (INT_RANK[to.base] ?? 0) > (INT_RANK[from.base] ?? 0) ? 'widen' : 'narrow';
  if (from.base in INT_DIGITS && to.base === 'numeric') {
    if (to.precision === undefined) return 'widen';
    return to.precision - (to.scale ?? 0) >= (INT_DIGITS[from.base] ?? Infinity) ? 'widen' : 'narrow';
  }
  if (from.base === 'numeric' && to.base === 'numeric') {
    if (to.precision === undefined) return 'widen';
    if (from.precision === undefined) return 'narrow';
    const fromScale = from.scale ?? 0;
    const toScale = to.scale ?? 0;
    return toScale >= fromScale && to.precision - toScale >= from.precision - fromScale ? 'widen' : 'narrow';
  }
  return 'narrow';
}
