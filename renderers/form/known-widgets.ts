/**
 * A field whose `ui:widget` names no registered widget gets UnknownWidget, which shows the name in
 * the field: rjsf would throw "No widget 'x' for type 'string'" while rendering and blank the page.
 */
import type { UiSchema, Widget } from '@rjsf/utils';
import { UNKNOWN_WIDGET_OPTION, UnknownWidget } from '../widgets/UnknownWidget';

export function withKnownWidgets(
  uiSchema: UiSchema,
  fields: readonly string[],
  widgets: Readonly<Record<string, Widget>>,
): UiSchema {
  let out: UiSchema | undefined;
  for (const name of fields) {
    const ui = uiSchema[name] as UiSchema | undefined;
    const widget = ui?.['ui:widget'];
    if (typeof widget !== 'string' || Object.prototype.hasOwnProperty.call(widgets, widget)) continue;
    out ??= { ...uiSchema };
    out[name] = {
      ...ui,
      'ui:widget': UnknownWidget,
      'ui:options': { ...(ui?.['ui:options'] as object | undefined), [UNKNOWN_WIDGET_OPTION]: widget },
    };
  }
  return out ?? uiSchema;
}
