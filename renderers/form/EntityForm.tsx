/** The rjsf form of an entity (antd theme, shared formats, Chinese messages), driven by useEntityForm. */
import Form from '@rjsf/antd';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import { useCallback, useMemo } from 'react';
import type { EntitySchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';
import { registerBuiltinWidgets } from '../widgets/builtins';
import { registeredWidgets, registryVersion } from '../widgets/registry';
import { transformErrors } from './transform-errors';
import { translateString } from './translate-string';
import type { FormData, useEntityForm } from './use-entity-form';
import { formValidator } from './validator/form-validator';
import { FieldTemplate } from './FieldTemplate';
import { useFormThemeVars } from './form-theme-vars';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';

const templates = { FieldTemplate, ObjectFieldTemplate };

registerBuiltinWidgets();

export interface EntityFormProps {
  entity: EntitySchema;
  controller: ReturnType<typeof useEntityForm>;
  readOnly: boolean;
}

export function EntityForm({ entity, controller, readOnly }: EntityFormProps) {
  const { locale, t } = useRenderer();
  const text = useText();
  const { built, formData, extraErrors, saving, onChange, onBlur, submit } = controller;
  const version = registryVersion();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const widgets = useMemo(() => registeredWidgets(), [version]);
  const validator = formValidator(locale);
  const uiSchema = useMemo<UiSchema>(
    () => ({
      ...built.uiSchema,
      'ui:submitButtonOptions': {
        norender: readOnly,
        submitText: text('submit'),
        props: { type: 'primary', loading: saving, disabled: saving },
      },
    }),
    [built.uiSchema, readOnly, text, saving],
  );
  const translate = useMemo(() => translateString(locale), [locale]);
  const onTransform = useCallback(
    (errors: RJSFValidationError[]) => transformErrors(errors, entity, locale, t),
    [entity, locale, t],
  );
  const handleChange = useCallback(
    (e: IChangeEvent<FormData>, id?: string) => onChange(e.formData ?? {}, id),
    [onChange],
  );
  const handleSubmit = useCallback((e: IChangeEvent<FormData>) => void submit(e.formData ?? {}), [submit]);
  const themeVars = useFormThemeVars();

  return (
    <div className="rf-form" style={themeVars}>
      <Form
        schema={built.schema}
        uiSchema={uiSchema}
        formData={formData}
        validator={validator}
        widgets={widgets}
        templates={templates}
        noHtml5Validate
        showErrorList={false}
        readonly={readOnly}
        transformErrors={onTransform}
        extraErrors={extraErrors}
        translateString={translate}
        onChange={handleChange}
        onBlur={onBlur}
        onSubmit={handleSubmit}
      />
    </div>
  );
}
