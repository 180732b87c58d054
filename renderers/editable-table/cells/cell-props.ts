/** What every cell editor receives from its row. */
import type { Registry } from '@rjsf/utils';
import type { ReactNode } from 'react';
import type { Locale } from '../../../src/shared/schema/types';
import type { Column, Row } from '../types';

export interface CellProps {
  column: Column;
  row: Row;
  value: unknown;
  /** The control's id (the grid's cells are found by it). */
  id: string;
  /** The accessible name: column title and row number. */
  label: string;
  placeholder?: string;
  disabled: boolean;
  /** The id of the visible error text, when the cell is invalid. */
  errorId?: string;
  locale: Locale;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  /** Sets several fields of the row (registry widgets reach it as formContext.patchFields: the popup). */
  onPatch?: (patch: Row) => void;
  /** The form's rjsf registry when the table is a form widget (registry widgets read formContext). */
  registry?: Registry;
}

/** Renderers the app passes in for `slot` columns, by slot name (or column key). */
export type SlotRenderer = (context: {
  row: Row;
  value: unknown;
  column: Column;
  onChange: (value: unknown) => void;
}) => ReactNode;

/** aria attributes an invalid control carries. */
export function invalidProps(props: Pick<CellProps, 'errorId'>): {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
} {
  return props.errorId ? { 'aria-invalid': true, 'aria-describedby': props.errorId } : {};
}
