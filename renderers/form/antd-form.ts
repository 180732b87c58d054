/**
 * rjsf's Form with @rjsf/antd's templates and without its widgets. Every field the renderer draws
 * names one of our widgets (build-form-schema.ts sets `ui:widget` on each), so @rjsf/antd's widget
 * set (DatePicker, Select, Slider, Radio… all imported by its index) would only add weight to every
 * form page. The imports are by file, not by package index: @rjsf/antd's index pulls those widgets
 * and @rjsf/core's pulls its test registry with ajv.
 *
 * The templates are @rjsf/antd's set (its generateTemplates()), each by file. Those a form of the
 * entity keyword subset never renders on its first paint load on first use (lazy-template.tsx): the
 * input template of rjsf's own widgets, the error list (switched off by the forms), arrays without a
 * widget with their icon buttons (add, copy, move, remove), additional properties, `$ref` cycles,
 * anyOf/oneOf, optional-data controls, rjsf's layout grid, and antd's own object and field
 * templates (ObjectFieldTemplate.tsx and FieldTemplate.tsx replace them). The description, error
 * and submit button templates stay in the form's chunk.
 */
import ArrayFieldItemTemplate from '@rjsf/antd/lib/templates/ArrayFieldItemTemplate/index.js';
import ArrayFieldTemplate from '@rjsf/antd/lib/templates/ArrayFieldTemplate/index.js';
import BaseInputTemplate from '@rjsf/antd/lib/templates/BaseInputTemplate/index.js';
import CyclicSchemaExpandTemplate from '@rjsf/antd/lib/templates/CyclicSchemaExpandTemplate/index.js';
import ErrorList from '@rjsf/antd/lib/templates/ErrorList/index.js';
import DescriptionField from '@rjsf/antd/lib/templates/FieldDescriptionTemplate/index.js';
import FieldErrorTemplate from '@rjsf/antd/lib/templates/FieldErrorTemplate/index.js';
import type FieldTemplate from '@rjsf/antd/lib/templates/FieldTemplate/index.js';
import GridTemplate from '@rjsf/antd/lib/templates/GridTemplate/index.js';
import type { AddButton } from '@rjsf/antd/lib/templates/IconButton/index.js';
import type MultiSchemaFieldTemplate from '@rjsf/antd/lib/templates/MultiSchemaFieldTemplate/index.js';
import ObjectFieldTemplate from '@rjsf/antd/lib/templates/ObjectFieldTemplate/index.js';
import type OptionalDataControlsTemplate from '@rjsf/antd/lib/templates/OptionalDataControlsTemplate/index.js';
import SubmitButton from '@rjsf/antd/lib/templates/SubmitButton/index.js';
import TitleField from '@rjsf/antd/lib/templates/TitleField/index.js';
import WrapIfAdditionalTemplate from '@rjsf/antd/lib/templates/WrapIfAdditionalTemplate/index.js';
import type { TemplatesType } from '@rjsf/utils';
import withTheme from '@rjsf/core/lib/withTheme.js';
import { lazyTemplate } from './lazy-template';

type IconButtonName =
  'AddButton' | 'CopyButton' | 'MoveDownButton' | 'MoveUpButton' | 'RemoveButton' | 'ClearButton';

// Each of @rjsf/antd's icon buttons has the props and type of its AddButton.
function lazyIconButton(name: IconButtonName): typeof AddButton {
  return lazyTemplate<typeof AddButton>(() =>
    import('@rjsf/antd/lib/templates/IconButton/index.js').then((m) => ({ default: m[name] })),
  );
}

export const antdTemplates: Partial<TemplatesType> = {
  ArrayFieldItemTemplate: lazyTemplate<typeof ArrayFieldItemTemplate>(
    () => import('@rjsf/antd/lib/templates/ArrayFieldItemTemplate/index.js'),
  ),
  ArrayFieldTemplate: lazyTemplate<typeof ArrayFieldTemplate>(
    () => import('@rjsf/antd/lib/templates/ArrayFieldTemplate/index.js'),
  ),
  BaseInputTemplate: lazyTemplate<typeof BaseInputTemplate>(
    () => import('@rjsf/antd/lib/templates/BaseInputTemplate/index.js'),
  ),
  CyclicSchemaExpandTemplate: lazyTemplate<typeof CyclicSchemaExpandTemplate>(
    () => import('@rjsf/antd/lib/templates/CyclicSchemaExpandTemplate/index.js'),
  ),
  // The icon buttons: array items (add, copy, move, remove) and clearing rjsf's own text input.
  ButtonTemplates: {
    AddButton: lazyIconButton('AddButton'),
    CopyButton: lazyIconButton('CopyButton'),
    MoveDownButton: lazyIconButton('MoveDownButton'),
    MoveUpButton: lazyIconButton('MoveUpButton'),
    RemoveButton: lazyIconButton('RemoveButton'),
    SubmitButton,
    ClearButton: lazyIconButton('ClearButton'),
  },
  DescriptionFieldTemplate: DescriptionField,
  ErrorListTemplate: lazyTemplate<typeof ErrorList>(
    () => import('@rjsf/antd/lib/templates/ErrorList/index.js'),
  ),
  FieldErrorTemplate,
  // Drawn only around an additional property (FieldTemplate.tsx), which the subset never has.
  FieldTemplate: lazyTemplate<typeof FieldTemplate>(
    () => import('@rjsf/antd/lib/templates/FieldTemplate/index.js'),
  ),
  GridTemplate: lazyTemplate<typeof GridTemplate>(
    () => import('@rjsf/antd/lib/templates/GridTemplate/index.js'),
  ),
  MultiSchemaFieldTemplate: lazyTemplate<typeof MultiSchemaFieldTemplate>(
    () => import('@rjsf/antd/lib/templates/MultiSchemaFieldTemplate/index.js'),
  ),
  ObjectFieldTemplate: lazyTemplate<typeof ObjectFieldTemplate>(
    () => import('@rjsf/antd/lib/templates/ObjectFieldTemplate/index.js'),
  ),
  OptionalDataControlsTemplate: lazyTemplate<typeof OptionalDataControlsTemplate>(
    () => import('@rjsf/antd/lib/templates/OptionalDataControlsTemplate/index.js'),
  ),
  TitleFieldTemplate: lazyTemplate<typeof TitleField>(
    () => import('@rjsf/antd/lib/templates/TitleField/index.js'),
  ),
  WrapIfAdditionalTemplate: lazyTemplate<typeof WrapIfAdditionalTemplate>(
    () => import('@rjsf/antd/lib/templates/WrapIfAdditionalTemplate/index.js'),
  ),
};

export const AntdForm = withTheme({ templates: antdTemplates });
