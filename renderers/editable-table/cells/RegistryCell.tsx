/**
 * Cells drawn by a widget of the renderer's registry, so the table uses the same upload, picker and
 * dictionary widgets as forms (not copies): file/image/upload, radio, checkbox_meta, sel_search_async,
 * sel_depart, sel_user and (when registered) popup. The widget gets the rjsf props it reads.
 */
import type { Registry, RJSFSchema, Widget, WidgetProps } from '@rjsf/utils';
import { Suspense } from 'react';
import { Alert } from 'antd';
import { tableText } from '../texts';
import type { CellType } from '../types';
import type { CellProps } from './cell-props';
import { Loading } from '../../Loading';
import { rendererText } from '../../i18n/use-text';

/** The registry widget each of these cell types uses. */
export const REGISTRY_WIDGET: Partial<Record<CellType, string>> = {
  upload: 'file',
  file: 'file',
  image: 'image',
  radio: 'radio',
  checkbox_meta: 'checkbox',
  // JeecgBoot's sel_search_async is the async search select (800 ms, size 10).
  sel_search_async: 'searchSelect',
  sel_depart: 'departSelect',
  sel_user: 'userSelect',
  popup: 'popup',
};

// Standalone tables (no form around them) hand widgets an empty form context.
const STANDALONE_REGISTRY = { formContext: {}, globalUiOptions: {} } as unknown as Registry;
const STRING_SCHEMA: RJSFSchema = { type: 'string' };
const ARRAY_SCHEMA: RJSFSchema = { type: 'array', items: { type: 'string' } };
const noop = () => undefined;

/**
 * The registry a cell's widget gets: the form's, with `patchFields` setting fields of this row (not
 * of the form around the table), so a popup cell fills its row's destination columns.
 */
function withPatch(registry: Registry, onPatch: CellProps['onPatch']): Registry {
  if (!onPatch) return registry;
  const formContext = {
    ...(registry.formContext as Record<string, unknown> | undefined),
    patchFields: onPatch,
  };
  return { ...registry, formContext } as Registry;
}

export function RegistryCell(props: CellProps & { widget: Widget | undefined; widgetName: string }) {
  const { column, widget: Widget } = props;
  if (!Widget) {
    return (
      <Alert
        type="error"
        showIcon
        title={tableText(props.locale, 'unknownWidget', { name: props.widgetName })}
      />
    );
  }
  const multi = column.type === 'checkbox_meta';
  // checkbox_meta keeps JeecgBoot's comma-joined value; the checkbox widget works on arrays.
  const value = multi
    ? typeof props.value === 'string' && props.value
      ? props.value.split(',')
      : []
    : props.value;
  const widgetProps = {
    id: props.id,
    name: column.key,
    label: props.label,
    hideLabel: true,
    value,
    required: (column.validateRules ?? []).some((r) => r.required),
    disabled: props.disabled,
    readonly: false,
    autofocus: false,
    placeholder: props.placeholder ?? '',
    schema: multi ? ARRAY_SCHEMA : STRING_SCHEMA,
    uiSchema: {},
    options: {
      ...(column.dictCode ? { dict: column.dictCode } : {}),
      ...(column.popupCode
        ? { code: column.popupCode, orgFields: column.orgFields, destFields: column.destFields }
        : {}),
      ...(column.fieldExtendJson?.uploadnum ? { maxCount: column.fieldExtendJson.uploadnum } : {}),
      ...(column.accept?.length ? { accept: column.accept } : {}),
      ...(column.maxSize !== undefined ? { maxSize: column.maxSize } : {}),
      // A table's file and image cells offer a download unless the column says allowDownload: false.
      ...(column.type === 'file' || column.type === 'image' || column.type === 'upload'
        ? { allowDownload: column.allowDownload !== false }
        : {}),
      ...column.props,
    },
    rawErrors: props.errorId ? [''] : [],
    registry: withPatch(props.registry ?? STANDALONE_REGISTRY, props.onPatch),
    onChange: (next: unknown) =>
      props.onChange(multi && Array.isArray(next) ? (next.length ? next.join(',') : undefined) : next),
    onBlur: () => props.onBlur(),
    onFocus: noop,
  } as unknown as WidgetProps; // the props rjsf's widgets read; the rest of rjsf's field props do not apply to a cell
  return (
    <Suspense fallback={<Loading size="small" label={rendererText(props.locale, 'loading')} />}>
      <Widget {...widgetProps} />
    </Suspense>
  );
}
