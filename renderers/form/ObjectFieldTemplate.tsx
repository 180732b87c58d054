/**
 * The form's object layout: a CSS grid of the property elements (one or two columns). antd's own
 * template wraps every property in Row/Col, which re-render (and re-read the theme) for all 200
 * fields on each keystroke; here only the changed field's memoised SchemaField does any work.
 */
import type { ObjectFieldTemplateProps } from '@rjsf/utils';

export function ObjectFieldTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const columns = (uiSchema?.['ui:options'] as { columns?: number } | undefined)?.columns === 2 ? 2 : 1;
  return (
    <div
      className="renderer-form-grid"
      style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, columnGap: 24 }}
    >
      {properties.map((p) => (p.hidden ? p.content : <div key={p.name}>{p.content}</div>))}
    </div>
  );
}
