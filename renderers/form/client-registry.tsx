/**
 * @rjsf/core's default registry as the client builds have it: vite.aliases.ts puts this module where
 * rjsf's Form imports `../getDefaultRegistry.js`. Core's own registry is every field, widget and
 * template rjsf has (layout grids, the anyOf/oneOf selector, optional-data controls, a star rating,
 * a file picker, date dropdowns…) and Form imports it whole, so every form page carried them.
 *
 * This one holds what a form of the entity keyword subset reaches (schemas/meta: properties of type
 * string, integer, number, boolean or array, each with a `ui:widget` from build-form-schema.ts):
 * - on first paint: the schema, object, string, number and boolean fields, and the field help
 *   template, which no theme of ours replaces; the array field with the form's lazy widgets, when
 *   the form has a field of type array;
 * - loaded when first shown: rjsf's own widgets (a field reaches one only without a `ui:widget` of
 *   ours, e.g. the items of an array with the hidden widget, which rjsf lists item by item) and the
 *   array templates rjsf draws such a list with;
 * - stand-ins that throw: the fields of keywords outside the subset (anyOf/oneOf, `$ref` cycles, a
 *   property without a type or of type null, rjsf's layout grid, optional-data controls), and the
 *   templates the form's theme supplies (antd-form.ts; Form puts the theme's templates over these).
 */
import type { Field, TemplatesType, Widget } from '@rjsf/utils';
import { DEFAULT_ID_PREFIX, DEFAULT_ID_SEPARATOR, englishStringTranslator, type Registry } from '@rjsf/utils';
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import FieldHelpTemplate from '@rjsf/core/lib/components/templates/FieldHelpTemplate.js';
import type ArrayFieldDescriptionTemplate from '@rjsf/core/lib/components/templates/ArrayFieldDescriptionTemplate.js';
import type ArrayFieldItemButtonsTemplate from '@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js';
import type ArrayFieldTitleTemplate from '@rjsf/core/lib/components/templates/ArrayFieldTitleTemplate.js';
import type UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import { suspendingLazy } from '../suspending-lazy';
import { lazyTemplate } from './lazy-template';
import { refusedComponent } from './refused-component';

/** rjsf's own widgets, by the names its getWidget maps a type and a widget name to. */
export const RJSF_WIDGET_NAMES = [
  'AltDateWidget',
  'AltDateTimeWidget',
  'CheckboxWidget',
  'CheckboxesWidget',
  'ColorWidget',
  'DateWidget',
  'DateTimeWidget',
  'EmailWidget',
  'FileWidget',
  'HiddenWidget',
  'PasswordWidget',
  'RadioWidget',
  'RangeWidget',
  'RatingWidget',
  'SelectWidget',
  'TextWidget',
  'TextareaWidget',
  'TimeWidget',
  'UpDownWidget',
  'URLWidget',
] as const;

/** The fields of schema keywords the entity subset does not have. */
export const REFUSED_FIELDS = [
  'AnyOfField',
  'OneOfField',
  'CyclicSchemaField',
  'FallbackField',
  'LayoutGridField',
  'LayoutHeaderField',
  'LayoutMultiSchemaField',
  'OptionalDataControlsField',
  'NullField',
] as const;

/**
 * rjsf's array field: a form reaches it only with a field of type array (a multiple choice, a list
 * of files), so a form without one does not download it. A form that has one loads it with its lazy
 * widgets, before it appears (EntityForm).
 */
export const ArrayField = suspendingLazy(
  () => import('@rjsf/core/lib/components/fields/ArrayField.js').then((m) => m.default as Field),
  'ArrayField',
);

/** The fields a form of the subset renders, on its first paint (ArrayField once loaded). */
export const CLIENT_FIELDS: Readonly<Record<string, Field>> = {
  ArrayField,
  BooleanField,
  NumberField,
  ObjectField,
  SchemaField,
  StringField,
};

// All of rjsf's widgets are one chunk, loaded with the first that a form shows.
const loadRjsfWidgets = () => import('@rjsf/core/lib/components/widgets/index.js').then((m) => m.default());

function lazyRjsfWidget(name: (typeof RJSF_WIDGET_NAMES)[number]): Widget {
  return lazyTemplate<Widget>(() =>
    loadRjsfWidgets().then((widgets) => {
      const widget = widgets[name];
      if (!widget) throw new Error(`@rjsf/core has no widget ${name}`);
      return { default: widget };
    }),
  );
}

