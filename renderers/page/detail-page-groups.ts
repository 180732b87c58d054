/**
 * The groups a detail page shows: the page's `groups` (each field with the page's label or the
 * entity's title), else one group of the fields the row action 详情 would show. Never a secret, a
 * hidden value or a field the record's linkage hides.
 */
import { detailField } from '../../src/shared/schema/detail-page';
import type { FieldStates } from '../../src/shared/linkage/field-states';
import type { EntitySchema, FieldSchema, I18nText, PageSchema } from '../../src/shared/schema/types';
import { detailFieldNames } from '../form/detail-fields';
import { fieldOf } from '../schema-text';

export interface ShownField {
  name: string;
  label: I18nText;
  field: FieldSchema;
}

export interface ShownGroup {
  key: string;
  title?: I18nText;
  fields: ShownField[];
}

function shown(
  entity: EntitySchema,
  name: string,
  states: FieldStates,
  label?: I18nText,
): ShownField | undefined {
  const field = fieldOf(entity, name);
  if (!field || field.writeOnly || field['x-widget'] === 'hidden' || states[name]?.hidden) return undefined;
  return { name, label: label ?? field.title, field };
}

export function detailPageGroups(
  page: PageSchema,
  entity: EntitySchema,
  states: FieldStates = {},
): ShownGroup[] {
  if (!page.groups || page.groups.length === 0) {
    const fields = detailFieldNames(entity, page, states)
      .map((name) => shown(entity, name, states))
      .filter((f): f is ShownField => f !== undefined);
    return [{ key: 'fields', fields }];
  }
  return page.groups.map((group, i) => ({
    key: String(i),
    title: group.title,
    fields: group.fields
      .map(detailField)
      .map((ref) => shown(entity, ref.field, states, ref.title))
      .filter((f): f is ShownField => f !== undefined),
  }));
}
