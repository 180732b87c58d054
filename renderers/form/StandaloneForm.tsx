/**
 * A form schema rendered on its own with the app's submit (schemas/forms/*.json): the entity
 * form's rendering (EntityForm: widgets, rules from the schema, messages) driven by
 * useStandaloneForm. Knows no business entity; the app passes the calls.
 */
import { Alert } from 'antd';
import { useMemo } from 'react';
import { EntityForm } from './EntityForm';
import { formAsEntity } from './standalone-form';
import { useStandaloneForm, type StandaloneFormOptions } from './use-standalone-form';

export type StandaloneFormProps = StandaloneFormOptions;

export function StandaloneForm(props: StandaloneFormProps) {
  const controller = useStandaloneForm(props);
  const entity = useMemo(() => formAsEntity(props.form), [props.form]);
  return (
    <>
      {controller.formError && (
        <Alert type="error" role="alert" showIcon title={controller.formError} style={{ marginBottom: 16 }} />
      )}
      <EntityForm entity={entity} controller={controller} readOnly={false} />
    </>
  );
}
