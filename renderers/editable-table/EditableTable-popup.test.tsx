/**
 * The editable table's popup column (SPEC §3 popupCode, orgFields, destFields): the cell opens the
 * popup picker's dialog over the report, and the chosen row fills the row's destination columns.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProvider } from '../test-support/render-with-provider';
import { BUILTIN_WIDGETS } from '../widgets/builtins';
import { preloadWidgets } from '../widgets/lazy-widgets';
import { COMPANY_REPORT } from '../widgets/pickers/popup-test-fixtures';
import { normaliseColumns } from './columns';
import { EditableTable } from './EditableTable';
import type { Row } from './types';

describe('editable table popup column', () => {
  it('fills the row from the chosen report row', async () => {
    // As a form does before it renders (EntityForm): the picker chunk is in before the table mounts.
    await preloadWidgets(['popup'], BUILTIN_WIDGETS);
    const onChange = vi.fn<(rows: Row[]) => void>();
    const columns = normaliseColumns([
      {
        key: 'company',
        title: '单位',
        type: 'popup',
        popupCode: 'rp_company',
        orgFields: 'name,creditCode',
        destFields: 'company,code',
      },
      { key: 'code', title: '代码', type: 'input' },
    ]);
    renderWithProvider(
      <EditableTable label="明细" value={[{ id: 'e'.repeat(32) }]} columns={columns} onChange={onChange} />,
      {
        reports: { rp_company: COMPANY_REPORT },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: '选择单位 1' }));
    const dialog = await waitFor(() => {
      const found = screen
        .queryAllByRole('dialog')
        .find((d) => d.querySelector('.ant-modal-title')?.textContent === '客户单位');
      if (!found) throw new Error('the popup is not open');
      return within(found);
    });
    await userEvent.click(await dialog.findByRole('radio', { name: /北方重工/ }));
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([
        expect.objectContaining({ company: '北方重工', code: 'CC003' }),
      ]),
    );
    expect((screen.getByRole('textbox', { name: '代码 1' }) as HTMLInputElement).value).toBe('CC003');
  });
});
