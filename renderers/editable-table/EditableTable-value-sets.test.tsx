import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProvider } from '../test-support/render-with-provider';
import { normaliseColumns } from './columns';
import { EditableTable } from './EditableTable';
import type { ColumnSpec, Row } from './types';
import designer from '../../schemas/entities/onl_cgform_head.json';

/** The online form designer's field grid, as its schema gives it. */
const designerColumns = (): ColumnSpec[] => {
  const fields = (designer.properties as Record<string, { 'x-widget-options'?: { columns?: unknown } }>)
    .fields;
  return (fields?.['x-widget-options']?.columns ?? []) as ColumnSpec[];
};

const TYPES = ['string', 'int', 'double', 'decimal'].map((value) => ({
  value,
  text: value === 'double' ? 'Double' : value === 'string' ? 'String' : value,
}));

function Designer({ initial }: { initial: Row[] }) {
  const [rows, setRows] = useState(initial);
  const [columns] = useState(() =>
    normaliseColumns(
      designerColumns()
        .filter((c) => ['dbFieldName', 'dbType', 'dbLength', 'dbPointLength'].includes(c.key ?? ''))
        // The type dictionary's items, without a dictionary service in the test.
        .map((c) => (c.key === 'dbType' ? { ...c, dictCode: undefined, options: TYPES } : c)),
    ),
  );
  return <EditableTable label="字段" value={rows} columns={columns} onChange={setRows} />;
}

const numberCell = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('editable table value sets', () => {
  it('choosing Double in the designer fills length 10 and 2 decimals; String gives 32 and 0 back', async () => {
    renderWithProvider(
      <Designer
        initial={[{ id: 'f1', dbFieldName: 'price', dbType: 'string', dbLength: 32, dbPointLength: 0 }]}
      />,
    );
    const grid = within(screen.getByRole('grid', { name: '字段' }));
    await userEvent.click(grid.getAllByRole('combobox')[0]!);
    await userEvent.click(await screen.findByTitle('Double'));
    expect(numberCell('长度 1').value).toBe('10');
    expect(numberCell('小数点 1').value).toBe('2');

    await userEvent.click(grid.getAllByRole('combobox')[0]!);
    await userEvent.click(await screen.findByTitle('String'));
    expect(numberCell('长度 1').value).toBe('32');
    expect(numberCell('小数点 1').value).toBe('0');
  });
});
