/**
 * How a stored property is kept in its column: the one decision that both the DDL of entity tables
 * (ddl.ts) and the generated Kysely table types (db/entity-types/) follow, so a column's SQL type and
 * its TypeScript type cannot part.
 */
import type { ResolvedField } from '../../../../shared/schema/registry';
import { schemaKeyword, X_NUMERIC } from '../../../../shared/schema/keywords';

export type ColumnKind =
  | { kind: 'varchar'; length: number }
  | { kind: 'numeric'; precision: number; scale: number }
  | { kind: 'integer' }
  | { kind: 'boolean' }
  | { kind: 'date' }
  | { kind: 'timestamptz' }
  | { kind: 'text' };

/** Numbers without x-numeric keep 18 digits, 6 of them after the point. */
const DEFAULT_NUMERIC: [number, number] = [18, 6];

export function columnKind(field: ResolvedField): ColumnKind {
  const { type, format, maxLength } = field.schema;
  if (type === 'integer') return { kind: 'integer' };
  if (type === 'number') {
    const [precision, scale] = schemaKeyword(field.schema, X_NUMERIC) ?? DEFAULT_NUMERIC;
    return { kind: 'numeric', precision, scale };
  }
  if (type === 'boolean') return { kind: 'boolean' };
  if (format === 'date') return { kind: 'date' };
  if (format === 'date-time') return { kind: 'timestamptz' };
  // Arrays are stored comma-joined.
  if (type === 'array') return { kind: 'varchar', length: 2000 };
  // A stored secret holds its Argon2id hash (write/stored-secrets.ts), longer than the clear text's limit.
  if (field.schema.writeOnly === true && format === 'password') return { kind: 'varchar', length: 255 };
  if (maxLength !== undefined && maxLength <= 4000) return { kind: 'varchar', length: maxLength };
  return { kind: 'text' };
}
