/** The typed result of parsing a list request against an entity: what the data layer turns into SQL. */

export type Scalar = string | number | boolean;
export type CompareOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

/** `column` always comes from the registered entity, never from the request. */
export type Condition =
  | { kind: 'compare'; field: string; column: string; op: CompareOp; value: Scalar }
  | { kind: 'like'; field: string; column: string; mode: 'contains' | 'starts' | 'ends'; value: string }
  | { kind: 'in'; field: string; column: string; values: Scalar[] }
  | { kind: 'group'; match: 'and' | 'or'; conditions: Condition[] };

export interface SortKey {
  field: string;
  column: string;
  direction: 'asc' | 'desc';
}

export interface ListQuery {
  /** Conditions of the query string (ANDed) and the advanced query (one group). */
  conditions: Condition[];
  /** Explicit sort, then the id tie-breaker (always last). */
  sort: SortKey[];
  pageNo: number;
  pageSize: number;
  /** Requested fields (`field`), validated; empty means all readable fields. */
  fields: string[];
  /** Keyset position from a previous answer's nextCursor. */
  cursor: Array<string | null> | null;
  /** Export only: ids chosen in the table. */
  selections: string[];
}
