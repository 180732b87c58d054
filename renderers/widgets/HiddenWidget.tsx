/** A value the form carries without showing it (a sub-list's parent id). */
import type { FieldWidgetProps } from './widget-props';

export function HiddenWidget({ id, value }: FieldWidgetProps) {
  return (
    <input
      type="hidden"
      id={id}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
    />
  );
}
