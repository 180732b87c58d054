import { afterEach, describe, expect, it } from 'vitest';
import { message } from 'antd';
import { screen, waitFor } from '@testing-library/react';
import type { PageSchema } from '../../src/shared/schema/types';
import { demoPage } from '../test-support/demo-schema';
import { RECORD_GONE } from '../test-support/memory-provider';
import { renderForm } from '../test-support/render-form';

const page: PageSchema = {
  ...demoPage,
  api: { ...demoPage.api, queryById: '/demo/contact/queryById' },
  form: { container: 'modal', fields: ['name', 'phone', 'code'] },
};
// A list row carries only the list's columns: `code` is not one of them.
const listRow = { id: 'r1', name: '张三', phone: '13800138000' };

// A warning's close timer must not outlive the test's window.
afterEach(() => message.destroy());

describe('FormDialog opens edit and detail with the full record', () => {
  it('loads the record by id and shows a field the list row did not carry', async () => {
    const { callsOf } = renderForm({
      page,
      mode: 'edit',
      row: listRow,
      records: { '/demo/contact': [{ ...listRow, code: 'C-42' }] },
    });
    await waitFor(() => expect((screen.getByLabelText(/编码|code/i) as HTMLInputElement).value).toBe('C-42'));
    expect(callsOf('getOne').map((c) => c.args[1])).toEqual(['r1']);
  });

  it('tells the user the record is gone and closes', async () => {
    // The row was deleted by someone else after the list was read: the store no longer holds it.
    const { onClose } = renderForm({ page, mode: 'detail', row: listRow, records: { '/demo/contact': [] } });
    expect(await screen.findByText(RECORD_GONE)).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByLabelText(/姓名/)).toBeNull();
  });

  it('opens an add form at once, without reading anything', async () => {
    const { calls } = renderForm({ page, mode: 'add' });
    expect(await screen.findByLabelText(/姓名/)).toBeTruthy();
    expect(calls.filter((c) => c.op !== 'loadDict')).toEqual([]);
  });
});
