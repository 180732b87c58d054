/** A row action of kind prompt: a dialog asks for a required text, sent as $input with the row's values. */
import { afterEach, describe, expect, it } from 'vitest';
import { message } from 'antd';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageSchema } from '../../src/shared/schema/types';
import type { ActionRequest } from '../data/data-provider';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { envelope, refusal } from '../test-support/memory-provider';
import { renderWithProvider } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';

const page: PageSchema = {
  ...demoPage,
  rowActions: [
    {
      kind: 'prompt',
      key: 'reject',
      label: { 'zh-CN': '驳回', 'en-US': 'Reject' },
      permission: 'demo:contact:reject',
      prompt: {
        title: { 'zh-CN': '驳回申请', 'en-US': 'Reject' },
        label: { 'zh-CN': '驳回原因', 'en-US': 'Reason' },
        maxLength: 20,
      },
      request: { method: 'PUT', url: '/demo/contact/reject', body: { id: '$row.id', reason: '$input' } },
    },
  ],
};

afterEach(() => message.destroy());

function renderList(answer: (request: ActionRequest) => ReturnType<typeof envelope>) {
  const sent: ActionRequest[] = [];
  renderWithProvider(<ListPage page={page} entity={demoEntity} />, {
    permissions: ['demo:contact:reject'],
    records: { '/demo/contact': [{ id: 'a1', name: '张三' }] },
    override: {
      runAction: (request) => {
        sent.push(request);
        return Promise.resolve(answer(request));
      },
    },
  });
  return sent;
}

describe('prompt row action', () => {
  it('requires the text, then sends it with the row id and closes', async () => {
    const sent = renderList(() => envelope(null, { message: '已驳回' }));
    await userEvent.click(await screen.findByText('驳回'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('驳回申请')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(within(dialog).getByText('请输入驳回原因')).toBeTruthy();
    expect(sent).toHaveLength(0);
    const reason = within(dialog).getByLabelText('驳回原因');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(reason, '  资料不全 ');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已驳回')).toBeTruthy();
    expect(sent).toEqual([
      { method: 'PUT', url: '/demo/contact/reject', body: { id: 'a1', reason: '资料不全' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog open with the server's refusal", async () => {
    renderList(() => refusal('只能审核待审核状态的企业', 409));
    await userEvent.click(await screen.findByText('驳回'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('驳回申请')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('驳回原因'), '重复');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('只能审核待审核状态的企业')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
