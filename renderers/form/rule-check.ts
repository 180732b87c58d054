/**
 * Fields naming a check rule by code (`x-check-rule`): the form asks the provider (GET
 * /sys/checkRule/checkByCode) on blur and before submit; the server checks the write again.
 */
import { schemaKeyword, X_CHECK_RULE } from '../../src/shared/schema/keywords';
import type { EntitySchema } from '../../src/shared/schema/types';

/** The rule code of a field whose current value is to be checked, or undefined. */
export function ruleCodeToCheck(entity: EntitySchema, field: string, value: unknown): string | undefined {
  const code = schemaKeyword(entity.properties[field], X_CHECK_RULE);
  return code && typeof value === 'string' && value !== '' ? code : undefined;
}

/** The fields of a form holding a value their rule must pass. */
export function ruleFieldsWithValues(
  entity: EntitySchema,
  fields: readonly string[],
  data: Record<string, unknown>,
): string[] {
  return fields.filter((f) => ruleCodeToCheck(entity, f, data[f]) !== undefined);
}
