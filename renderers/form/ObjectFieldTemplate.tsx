/**
 * The form's object layout: a CSS grid of the property elements (one or two columns). antd's own
 * template wraps every property in Row/Col, which re-render (and re-read the theme) for all 200
 * fields on each keystroke; here only the changed field's memoised SchemaField does any work.
 */
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

export function ObjectFieldTemplate({ properties, uiSchema, fieldPathId, title }: ObjectFieldTemplateProps) {
  const columns = (uiSchema?.['ui:options'] as { columns?: number } | undefined)?.columns === 2 ? 2 : 1;
  const grid = (
    <div
      className="renderer-form-grid"
      style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, columnGap: 24 }}
    >
      {properties.map((p) =>
        p.hidden ? (
          p.content
        ) : (
          // data-field names the cell for tests that look at one field's part of the form.
          <div key={p.name} data-field={p.name}>
            {p.content}
          </div>
        ),
      )}
    </div>
  );
  // The form itself is the root object; a nested object's fields are one group named by its title.
  if (fieldPathId.path.length === 0) return grid;
  return (
    <fieldset
      className="renderer-form-group"
      id={fieldPathId.$id}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      {title && <legend className="rf-field-label">{title}</legend>}
      {grid}
    </fieldset>
  );
}
