/**
 * A form schema that is not an entity's (schemas/forms/*.json): fields with the entity keywords
 * (title, maxLength, pattern, format, x-widget, x-message, x-unique) and `required`, submitted by
 * the app's own call instead of the generic CRUD. The entity form's parts take an EntitySchema;
 * `formAsEntity` gives them one with no table, API or permissions, which they never read.
 */
import type { EntitySchema, FieldSchema, I18nText, PageSchema } from '../../src/shared/schema/types';

export interface StandaloneFormSchema {
  $id: string;
  title: I18nText;
  /** Read-only text shown above the fields as it is (line breaks kept, never HTML): e.g. a plan to confirm. */
  description?: I18nText;
  required?: string[];
  properties: Record<string, FieldSchema>;
}

export function formAsEntity(form: StandaloneFormSchema): EntitySchema {
  return {
    $id: form.$id,
    type: 'object',
    title: form.title,
    'x-table': '',
    'x-api': '',
    'x-scope': 'none',
    'x-permissions': { list: '' },
    required: form.required,
    properties: form.properties,
    additionalProperties: false,
  };
}

/** The page block buildFormSchema reads: the fields in the file's order, one column. */
export function formAsPage(form: StandaloneFormSchema): PageSchema {
  return {
    $id: form.$id,
    kind: 'form',
    title: form.title,
    entity: form.$id,
    api: {},
    form: { container: 'page', fields: Object.keys(form.properties), columns: 1 },
  };
}
