/**
 * Row actions of kind `shell` (e.g. 重置密码 on the account and user lists): the link runs the app's
 * handler under its key with the row; without that handler, or on a protected row, there is no
 * working link.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PageSchema } from '../../src/shared/schema/types';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { renderWithProvider } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';

const page: PageSchema = {
  ...demoPage,
  rowActions: [
    { kind: 'shell', key: 'resetPassword', label: { 'zh-CN': '重置密码', 'en-US': 'Reset password' } },
  ],
};
const entity = {
  ...demoEntity,
  'x-protected': {
    when: { '==': [{ var: 'name' }, '李四'] },
    message: { 'zh-CN': '不允许对管理员账号进行此操作', 'en-US': 'Not allowed' },
  },
};
const records = {
  '/demo/contact': [
    { id: 'a1', name: '张三' },
    { id: 'a2', name: '李四' },
  ],
};

describe('shell row actions', () => {
  it("run the app's handler with the row", async () => {
    const resetPassword = vi.fn();
    renderWithProvider(<ListPage page={page} entity={entity} pageActions={{ resetPassword }} />, { records });
    const row = (await screen.findByText('张三')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByText('重置密码'));
    expect(resetPassword).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1', name: '张三' }));
  });

  it('are disabled on a protected row', async () => {
    const resetPassword = vi.fn();
    renderWithProvider(<ListPage page={page} entity={entity} pageActions={{ resetPassword }} />, { records });
    const row = (await screen.findByText('李四')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByText('重置密码'));
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('are left out when the app passes no handler', async () => {
    renderWithProvider(<ListPage page={page} entity={entity} />, { records });
    await screen.findByText('张三');
    expect(screen.queryByText('重置密码')).toBeNull();
  });
});
