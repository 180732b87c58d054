/** The condition AST (src/shared/query) as Kysely expressions: columns from the schema, values bound. */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Condition, SortKey } from '../../../../shared/query/ast';

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const OPS = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

export function conditionSql(condition: Condition): Expression<SqlBool> {
  switch (condition.kind) {
    case 'compare':
      return sql<SqlBool>`${sql.ref(condition.column)} ${sql.raw(OPS[condition.op])} ${condition.value}`;
    case 'like': {
      const v = escapeLike(condition.value);
      const pattern =
        condition.mode === 'contains' ? `%${v}%` : condition.mode === 'starts' ? `${v}%` : `%${v}`;
      return sql<SqlBool>`${sql.ref(condition.column)} ilike ${pattern}`;
    }
    case 'in':
      return sql<SqlBool>`${sql.ref(condition.column)} in (${sql.join(condition.values)})`;
    case 'group': {
      const parts = condition.conditions.map(conditionSql);
      return sql<SqlBool>`(${sql.join(parts, sql.raw(condition.match === 'or' ? ' or ' : ' and '))})`;
    }
  }
}

export function allOf(conditions: Condition[]): Expression<SqlBool> | null {
  if (conditions.length === 0) return null;
  return sql<SqlBool>`(${sql.join(conditions.map(conditionSql), sql` and `)})`;
}

/**
 * Rows strictly after the cursor in the sort order. PostgreSQL puts NULLs last ascending and first
 * descending, so "after v" is `c > v or c is null` ascending and `c < v` descending; after a NULL
 * nothing follows ascending and every non-null follows descending.
 */
export function keysetAfter(sort: SortKey[], values: Array<string | null>): Expression<SqlBool> {
  // A row comparison lets PostgreSQL seek a composite index; it is only exact when no NULL can sit
  // after the cursor: all descending (NULLs come first), or only NOT NULL system columns.
  const allDesc = sort.every((k) => k.direction === 'desc');
  const allAsc = sort.every((k) => k.direction === 'asc');
  const notNullOnly = sort.every((k) => k.field === 'id' || k.field === 'createTime');
  if (values.every((v) => v !== null) && (allDesc || (allAsc && notNullOnly))) {
    const columns = sql.join(sort.map((k) => sql.ref(k.column)));
    return sql<SqlBool>`(${columns}) ${sql.raw(allDesc ? '<' : '>')} (${sql.join(values)})`;
  }
  const branches: Expression<SqlBool>[] = [];
  sort.forEach((key, i) => {
    const parts: Expression<SqlBool>[] = [];
    sort.slice(0, i).forEach((earlier, j) => {
      const v = values[j];
      parts.push(
        v === null
          ? sql<SqlBool>`${sql.ref(earlier.column)} is null`
          : sql<SqlBool>`${sql.ref(earlier.column)} = ${v}`,
      );
    });
    const v = values[i];
    const c = sql.ref(key.column);
    if (v === null) {
      if (key.direction === 'asc') return;
      parts.push(sql<SqlBool>`${c} is not null`);
    } else if (key.direction === 'asc') {
      parts.push(sql<SqlBool>`(${c} > ${v} or ${c} is null)`);
    } else {
      parts.push(sql<SqlBool>`${c} < ${v}`);
    }
    branches.push(sql<SqlBool>`(${sql.join(parts, sql` and `)})`);
  });
  return branches.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`(${sql.join(branches, sql` or `)})`;
}
