/**
 * A detail page whose record is what its own GET answers (`record: { url }`), with a `request`
 * action shown by its visibleWhen over the record: confirmed, sent, the answer shown, the record
 * read again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { message } from 'antd';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import type { ActionRequest } from '../data/data-provider';
import { envelope, refusal } from '../test-support/memory-provider';
import { renderWithProvider } from '../test-support/render-with-provider';
import { DetailPage } from './DetailPage';

const entity: EntitySchema = {
  $id: 'demo_org',
  type: 'object',
  title: { 'zh-CN': '机构', 'en-US': 'Organisation' },
  'x-table': 'demo_org',
  'x-api': '/demo/org',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:org:list' },
  properties: {
    name: { type: 'string', title: { 'zh-CN': '名称', 'en-US': 'Name' } },
    state: { type: 'string', title: { 'zh-CN': '状态', 'en-US': 'State' }, readOnly: true },
  },
  additionalProperties: false,
};

const page: PageSchema = {
  $id: 'demo-org-mine',
  kind: 'detail',
  title: { 'zh-CN': '我的机构', 'en-US': 'My organisation' },
  entity: 'demo_org',
  permission: 'demo:org:mine',
  api: {},
  record: { url: '/demo/org/mine' },
  actions: [
    {
      kind: 'request',
      key: 'submit',
      label: { 'zh-CN': '提交审核', 'en-US': 'Submit' },
      permission: 'demo:org:submit',
      confirm: { 'zh-CN': '确定提交吗?', 'en-US': 'Submit?' },
      visibleWhen: { '==': [{ var: 'state' }, 'draft'] },
      request: { method: 'POST', url: '/demo/org/submit', body: { id: '$row.id' } },
    },
  ],
};

afterEach(() => message.destroy());

/** A server in miniature: GET answers the record, POST submits it once and refuses a second time. */
function server(refuse = false) {
  const record = { id: 'o1', name: '示例机构', state: 'draft' };
  const sent: ActionRequest[] = [];
  const runAction = (request: ActionRequest) => {
    sent.push(request);
    if (request.method === 'GET') return Promise.resolve(envelope({ ...record }));
    if (refuse) return Promise.resolve(refusal('资料不完整', 422, []));
    record.state = 'pending';
    return Promise.resolve(envelope(null, { message: '已提交审核' }));
  };
  return { sent, runAction };
}

describe('DetailPage record url and request actions', () => {
  it('reads the record from its url, sends the confirmed request and reads the record again', async () => {
    const fake = server();
    renderWithProvider(<DetailPage page={page} entity={entity} />, {
      permissions: ['demo:org:submit'],
      override: { runAction: fake.runAction },
    });
    expect(await screen.findByText('示例机构')).toBeTruthy();
    expect(fake.sent[0]).toEqual({ method: 'GET', url: '/demo/org/mine' });
    await userEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已提交审核')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('pending')).toBeTruthy());
    expect(fake.sent[1]).toEqual({ method: 'POST', url: '/demo/org/submit', body: { id: 'o1' } });
    // The record no longer matches visibleWhen: the button is gone.
    expect(screen.queryByRole('button', { name: '提交审核' })).toBeNull();
  });

  it("shows the server's refusal and keeps the record as it was", async () => {
    const fake = server(true);
    renderWithProvider(<DetailPage page={page} entity={entity} />, {
      permissions: ['demo:org:submit'],
      override: { runAction: fake.runAction },
    });
    await userEvent.click(await screen.findByRole('button', { name: '提交审核' }));
    await userEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('资料不完整')).toBeTruthy();
    expect(screen.getByText('draft')).toBeTruthy();
    expect(fake.sent.filter((r) => r.method === 'GET')).toHaveLength(1);
  });

  it('hides the request action without its permission', async () => {
    const fake = server();
    renderWithProvider(<DetailPage page={page} entity={entity} />, {
      override: { runAction: fake.runAction },
    });
    expect(await screen.findByText('示例机构')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交审核' })).toBeNull();
  });
});
