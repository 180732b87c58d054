import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import type { Row } from '../test-support/memory-provider';
import { renderForm } from '../test-support/render-form';

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

/** Opens the edit form on `row`, lets `change` edit it, submits, and answers the update body and the stored row. */
async function editAndSubmit(row: Row, change: () => Promise<void>) {
  const { callsOf, onSaved, submit, stored } = renderForm({
    page,
    entity,
    mode: 'edit',
    row,
    records: { '/demo/contact': [{ ...row }] },
  });
  await change();
  await submit();
  await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 5000 });
  return { body: callsOf('update')[0]?.args[1], stored: stored()[0] };
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
    const { body, stored } = await editAndSubmit(row, async () => {
      const name = await screen.findByLabelText(/姓名/);
      await userEvent.clear(name);
      await userEvent.type(name, '李四');
    });
    expect(body).toEqual({ id: 'r1', name: '李四', phone: '13800138000' });
    expect(stored).toEqual({ ...row, name: '李四' });
  });

  it('sends null for an optional field the user emptied, so the stored value is cleared', async () => {
    const row = { id: 'r1', name: '张三', code: 'C-1', phone: '13800138000' };
    const { body, stored } = await editAndSubmit(row, async () =>
      userEvent.clear(await screen.findByLabelText(/手机/)),
    );
    expect(body).toEqual({ id: 'r1', name: '张三', phone: null });
    expect(stored?.phone).toBeNull();
  });
});
