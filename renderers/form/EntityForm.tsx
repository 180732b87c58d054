/** The rjsf form of an entity (antd theme, shared formats, Chinese messages), driven by useEntityForm. */
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError, TemplatesType, UiSchema } from '@rjsf/utils';
import { Button, Space } from 'antd';
import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import type { EntitySchema } from '../../src/shared/schema/types';
import { useRenderer } from '../context';
import { useFormText } from '../i18n/use-form-text';
import { preloadWidgets } from '../widgets/lazy-widgets';
import type { RendererFormContext } from '../widgets/widget-props';
import type { EditableTableFormContext } from '../editable-table/EditableTableWidget';
import { withKnownWidgets } from './known-widgets';
import { focusFirstError } from './focus-first-error';
import { transformErrors } from './transform-errors';
import { translateString } from './translate-string';
import type { FormData, useEntityForm } from './use-entity-form';
import { formValidator } from './validator/form-validator';
import { FieldTemplate } from './FieldTemplate';
import { useFormThemeVars } from './form-theme-vars';
import { useFormComponents } from './form-components';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { StableObjectField } from './StableObjectField';
import { SubmitButton } from './SubmitButton';
import { Loading } from '../Loading';
import { AntdForm as Form, antdTemplates } from './antd-form';
import { ArrayField } from './client-registry';

const defaultTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  // rjsf merges ButtonTemplates by name; the other buttons stay @rjsf/antd's.
  ButtonTemplates: { ...(antdTemplates.ButtonTemplates as TemplatesType['ButtonTemplates']), SubmitButton },
};
const defaultFields = { ObjectField: StableObjectField };

/** Whether rjsf will draw the form with its array field (client-registry.tsx loads it lazily). */
function hasArrayField(schema: RJSFSchema): boolean {
  return Object.values(schema.properties ?? {}).some(
    (property) => typeof property === 'object' && property.type === 'array',
  );
}

export interface EntityFormProps {
  entity: EntitySchema;
  controller: ReturnType<typeof useEntityForm>;
  readOnly: boolean;
}

export function EntityForm({ entity, controller, readOnly }: EntityFormProps) {
  const { locale, t } = useRenderer();
  const text = useFormText();
  const {
    built,
    formData,
    extraErrors,
    saving,
    onChange,
    onBlur,
    submit,
    onSubTableDeleted,
    submitTransition,
    setIntent,
  } = controller;
  // The app's widgets, fields and templates (RendererProvider) over the built-in ones.
  const { widgets, fields, templates } = useFormComponents({
    fields: defaultFields,
    templates: defaultTemplates,
  });
  const validator = formValidator(locale);
  const uiSchema = useMemo<UiSchema>(
    () => ({
      ...withKnownWidgets(built.uiSchema, built.fields, widgets),
      'ui:submitButtonOptions': {
        norender: readOnly,
        submitText: text('submit'),
        props: { type: 'primary', loading: saving, disabled: saving },
      },
    }),
    [built.uiSchema, built.fields, widgets, readOnly, text, saving],
  );
  const recordId = typeof formData.id === 'string' ? formData.id : undefined;
  // The latest values, for widgets that set several fields at once (patchFields: the popup picker).
  const latestData = useRef(formData);
  latestData.current = formData;
  const formContext = useMemo<RendererFormContext & EditableTableFormContext>(
    () => ({
      recordId,
      entityId: entity.$id,
      patchFields: (values: Record<string, unknown>) => onChange({ ...latestData.current, ...values }),
      valueOf: (field: string) => latestData.current[field],
      ...(onSubTableDeleted ? { editableTable: { onDeleted: onSubTableDeleted } } : {}),
    }),
    [recordId, entity.$id, onSubTableDeleted, onChange],
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
  const frame = useRef<HTMLDivElement>(null);
  // A refused submit is ordinary input, not a failure to log (rjsf prints one without onError): the
  // user is taken to the first field in error. Once the errors are shown and a tabbed form has opened
  // the tab holding the first one (FormTabs, in its effect), hence the next task.
  const handleRefused = useCallback(() => {
    window.setTimeout(() => focusFirstError(frame.current), 0);
  }, []);
  const themeVars = useFormThemeVars();
  // Load every lazy widget (lazy-widgets.tsx) the fields name at once, not one after the other as
  // each suspends in turn; the Suspense below shows the form when all are in.
  useEffect(() => {
    void preloadWidgets(
      built.fields.map((f) => (built.uiSchema[f] as UiSchema | undefined)?.['ui:widget']),
      widgets,
    );
    if (hasArrayField(built.schema)) void ArrayField.preload();
  }, [built, widgets]);

  return (
    <div className="rf-form" style={themeVars} ref={frame}>
      <Suspense fallback={<Loading style={{ display: 'block', padding: 48 }} label={text('loading')} />}>
        <Form
          schema={built.schema}
          uiSchema={uiSchema}
          formData={formData}
          validator={validator}
          widgets={widgets}
          templates={templates}
          fields={fields}
          formContext={formContext}
          noHtml5Validate
          showErrorList={false}
          readonly={readOnly}
          transformErrors={onTransform}
          extraErrors={extraErrors}
          translateString={translate}
          onChange={handleChange}
          onBlur={onBlur}
          onSubmit={handleSubmit}
          onError={handleRefused}
        >
          {submitTransition && !readOnly ? (
            // Two submit buttons: each says what the submit it starts does, then rjsf validates and submits.
            <Space>
              <Button htmlType="submit" disabled={saving} onClick={() => setIntent?.('save')}>
                {text('saveDraft')}
              </Button>
              <Button
                type="primary"
                htmlType="submit"
                loading={saving}
                disabled={saving}
                onClick={() => setIntent?.('submit')}
              >
                {text('submit')}
              </Button>
            </Space>
          ) : undefined}
        </Form>
      </Suspense>
    </div>
  );
}
