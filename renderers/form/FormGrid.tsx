/** The grid of a form's (or a field group's) property elements; wide fields span the row (form-layout.ts). */
import type { ObjectFieldTemplatePropertyType } from '@rjsf/utils';
import { gridStyle, WIDE_CELL_STYLE, type FormColumns } from './form-layout';

export interface FormGridProps {
  properties: readonly ObjectFieldTemplatePropertyType[];
  columns: FormColumns;
  wide?: readonly string[];
}

export function FormGrid({ properties, columns, wide }: FormGridProps) {
  return (
    <div className="renderer-form-grid" data-columns={columns} style={gridStyle(columns)}>
      {properties.map((p) =>
        p.hidden ? (
          p.content
        ) : (
          // data-field names the cell for tests that look at one field's part of the form.
          <div
            key={p.name}
            data-field={p.name}
            style={columns > 1 && wide?.includes(p.name) ? WIDE_CELL_STYLE : undefined}
          >
            {p.content}
          </div>
        ),
      )}
    </div>
  );
}
