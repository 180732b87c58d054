/**
 * The write-side half of src/shared/validation/column-limits.ts: values the schema allows but no
 * column can hold (a NUL in any string, virtual fields included; an integer past int4, a number
 * past numeric(18, 6)) become field problems, answered with the other 422 field errors.
 */
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import type { FieldProblem } from '../../../../shared/schema/validate';
import { COLUMN_LIMIT_MESSAGES, fitsColumn, hasNul } from '../../../../shared/validation/column-limits';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasNul(value);
  if (depth > 8 || typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((v) => containsNul(v, depth + 1));
}

export function columnLimitProblems(entity: ResolvedEntity, input: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [name, value] of Object.entries(input)) {
    if (containsNul(value)) {
      problems.push({ field: name, message: COLUMN_LIMIT_MESSAGES.nul });
      continue;
    }
    const type = entity.fields.get(name)?.schema.type;
    if (typeof value === 'number' && (type === 'integer' || type === 'number') && !fitsColumn(type, value)) {
      problems.push({ field: name, message: COLUMN_LIMIT_MESSAGES.range });
    }
  }
  return problems;
}
