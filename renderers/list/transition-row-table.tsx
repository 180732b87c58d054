/**
 * A transition input that is a table with one line per value of the acted-on row: an array field
 * with `x-row-value` (the row's array property, e.g. an application's businessTypes) and
 * `"x-widget": "editableTable"` columns. The first `disabled` column holds the row's value (shown by
 * the name the row carries in `<property>_dictText`); the other columns are text inputs, required
 * when a `validateRules` entry says so. The input sent is `[{ <value column>: value, <column>: text }]`.
 * (The full editable table adds and removes lines; here the lines are the row's, so a light table.)
 */
import { Input } from 'antd';
import type { I18nText } from '../../src/shared/schema/types';
import type { ColumnSpec } from '../editable-table/types';
import { schemaKeyword, X_ROW_VALUE, X_WIDGET, X_WIDGET_OPTIONS } from '../../src/shared/schema/keywords';
import { useRenderer } from '../context';
import { useText } from '../i18n/use-text';

/** Column keys to text, per line (the row's value). */
export type RowTableValues = Record<string, Record<string, string>>;

export interface RowTableSpec {
  /** The row's values, one line each, with the names shown for them. */
  lines: Array<{ value: string; name: string }>;
  /** The column that receives the line's value. */
  valueKey: string;
  /** The columns typed into. */
  inputs: Array<{ key: string; title: I18nText; required: boolean; maxLength?: number }>;
}

/** A transition field as the workflow types declare it (entity-style JSON Schema). */
type TransitionField = Record<string, unknown> & { type: string };

function columnsOf(field: TransitionField): ColumnSpec[] {
  const options = schemaKeyword(field, X_WIDGET_OPTIONS) as { columns?: unknown } | undefined;
  return Array.isArray(options?.columns) ? (options.columns as ColumnSpec[]) : [];
}

/** The row's values of `property`: an array, or a comma-joined text. */
function rowValues(row: Record<string, unknown> | undefined, property: string): string[] {
  const raw = row?.[property];
  const list = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? raw.split(',') : [];
  return list.map((v) => v.trim()).filter((v) => v !== '');
}

/** Names of the values as the row's `_dictText` lists them (joined by 、 or a comma), when they line up. */
function namesOf(row: Record<string, unknown> | undefined, property: string, count: number): string[] | null {
  const texts = row?.[`${property}_dictText`];
  if (typeof texts !== 'string') return null;
  const names = texts.split(/、|,\s*/).map((n) => n.trim());
  return names.length === count ? names : null;
}

/** The table a field asks for, or null when the field is not one. */
export function rowTableOf(
  field: TransitionField,
  row: Record<string, unknown> | undefined,
): RowTableSpec | null {
  const source = schemaKeyword(field, X_ROW_VALUE);
  if (field.type !== 'array' || source === undefined || schemaKeyword(field, X_WIDGET) !== 'editableTable')
    return null;
  const columns = columnsOf(field).filter((c) => typeof (c.key ?? c.field) === 'string');
  const valueColumn = columns.find((c) => c.disabled) ?? columns[0];
  if (!valueColumn) return null;
  const valueKey = (valueColumn.key ?? valueColumn.field) as string;
  const values = rowValues(row, source);
  const names = namesOf(row, source, values.length);
  return {
    lines: values.map((value, i) => ({ value, name: names?.[i] || value })),
    valueKey,
    inputs: columns
      .filter((c) => c !== valueColumn && !c.disabled)
      .map((c) => {
        const maxLength = (c.props as { maxLength?: unknown } | undefined)?.maxLength;
        return {
          key: (c.key ?? c.field) as string,
          title: c.title ?? ((c.key ?? c.field) as string),
          required: (c.validateRules ?? []).some((r) => r.required === true),
          ...(typeof maxLength === 'number' ? { maxLength } : {}),
        };
      }),
  };
}

/** The first missing required cell's label, or null. */
export function missingCell(
  spec: RowTableSpec,
  values: RowTableValues,
  label: (input: RowTableSpec['inputs'][number], name: string) => string,
): string | null {
  for (const line of spec.lines) {
    for (const input of spec.inputs) {
      if (input.required && (values[line.value]?.[input.key] ?? '').trim() === '')
        return label(input, line.name);
    }
  }
  return null;
}

/** The input sent: one object per line. */
export function rowTableInput(spec: RowTableSpec, values: RowTableValues): Array<Record<string, string>> {
  return spec.lines.map((line) => {
    const out: Record<string, string> = { [spec.valueKey]: line.value };
    for (const input of spec.inputs) {
      const typed = (values[line.value]?.[input.key] ?? '').trim();
      if (typed !== '') out[input.key] = typed;
    }
    return out;
  });
}

export interface TransitionRowTableProps {
  id: string;
  /** The table's accessible name (the field's title). */
  label: string;
  spec: RowTableSpec;
  values: RowTableValues;
  invalid: boolean;
  onChange(values: RowTableValues): void;
}

export function TransitionRowTable({ id, label, spec, values, invalid, onChange }: TransitionRowTableProps) {
  const { t } = useRenderer();
  const text = useText();
  return (
    <table
      id={id}
      aria-label={label}
      className="rf-row-table"
      style={{ width: '100%', borderCollapse: 'collapse' }}
    >
      <tbody>
        {spec.lines.map((line) => (
          <tr key={line.value}>
            <th
              scope="row"
              style={{
                textAlign: 'left',
                fontWeight: 'normal',
                padding: '4px 8px 4px 0',
                whiteSpace: 'nowrap',
                width: '1%',
              }}
            >
              {line.name}
            </th>
            {spec.inputs.map((input) => (
              <td key={input.key} style={{ padding: '4px 0' }}>
                <Input
                  aria-label={text('rowCellLabel', { row: line.name, column: t(input.title) })}
                  aria-required={input.required || undefined}
                  aria-invalid={
                    invalid && input.required && (values[line.value]?.[input.key] ?? '').trim() === ''
                      ? true
                      : undefined
                  }
                  placeholder={t(input.title)}
                  maxLength={input.maxLength}
                  value={values[line.value]?.[input.key] ?? ''}
                  onChange={(e) =>
                    onChange({
                      ...values,
                      [line.value]: { ...values[line.value], [input.key]: e.target.value },
                    })
                  }
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
