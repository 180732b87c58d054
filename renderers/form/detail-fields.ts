/**
 * The fields a detail view lists: the form's fields (page.form.fields, else every declared field)
 * without secrets, hidden values and fields the record's linkage hides, then the record's status
 * and who created it when, if the entity has them.
 */
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import type { FieldStates } from '../../src/shared/linkage/field-states';
import { fieldOf, isSystemField } from '../schema-text';

export const DETAIL_TRAILING_FIELDS = ['status', 'createBy', 'createTime'] as const;

export function detailFieldNames(entity: EntitySchema, page: PageSchema, states: FieldStates = {}): string[] {
  const chosen = page.form?.fields ?? Object.keys(entity.properties).filter((n) => !isSystemField(n));
  const names: string[] = [];
  for (const name of [...chosen, ...DETAIL_TRAILING_FIELDS]) {
    const field = fieldOf(entity, name);
    if (!field || names.includes(name) || states[name]?.hidden) continue;
    if (field.writeOnly || field['x-virtual'] || field['x-widget'] === 'hidden') continue;
    names.push(name);
  }
  return names;
}
