import { useCallback, useMemo, useState } from 'react';
import { readText } from './sibling-options';
import type { FieldWidgetProps, RendererFormContext } from './widget-props';
import { useRenderer } from '../context';

/**
 * Choices taken from another field of the same form (x-widget-options.optionsFrom `{ field, value,
 * label? }`): that field holds rows (an editable table), each row offering its `value` property,
 * labelled by its `label` property (text or `{ zh-CN, en-US }`) and the value. A sibling's change
 * does not re-render this field (the form re-renders only the edited one), so the choices are read
 * when the widget renders and again by `refresh`, which the select calls when it opens.
 * Undefined when the field names no such source.
 */
export function useSiblingOptions(
  props: FieldWidgetProps,
): { options: Array<{ value: string; label: string }>; refresh(): void } | undefined {
  const { locale } = useRenderer();
  const source = (props.options as { optionsFrom?: { field?: unknown; value?: unknown; label?: unknown } })
    .optionsFrom;
  const field = typeof source?.field === 'string' ? source.field : undefined;
  const valueKey = typeof source?.value === 'string' ? source.value : 'value';
  const labelKey = typeof source?.label === 'string' ? source.label : undefined;
  const context = props.registry.formContext as RendererFormContext | undefined;
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  const rows = field ? context?.valueOf?.(field) : undefined;
  const options = useMemo(() => {
    if (!Array.isArray(rows)) return [];
    const seen = new Set<string>();
    const out: Array<{ value: string; label: string }> = [];
    for (const row of rows as unknown[]) {
      if (typeof row !== 'object' || row === null) continue;
      const value = readText((row as Record<string, unknown>)[valueKey], locale);
      if (value === '' || seen.has(value)) continue;
      seen.add(value);
      const label = labelKey ? readText((row as Record<string, unknown>)[labelKey], locale) : '';
      out.push({ value, label: label && label !== value ? `${label} (${value})` : value });
    }
    return out;
    // `round`: a refresh reads the sibling's rows again although the array may be the same object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, valueKey, labelKey, locale, round]);
  return field ? { options, refresh } : undefined;
}
