/**
 * What the modal pickers with a paged table share (ListSelectModal, UserPickerModal): the dialog
 * with its 确定 / 取消 footer, the rows chosen so far, and the table's row selection and paging
 * (SPEC §9: 5 a page, 5/10/20/30).
 */
import { Modal } from 'antd';
import type { TableProps } from 'antd';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useText, type TextFn } from '../../i18n/use-text';
import { PICKER_PAGE_SIZE_OPTIONS, type PickerPaging } from './picker-paging';

// The modal is portalled, but React events still bubble to the form the field sits in: a query
// form's submit inside the picker must not submit the record's form.
const keepSubmitInside = (event: FormEvent) => event.stopPropagation();

export function PickerModal(props: {
  title: string;
  width: number;
  onOk(): void;
  onCancel(): void;
  children: ReactNode;
}) {
  const t = useText();
  return (
    <Modal
      open
      title={props.title}
      width={props.width}
      okText={t('ok')}
      cancelText={t('cancel')}
      onOk={props.onOk}
      onCancel={props.onCancel}
    >
      <div onSubmit={keepSubmitInside}>{props.children}</div>
    </Modal>
  );
}

export interface PickerChoice<R> {
  chosen: R[];
  chosenKeys: string[];
  /** Ticks a row in (a single picker keeps only it) or out. */
  toggle(row: R, on: boolean): void;
  /** Takes the row with this key out. */
  remove(key: string): void;
}

/** The rows chosen in a picker, starting from the field's (the picker mounts only while open). */
export function usePickerChoice<R>(
  initial: readonly R[],
  keyOf: (row: R) => string,
  multiple: boolean,
): PickerChoice<R> {
  const [chosen, setChosen] = useState<R[]>(() => [...initial]);
  return {
    chosen,
    chosenKeys: chosen.map(keyOf),
    toggle: (row, on) =>
      setChosen((before) => {
        const rest = before.filter((r) => keyOf(r) !== keyOf(row));
        if (!on) return rest;
        return multiple ? [...rest, row] : [row];
      }),
    remove: (key) => setChosen((before) => before.filter((r) => keyOf(r) !== key)),
  };
}

/** The paged table's selection (checkbox or radio, named per row) and pagination. */
export function pickerTableProps<R>(options: {
  t: TextFn;
  multiple: boolean;
  choice: PickerChoice<R>;
  nameOf(row: R): string;
  paging: PickerPaging;
  total: number;
}): Pick<TableProps<R>, 'rowSelection' | 'pagination'> {
  const { t, multiple, choice, nameOf, paging, total } = options;
  return {
    rowSelection: {
      type: multiple ? 'checkbox' : 'radio',
      selectedRowKeys: choice.chosenKeys,
      preserveSelectedRowKeys: true,
      hideSelectAll: !multiple,
      onSelect: (row, on) => choice.toggle(row, on),
      onSelectAll: (on, _rows, changed) => changed.forEach((row) => choice.toggle(row, on)),
      getCheckboxProps: (row) => ({ 'aria-label': t('pickerSelectRow', { name: nameOf(row) }) }),
    },
    pagination: {
      current: paging.current,
      pageSize: paging.pageSize,
      total,
      pageSizeOptions: PICKER_PAGE_SIZE_OPTIONS,
      showSizeChanger: true,
      showTotal: (n) => t('total', { n }),
    },
  };
}
