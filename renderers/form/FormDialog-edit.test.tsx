import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { envelope, fakeServices } from '../test-support/fake-services';
import { FormDialog } from './FormDialog';

// sys_user's username: shown (disabled) on edit, but the server refuses it in an edit body.
const entity: EntitySchema = {
  ...demoEntity,
  properties: {
    ...demoEntity.properties,
    code: { ...demoEntity.properties.code!, 'x-create-only': true },
  },
};
const page: PageSchema = {
  ...demoPage,
  form: { container: 'modal', fields: ['name', 'code', 'phone', 'createTime'] },
};

/** Opens the edit form on `row`, lets `change` edit it, submits, and answers the PUT body. */
async function editAndSubmit(row: Record<string, unknown>, change: () => Promise<void>): Promise<unknown> {
  const saved = vi.fn();
  const { wrap, calls } = fakeServices((config) =>
    config.url === '/demo/contact/edit' ? envelope(null, { message: '编辑成功!' }) : envelope(null),
  );
  render(
    wrap(
      <FormDialog
        page={page}
        entity={entity}
        mode="edit"
        row={row}
        onClose={() => undefined}
        onSaved={saved}
      />,
    ),
  );
  await change();
  await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
  await waitFor(() => expect(saved).toHaveBeenCalled(), { timeout: 5000 });
  const put = calls.find((c) => c.url === '/demo/contact/edit');
  expect(put?.method).toBe('PUT');
  return put?.data;
}

describe('FormDialog edit', () => {
  it('sends neither create-only nor read-only fields in the edit body', async () => {
    const row = {
      id: 'r1',
      name: '张三',
      code: 'C-1',
      phone: '13800138000',
      createTime: '2026-01-02 03:04:05',
    };
    const body = await editAndSubmit(row, async () => {
      const name = await screen.findByLabelText(/姓名/);
      await userEvent.clear(name);
      await userEvent.type(name, '李四');
    });
    expect(body).toEqual({ id: 'r1', name: '李四', phone: '13800138000' });
  });

  it('sends null for an optional field the user emptied, so the stored value is cleared', async () => {
    const row = { id: 'r1', name: '张三', code: 'C-1', phone: '13800138000' };
    const body = await editAndSubmit(row, async () => userEvent.clear(await screen.findByLabelText(/手机/)));
    expect(body).toEqual({ id: 'r1', name: '张三', phone: null });
  });
});
