import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import type { PageSchema } from '../../src/shared/schema/types';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { envelope, fakeServices } from '../test-support/fake-services';
import { FormDialog } from './FormDialog';

const page: PageSchema = {
  ...demoPage,
  api: { ...demoPage.api, queryById: '/demo/contact/queryById' },
  form: { container: 'modal', fields: ['name', 'phone', 'code'] },
};
// A list row carries only the list's columns: `code` is not one of them.
const listRow = { id: 'r1', name: '张三', phone: '13800138000' };

describe('FormDialog opens edit and detail with the full record', () => {
  it('loads the record by id and shows a field the list row did not carry', async () => {
    const { wrap, calls } = fakeServices((config) =>
      config.url === '/demo/contact/queryById' ? envelope({ ...listRow, code: 'C-42' }) : envelope(null),
    );
    render(
      wrap(
        <FormDialog
          page={page}
          entity={demoEntity}
          mode="edit"
          row={listRow}
          onClose={() => undefined}
          onSaved={() => undefined}
        />,
      ),
    );
    await waitFor(() => expect((screen.getByLabelText(/编码|code/i) as HTMLInputElement).value).toBe('C-42'));
    expect(calls.find((c) => c.url === '/demo/contact/queryById')?.params).toEqual({ id: 'r1' });
  });

  it('closes with the server message when the record is gone', async () => {
    const onClose = vi.fn();
    const { wrap } = fakeServices(() =>
      envelope(null, { success: false, code: 404, message: '未找到对应数据' }),
    );
    render(
      wrap(
        <FormDialog
          page={page}
          entity={demoEntity}
          mode="detail"
          row={listRow}
          onClose={onClose}
          onSaved={() => undefined}
        />,
      ),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('opens an add form at once, without a request', async () => {
    const { wrap, calls } = fakeServices(() => envelope(null));
    render(
      wrap(
        <FormDialog
          page={page}
          entity={demoEntity}
          mode="add"
          onClose={() => undefined}
          onSaved={() => undefined}
        />,
      ),
    );
    expect(await screen.findByLabelText(/姓名/)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
