/**
 * Column types shared by the hand-written table types (types.ts) and the ones generated from the
 * entity schemas (entity-tables.generated.ts).
 */
import type { ColumnType, Generated } from 'kysely';

/** Read as Date, written as Date or ISO text, defaulted by the database on insert. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** A NOT NULL timestamptz without a default: every insert gives it. */
export type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
/** `date` columns are read as 'YYYY-MM-DD' text on both databases (see connect.ts). */
export type DateText = ColumnType<string | null, string | null | undefined, string | null>;
/** A NOT NULL `date` column without a default. */
export type RequiredDateText = ColumnType<string, string, string>;

/** Columns every table of the product has. */
export interface BaseColumns {
  id: string;
  create_by: string | null;
  create_time: Generated<Date>;
  update_by: string | null;
  update_time: NullableTimestamp;
}
