/**
 * The rjsf schema and uiSchema of an entity form for a mode (add / edit / detail):
 * - fields: page.form.fields in that order, else every property that is not a system field;
 * - readOnly fields hidden on add (unless the page's form.prefill names them) and shown disabled;
 * - writeOnly fields never in detail; with x-create-only only on add; never required on edit;
 * - x-create-only (not writeOnly) fields disabled on edit;
 * - linkage states hide, require and disable fields;
 * - the root's layout (form.columns, wide fields, form.layout tabs: form-layout.ts);
 * - texts translated, `x-` keywords dropped (the browser's ajv checks only JSON Schema).
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { EntitySchema, FieldSchema, I18nText, PageSchema } from '../../src/shared/schema/types';
import type { FieldStates } from '../../src/shared/linkage/field-states';
import { isSystemField } from '../schema-text';
import { widgetNameFor } from '../widgets/widget-name';
import { formColumns, isSubTableWidget, isWideWidget, type FormLayoutOptions } from './form-layout';

export type FormMode = 'add' | 'edit' | 'detail';

export interface BuiltForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  fields: string[];
}

/** A readOnly field is hidden on add, unless the page prefills it (shown, disabled: e.g. the company name). */
function included(field: FieldSchema, mode: FormMode, prefilled: boolean): boolean {
  if (field.readOnly && mode === 'add' && !prefilled) return false;
  if (field.writeOnly && (mode === 'detail' || (mode === 'edit' && field['x-create-only']))) return false;
  return true;
}

function jsonSchemaOf(field: FieldSchema, t: (text: I18nText | undefined) => string): RJSFSchema {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(field)) {
    if (key.startsWith('x-') || key === 'readOnly' || key === 'writeOnly' || key === 'default') continue;
    out[key] = value;
  }
  out.title = t(field.title);
  if (field.description) out.description = t(field.description);
  // A sub table (x-sub-tables) is an array of rows whose columns the editable table's options give;
  // entity schemas declare no items for it, and rjsf renders no array without an items schema.
  if (field.type === 'array' && field.items === undefined && field['x-widget'] === 'editableTable')
    out.items = { type: 'object' };
  return out as RJSFSchema;
}

/** The root's ui:options (form-layout.ts): columns, the fields that take a whole row, the tabs. */
function layoutOptions(
  entity: EntitySchema,
  page: PageSchema,
  names: readonly string[],
  t: (text: I18nText | undefined) => string,
): FormLayoutOptions {
  const widgetOf = (name: string) => widgetNameFor(entity.properties[name] as FieldSchema);
  const columns = formColumns(page.form?.columns);
  const wide = columns > 1 ? names.filter((name) => isWideWidget(widgetOf(name))) : [];
  const panes = page.form?.layout === 'tabs' ? names.filter((name) => isSubTableWidget(widgetOf(name))) : [];
  return {
    columns,
    ...(wide.length > 0 ? { wide } : {}),
    ...(panes.length > 0 ? { tabs: { title: t(entity.title), panes } } : {}),
  };
}

export function buildFormSchema(
  entity: EntitySchema,
  page: PageSchema,
  mode: FormMode,
  t: (text: I18nText | undefined) => string,
  states: FieldStates = {},
): BuiltForm {
  const names = (page.form?.fields ?? Object.keys(entity.properties).filter((n) => !isSystemField(n))).filter(
    (name) => {
      const field = Object.prototype.hasOwnProperty.call(entity.properties, name)
        ? entity.properties[name]
        : undefined;
      const prefilled = Object.hasOwn(page.form?.prefill?.fields ?? {}, name);
      return field !== undefined && included(field, mode, prefilled) && !states[name]?.hidden;
    },
  );
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = {
    'ui:order': [...names, '*'],
    'ui:options': layoutOptions(entity, page, names, t),
  };
  const required = new Set<string>();
  for (const name of names) {
    const field = entity.properties[name] as FieldSchema;
    properties[name] = jsonSchemaOf(field, t);
    const state = states[name];
    const disabled =
      mode === 'detail' ||
      state?.disabled === true ||
      field.readOnly === true ||
      (mode === 'edit' && field['x-create-only'] === true && !field.writeOnly);
    const requiredHere = (entity.required ?? []).includes(name) || state?.required === true;
    const serverManaged = field.readOnly === true || (mode === 'edit' && field.writeOnly === true);
    if (requiredHere && !serverManaged && mode !== 'detail') required.add(name);
    uiSchema[name] = {
      'ui:widget': widgetNameFor(field),
      ...(disabled ? { 'ui:disabled': true } : {}),
      ...(field['x-widget-options'] || field['x-dict']
        ? {
            'ui:options': {
              ...field['x-widget-options'],
              ...(field['x-dict'] ? { dict: field['x-dict'] } : {}),
            },
          }
        : {}),
    };
  }
  const schema: RJSFSchema = { type: 'object', properties, required: [...required] };
  return { schema, uiSchema, fields: names };
}
