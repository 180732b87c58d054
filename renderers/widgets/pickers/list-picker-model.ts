/** What the business-component picker (listSelect) reads from its list page: columns, query, text and value fields. */
import type { ColumnDef, EntitySchema, PageSchema, QueryField } from '../../../src/shared/schema/types';
import { fieldOf } from '../../schema-text';

/** Query fields shown before 展开 (JSelectBizComponent shows the first two). */
export const LIST_PICKER_VISIBLE_QUERIES = 2;

export type PickerRow = Record<string, unknown>;

/** The page's query fields; when the page marks none `advanced`, those after the first two are. */
export function pickerQueryFields(page: PageSchema): QueryField[] {
  const fields = page.query ?? [];
  if (fields.some((f) => f.advanced)) return fields;
  return fields.map((f, i) => (i < LIST_PICKER_VISIBLE_QUERIES ? f : { ...f, advanced: true }));
}

/** The page's columns, or the chosen fields of the entity. */
export function pickerColumns(
  page: PageSchema,
  entity: EntitySchema,
  fields?: readonly string[],
): ColumnDef[] {
  if (fields && fields.length > 0)
    return fields.filter((f) => fieldOf(entity, f)).map((field) => ({ field }));
  return page.columns ?? [];
}

/** The field whose value a row is shown by: the option's, else the first column's. */
export function pickerTextField(columns: readonly ColumnDef[], option: string | undefined): string {
  return option ?? columns[0]?.field ?? 'id';
}

/** A row's value of a field as text ('' when absent). */
export function rowValue(row: PickerRow, field: string): string {
  const value = row[field];
  return value === undefined || value === null ? '' : String(value);
}
