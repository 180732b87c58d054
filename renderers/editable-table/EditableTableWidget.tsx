/**
 * The editable table as an rjsf widget (`x-widget: "editableTable"`) on an array-of-objects
 * property. Columns come from `x-widget-options.columns` (SPEC §3 column shape), else from the
 * items schema. The value stays a plain array of row objects (new rows carry a temporary 32-hex id).
 *
 * The form around it may give, through rjsf's formContext, `editableTable.onDeleted(field, ids)`
 * (the persisted ids removed, for the form's `<field>_deleted` list) and
 * `editableTable.register(field, handle)` (to call getValues() before saving), plus async cell
 * checks (`validators`), slot renderers (`slots`) and the row events `onAdded(field, event)` /
 * `onInserted(field, event)` (SPEC §4 added and inserted: the new rows and their first index).
 *
 * `authPre` (a permission prefix) shows 新增 and 删除 of the toolbar only with `<prefix>add` and
 * `<prefix>batch_delete` (SPEC §6).
 *
 * `liveSync` keeps the rows in step with the same table open elsewhere (services.liveTables):
 * `true` joins under the form's entity, record and field path, a string under that key.
 */
import { useEffect, useMemo, useRef } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { columnsFromItems, normaliseColumns } from './columns';
import { liveTableKey } from './live-sync';
import type { RendererFormContext } from '../widgets/widget-props';
import { EditableTable, type EditableTableHandle, type RowsAddedEvent } from './EditableTable';
import type { SlotRenderer } from './cells/cell-props';
import type { CellValidator, ColumnSpec, Row } from './types';

export interface EditableTableFormContext {
  editableTable?: {
    onDeleted?: (field: string, ids: string[]) => void;
    register?: (field: string, handle: EditableTableHandle | null) => void;
    validators?: Readonly<Record<string, CellValidator>>;
    slots?: Readonly<Record<string, SlotRenderer>>;
    onAdded?: (field: string, event: RowsAddedEvent) => void;
    onInserted?: (field: string, event: RowsAddedEvent) => void;
  };
}

interface TableOptions {
  columns?: ColumnSpec[];
  disabledRows?: Record<string, unknown>;
  dragSort?: boolean;
  sortKey?: string;
  removeConfirm?: boolean;
  /** true, or the key to join under: edits committed here reach the same table in other clients. */
  liveSync?: boolean | string;
  /** Permission prefix of the toolbar's add and batch_delete codes. */
  authPre?: string;
}

export function EditableTableWidget(props: WidgetProps) {
  const options = props.options as TableOptions;
  const context = (props.registry.formContext as EditableTableFormContext | undefined)?.editableTable;
  const columns = useMemo(
    () =>
      options.columns?.length ? normaliseColumns(options.columns) : columnsFromItems(props.schema.items),
    [options.columns, props.schema.items],
  );
  const handle = useRef<EditableTableHandle>(null);
  const field = props.name;
  const register = context?.register;
  useEffect(() => {
    register?.(field, handle.current);
    return () => register?.(field, null);
  }, [register, field]);
  const formContext = props.registry.formContext as RendererFormContext | undefined;
  const liveKey = liveTableKey(options.liveSync, {
    entityId: formContext?.entityId,
    recordId: formContext?.recordId,
    fieldPath: props.id,
  });
  const value = Array.isArray(props.value) ? (props.value as Row[]) : undefined;
  const { onChange } = props;
  return (
    <div id={props.id}>
      <EditableTable
        ref={handle}
        value={value}
        onChange={onChange}
        columns={columns}
        label={props.label || field}
        disabled={props.disabled || props.readonly}
        disabledRows={options.disabledRows}
        dragSort={options.dragSort}
        sortKey={options.sortKey}
        removeConfirm={options.removeConfirm}
        validators={context?.validators}
        slots={context?.slots}
        onDeleted={context?.onDeleted ? (ids) => context.onDeleted?.(field, ids) : undefined}
        registry={props.registry}
        liveKey={liveKey}
        authPre={options.authPre}
        onAdded={context?.onAdded ? (event) => context.onAdded?.(field, event) : undefined}
        onInserted={context?.onInserted ? (event) => context.onInserted?.(field, event) : undefined}
      />
    </div>
  );
}
