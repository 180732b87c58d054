export {
  EditableTable,
  type EditableTableHandle,
  type EditableTableProps,
  type RowsAddedEvent,
} from './EditableTable';
export { EditableTableWidget, type EditableTableFormContext } from './EditableTableWidget';
export { normaliseColumns, columnsFromItems } from './columns';
export type { Column, ColumnSpec, Row, CellType, CellRule, CellValidator } from './types';
