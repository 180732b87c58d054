/** Bench variant "table": the renderer's EditableTable over the bench rows. */
import { App } from 'antd';
import { useState } from 'react';
import { RendererProvider } from '../../../renderers/context';
import { normaliseColumns } from '../../../renderers/editable-table/columns';
import { EditableTable } from '../../../renderers/editable-table/EditableTable';
import type { CellType, Row } from '../../../renderers/editable-table/types';
import { benchServices } from '../form-200-schema';
import { KINDS, SELECT_OPTIONS, makeRows } from './data';

const TYPE: Record<(typeof KINDS)[number], CellType> = {
  input: 'input',
  number: 'inputNumber',
  select: 'select',
  checkbox: 'checkbox',
  date: 'date',
};

const columns = normaliseColumns(
  KINDS.map((kind, c) => ({
    key: `c${c}`,
    title: `列${c + 1}`,
    type: TYPE[kind],
    ...(kind === 'select' ? { options: SELECT_OPTIONS.map((o) => ({ value: o.value, text: o.label })) } : {}),
  })),
);

function Bench() {
  const [rows, setRows] = useState<Row[]>(makeRows);
  return <EditableTable label="bench" value={rows} onChange={setRows} columns={columns} />;
}

export function variantElement() {
  return (
    <App>
      <RendererProvider services={benchServices}>
        <Bench />
      </RendererProvider>
    </App>
  );
}

export const scrollerSelector = '[role="grid"]';
export const rowSelector = '[data-row-id]';
export const headerSelector = '.editable-table__head';
