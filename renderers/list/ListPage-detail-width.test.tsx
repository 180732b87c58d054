/**
 * SPEC §9: the details dialog is 1200 px wide on every list, whatever width the page gives its
 * add/edit form (here 800, as most lists state or default to); the edit dialog keeps the page's.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageSchema } from '../../src/shared/schema/types';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { renderWithProvider } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';

const page: PageSchema = {
  ...demoPage,
  rowActions: [
    { kind: 'edit', key: 'edit', permission: 'demo:contact:edit' },
    { kind: 'detail', key: 'detail' },
  ],
  form: { container: 'modal', width: 800, fields: ['name', 'phone', 'sex', 'code'] },
};

const rows = [{ id: 'a1', name: '张三', phone: '13800138000', sex: '1', createTime: '2024-05-01 08:00:00' }];

async function openFromRow(name: RegExp): Promise<HTMLElement> {
  const cell = await screen.findByText('张三');
  const row = cell.closest('tr');
  if (!row) throw new Error('no row');
  await userEvent.click(within(row).getByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('the details dialog of a list', () => {
  it('is 1200 px wide on a list whose form is 800 px; the edit dialog stays 800 px', async () => {
    renderWithProvider(<ListPage page={page} entity={demoEntity} />, {
      permissions: ['demo:contact:edit'],
      records: { '/demo/contact': rows },
    });
    const detail = await openFromRow(/详\s*情/);
    expect(within(detail).getByText(/联系人 · 详情/)).toBeTruthy();
    expect(detail.style.width).toBe('1200px');
    await userEvent.keyboard('{Escape}');
    await screen.findByText('张三');
    const edit = await openFromRow(/编\s*辑/);
    expect(within(edit).getByText(/联系人 · 编辑/)).toBeTruthy();
    expect(edit.style.width).toBe('800px');
  });
});
