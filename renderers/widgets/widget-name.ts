/** The widget a field uses: `x-widget`, else derived from x-dict, format, type and enum. */
import type { FieldSchema } from '../../src/shared/schema/types';

export function widgetNameFor(field: FieldSchema): string {
  if (field['x-widget']) return field['x-widget'];
  if (field['x-dict']) return field.type === 'array' ? 'checkbox' : 'select';
  if (field.format === 'date') return 'date';
  if (field.format === 'date-time') return 'datetime';
  if (field.format === 'password' || field.writeOnly) return 'password';
  if (field.type === 'integer' || field.type === 'number') return 'number';
  if (field.type === 'boolean') return 'checkbox';
  if (field.enum) return 'select';
  if ((field.maxLength ?? 0) > 255) return 'textarea';
  return 'input';
}
