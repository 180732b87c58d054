/**
 * The default length and decimals of each database type of an online form's field. One source: the
 * designer's field table in schemas/entities/onl_cgform_head.json (its `dbType` column's
 * `valueSets`, which the editable table applies when the type is changed); the server's reading of a
 * definition (online/form/normalize.ts) fills an omitted length or decimals from the same entries,
 * so what the designer shows and what the server assumes cannot drift apart.
 */
import cgformHead from '../../../schemas/entities/onl_cgform_head.json';

export interface DbTypeDefaults {
  dbLength: number;
  dbPointLength: number;
}

/** A type the designer has no entry for (none today) has neither a length nor decimals. */
const NONE: DbTypeDefaults = { dbLength: 0, dbPointLength: 0 };

interface ColumnSpec {
  key?: unknown;
  valueSets?: unknown;
}

/** The valueSets of the field table's dbType column, checked: a malformed file fails at load. */
function readValueSets(): ReadonlyMap<string, DbTypeDefaults> {
  const fields = (
    cgformHead.properties as Record<string, { 'x-widget-options'?: { columns?: ColumnSpec[] } }>
  ).fields;
  const column = fields?.['x-widget-options']?.columns?.find((c) => c.key === 'dbType');
  const sets = column?.valueSets;
  if (typeof sets !== 'object' || sets === null)
    throw new Error('onl_cgform_head.json: the dbType column has no valueSets');
  const out = new Map<string, DbTypeDefaults>();
  for (const [type, values] of Object.entries(sets as Record<string, Record<string, unknown>>)) {
    const { dbLength, dbPointLength } = values;
    if (!Number.isSafeInteger(dbLength) || !Number.isSafeInteger(dbPointLength))
      throw new Error(`onl_cgform_head.json: valueSets.${type} needs integer dbLength and dbPointLength`);
    out.set(type, { dbLength: dbLength as number, dbPointLength: dbPointLength as number });
  }
  return out;
}

const DEFAULTS = readValueSets();

/** The designer's default length and decimals of a db type (lower case, as normalize.ts reads it). */
export function dbTypeDefaults(dbType: string): DbTypeDefaults {
  return DEFAULTS.get(dbType) ?? NONE;
}