function refusedField(name: string): Field {
  return refusedComponent(`unsupported form field ${name}: its schema keyword is outside the entity subset`);
}

/** A template the form's theme supplies (antd-form.ts); reaching this one means a form without it. */
function themeTemplate(name: string) {
  return refusedComponent(
    `form template ${name} comes from the form's theme (antd-form.ts), which is missing`,
  );
}

/** The templates of rjsf's own that the forms draw: no theme of ours replaces them. */
export const CLIENT_TEMPLATES = {
  ArrayFieldDescriptionTemplate: lazyTemplate<typeof ArrayFieldDescriptionTemplate>(
    () => import('@rjsf/core/lib/components/templates/ArrayFieldDescriptionTemplate.js'),
  ),
  ArrayFieldItemButtonsTemplate: lazyTemplate<typeof ArrayFieldItemButtonsTemplate>(
    () => import('@rjsf/core/lib/components/templates/ArrayFieldItemButtonsTemplate.js'),
  ),
  ArrayFieldTitleTemplate: lazyTemplate<typeof ArrayFieldTitleTemplate>(
    () => import('@rjsf/core/lib/components/templates/ArrayFieldTitleTemplate.js'),
  ),
  UnsupportedFieldTemplate: lazyTemplate<typeof UnsupportedField>(
    () => import('@rjsf/core/lib/components/templates/UnsupportedField.js'),
  ),
  FieldHelpTemplate,
} satisfies Partial<TemplatesType>;

const templates: TemplatesType = {
  ...CLIENT_TEMPLATES,
  FallbackFieldTemplate: refusedComponent('form template FallbackFieldTemplate: a property without a type'),
  ArrayFieldTemplate: themeTemplate('ArrayFieldTemplate'),
  ArrayFieldItemTemplate: themeTemplate('ArrayFieldItemTemplate'),
  BaseInputTemplate: themeTemplate('BaseInputTemplate'),
  CyclicSchemaExpandTemplate: themeTemplate('CyclicSchemaExpandTemplate'),
  DescriptionFieldTemplate: themeTemplate('DescriptionFieldTemplate'),
  ErrorListTemplate: themeTemplate('ErrorListTemplate'),
  FieldErrorTemplate: themeTemplate('FieldErrorTemplate'),
  FieldTemplate: themeTemplate('FieldTemplate'),
  GridTemplate: themeTemplate('GridTemplate'),
  MultiSchemaFieldTemplate: themeTemplate('MultiSchemaFieldTemplate'),
  ObjectFieldTemplate: themeTemplate('ObjectFieldTemplate'),
  OptionalDataControlsTemplate: themeTemplate('OptionalDataControlsTemplate'),
  TitleFieldTemplate: themeTemplate('TitleFieldTemplate'),
  WrapIfAdditionalTemplate: themeTemplate('WrapIfAdditionalTemplate'),
  ButtonTemplates: {
    SubmitButton: themeTemplate('SubmitButton'),
    AddButton: themeTemplate('AddButton'),
    CopyButton: themeTemplate('CopyButton'),
    MoveDownButton: themeTemplate('MoveDownButton'),
    MoveUpButton: themeTemplate('MoveUpButton'),
    RemoveButton: themeTemplate('RemoveButton'),
    ClearButton: themeTemplate('ClearButton'),
  },
};

const fields: Record<string, Field> = {
  ...CLIENT_FIELDS,
  ...Object.fromEntries(REFUSED_FIELDS.map((name) => [name, refusedField(name)])),
};
const widgets: Record<string, Widget> = Object.fromEntries(
  RJSF_WIDGET_NAMES.map((name) => [name, lazyRjsfWidget(name)]),
);

/** Same contract as @rjsf/core's getDefaultRegistry: Form spreads its props over what this answers. */
export default function getDefaultRegistry(): Omit<Registry, 'schemaUtils'> {
  return {
    fields,
    templates,
    widgets,
    rootSchema: {},
    formContext: {},
    translateString: englishStringTranslator,
    globalFormOptions: {
      idPrefix: DEFAULT_ID_PREFIX,
      idSeparator: DEFAULT_ID_SEPARATOR,
      useFallbackUiForUnsupportedType: false,
    },
  };
}
