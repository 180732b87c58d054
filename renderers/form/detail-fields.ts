/**
 * The fields a detail view lists: the form's fields (page.form.fields, else every declared field)
 * without secrets, hidden values and fields the record's linkage hides, then the record's status
 * and who created it when, if the entity has them. A virtual field is listed only when the form names
 * it and the record carries it (the server reads it back, e.g. a user's roles and departments).
 */
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import type { FieldStates } from '../../src/shared/linkage/field-states';
import { fieldOf, isSystemField } from '../schema-text';

export const DETAIL_TRAILING_FIELDS = ['status', 'createBy', 'createTime'] as const;

export function detailFieldNames(
  entity: EntitySchema,
  page: PageSchema,
  states: FieldStates = {},
  record: Record<string, unknown> = {},
): string[] {
  const chosen = page.form?.fields ?? Object.keys(entity.properties).filter((n) => !isSystemField(n));
  const names: string[] = [];
  for (const name of [...chosen, ...DETAIL_TRAILING_FIELDS]) {
    const field = fieldOf(entity, name);
    if (!field || names.includes(name) || states[name]?.hidden) continue;
    if (field.writeOnly || field['x-widget'] === 'hidden') continue;
    if (field['x-virtual'] && !(page.form?.fields?.includes(name) && Object.hasOwn(record, name))) continue;
    names.push(name);
  }
  return names;
}
