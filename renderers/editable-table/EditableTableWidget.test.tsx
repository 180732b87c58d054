/**
 * The editable table as a form widget: a standalone form whose array-of-objects field names
 * `x-widget: "editableTable"` renders the grid, its cells use the registry's widgets (the file
 * upload goes through the provider), and the submitted value is the plain array of rows.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../src/shared/envelope';
import { envelope } from '../test-support/memory-provider';
import { renderWithProvider } from '../test-support/render-with-provider';
import { StandaloneForm } from '../form/StandaloneForm';
import type { StandaloneFormSchema } from '../form/standalone-form';
import { BUILTIN_WIDGETS } from '../widgets/builtins';
import { preloadWidgets } from '../widgets/lazy-widgets';

const FORM = {
  $id: 'order-form',
  title: { 'zh-CN': '订单', 'en-US': 'Order' },
  properties: {
    lines: {
      type: 'array',
      title: { 'zh-CN': '明细', 'en-US': 'Lines' },
      items: {
        type: 'object',
        properties: {
          item: { type: 'string' },
          amount: { type: 'number' },
          sex: { type: 'string' },
          doc: { type: 'string' },
        },
      },
      'x-widget': 'editableTable',
      'x-widget-options': {
        columns: [
          { key: 'item', title: '物品', type: 'input', validateRules: [{ required: true }] },
          { key: 'amount', title: '金额', type: 'inputNumber' },
          { key: 'sex', title: '性别', type: 'radio', dictCode: 'sex' },
          { key: 'doc', title: '附件', type: 'file' },
        ],
      },
    },
  },
} as unknown as StandaloneFormSchema;

describe('editableTable widget in a form', () => {
  it('edits rows with registry widgets in cells and submits the plain rows', async () => {
    // The table and the upload widget load lazily; a form in the app waits for them in its Suspense.
    await preloadWidgets(['editableTable', 'file'], BUILTIN_WIDGETS);
    const submit = vi.fn((_data: Record<string, unknown>): Promise<Envelope<unknown>> =>
      Promise.resolve(envelope(null)),
    );
    const { callsOf } = renderWithProvider(
      <StandaloneForm
        form={FORM}
        submit={submit}
        onDone={() => undefined}
        initialData={{ lines: [{ id: 'f'.repeat(32), item: '螺丝', amount: 2 }] }}
      />,
    );
    const grid = await screen.findByRole('grid', { name: '明细' });
    await userEvent.click(screen.getByRole('button', { name: /新增/ }));
    await userEvent.type(within(grid).getByRole('textbox', { name: '物品 2' }), '螺母');
    await userEvent.type(within(grid).getByRole('textbox', { name: '金额 2' }), '3.5');
    await userEvent.click(within(grid).getAllByRole('radio', { name: '女' })[1]!);
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    const uploadInputs = grid.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(uploadInputs[1]!, file);
    await waitFor(() => expect(callsOf('upload')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    const lines = submit.mock.calls[0]?.[0].lines as Array<Record<string, unknown>>;
    expect(lines[0]).toEqual({ id: 'f'.repeat(32), item: '螺丝', amount: 2 });
    expect(lines[1]).toMatchObject({ item: '螺母', amount: 3.5, sex: '2' });
    expect(lines[1]?.id).toMatch(/^[0-9a-f]{32}$/);
    expect(typeof lines[1]?.doc).toBe('string');
  });
});
