/**
 * The form's object layout: a CSS grid of the property elements (1–4 columns, form-layout.ts), or
 * with layout tabs the main fields' grid and each sub table in tabs (FormTabs). antd's own template
 * wraps every property in Row/Col, which re-render (and re-read the theme) for all 200 fields on
 * each keystroke; here only the changed field's memoised SchemaField does any work.
 */
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { formColumns, type FormLayoutOptions } from './form-layout';
import { FormGrid } from './FormGrid';
import { FormTabs } from './FormTabs';

export function ObjectFieldTemplate({
  properties,
  uiSchema,
  fieldPathId,
  title,
  schema,
  errorSchema,
}: ObjectFieldTemplateProps) {
  const options = uiSchema?.['ui:options'] as Partial<FormLayoutOptions> | undefined;
  const columns = formColumns(options?.columns);
  // The form itself is the root object; a nested object's fields are one group named by its title.
  if (fieldPathId.path.length === 0) {
    const panes =
      options?.tabs?.panes.filter((name) => properties.some((p) => p.name === name && !p.hidden)) ?? [];
    if (options?.tabs && panes.length > 0) {
      return (
        <FormTabs
          properties={properties}
          schema={schema}
          errorSchema={errorSchema}
          title={options.tabs.title}
          panes={panes}
          columns={columns}
          wide={options.wide}
        />
      );
    }
    return <FormGrid properties={properties} columns={columns} wide={options?.wide} />;
  }
  return (
    <fieldset
      className="renderer-form-group"
      id={fieldPathId.$id}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      {title && <legend className="rf-field-label">{title}</legend>}
      <FormGrid properties={properties} columns={columns} wide={options?.wide} />
    </fieldset>
  );
}
