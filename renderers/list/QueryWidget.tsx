/**
 * A query value picked with the field's own picker (JSuperQuery and the online list's query form:
 * a popup field opens its report popup, a table-dictionary search or tree select searches that
 * table), so the list's query form and the advanced query offer the same picker as the field's form
 * does instead of a plain text box. The widget is the registry's, given the rjsf props it reads.
 */
import { Suspense, useId, type CSSProperties } from 'react';
import type { Registry, RJSFSchema, Widget, WidgetProps } from '@rjsf/utils';
import type { FieldSchema } from '../../src/shared/schema/types';
import { useRendererComponents } from '../context';
import { BUILTIN_WIDGETS } from '../widgets/builtins';
import { Loading } from '../Loading';
import { useText } from '../i18n/use-text';

/** Field widgets a query value is picked with: a report popup and the table-dictionary pickers. */
const QUERY_PICKERS = new Set(['popup', 'searchSelect', 'dictSearch', 'treeSelect']);

/** The picker widget of `field`, when its values are picked with one rather than typed. */
export function queryPickerOf(field: FieldSchema | undefined): string | undefined {
  const name = field?.['x-widget'];
  return name !== undefined && QUERY_PICKERS.has(name) ? name : undefined;
}

/**
 * The dictionary a field's values come from when no `x-dict` names one: a select, radio or checkbox
 * widget over a table dictionary (`x-widget-options.dict`: `table,text,code`).
 */
export function widgetDictOf(field: FieldSchema | undefined): string | undefined {
  const options = field?.['x-widget-options'];
  const dict = options?.dict ?? options?.dictCode;
  return typeof dict === 'string' && dict.trim() !== '' ? dict.trim() : undefined;
}

/**
 * How a query value of `field` is picked under `rule`: with the field's picker widget, with a
 * dictionary select (`x-dict`, or a table dictionary of its widget), or neither (undefined: the
 * input of the field's kind). Several values ('in') of a dictionary field are chosen in the
 * dictionary select, which takes several; a range is two inputs, never a picker.
 */
export function queryValuePicker(
  field: FieldSchema | undefined,
  rule: string,
): { widget: string } | { dict: string } | undefined {
  const dict = field?.['x-dict'] ?? widgetDictOf(field);
  const widget = queryPickerOf(field);
  if (widget && rule !== 'range' && !(rule === 'in' && dict)) return { widget };
  return dict ? { dict } : undefined;
}

// No form around a query: the widget gets an empty form context (a popup then sets the value itself).
const QUERY_REGISTRY = { formContext: {}, globalUiOptions: {} } as unknown as Registry;
const STRING_SCHEMA: RJSFSchema = { type: 'string' };
const noop = () => undefined;

export interface QueryWidgetProps {
  widget: string;
  field: FieldSchema;
  /** The field's property name (a popup sets the value of the column that fills it). */
  name: string;
  id?: string;
  label: string;
  placeholder: string;
  value: unknown;
  onChange(value: unknown): void;
  /** Name the picker's input with a label only screen readers see (no visible label points at it). */
  hiddenLabel?: boolean;
}

// Read by screen readers, not drawn (the advanced query's lines have no visible label per value).
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export function QueryWidget(props: QueryWidgetProps) {
  const given = useRendererComponents();
  const text = useText();
  const ownId = `query-${useId().replace(/:/g, '')}`;
  const id = props.id ?? ownId;
  const widgets: Readonly<Record<string, Widget>> = { ...BUILTIN_WIDGETS, ...given.widgets };
  const Picker = Object.hasOwn(widgets, props.widget) ? widgets[props.widget] : undefined;
  if (!Picker) return null;
  const widgetProps = {
    id,
    name: props.name,
    label: props.label,
    hideLabel: true,
    value: props.value === '' ? undefined : props.value,
    required: false,
    disabled: false,
    readonly: false,
    autofocus: false,
    placeholder: props.placeholder,
    schema: STRING_SCHEMA,
    uiSchema: {},
    options: {
      ...(props.field['x-dict'] ? { dict: props.field['x-dict'] } : {}),
      ...props.field['x-widget-options'],
    },
    rawErrors: [],
    registry: QUERY_REGISTRY,
    onChange: (next: unknown) => props.onChange(next === '' ? undefined : next),
    onBlur: noop,
    onFocus: noop,
  } as unknown as WidgetProps; // the props the registry's widgets read; the rest of rjsf's field props do not apply to a query
  return (
    <Suspense fallback={<Loading size="small" label={text('loading')} />}>
      {props.hiddenLabel ? (
        <label htmlFor={id} style={VISUALLY_HIDDEN}>
          {props.label}
        </label>
      ) : null}
      <Picker {...widgetProps} />
    </Suspense>
  );
}
