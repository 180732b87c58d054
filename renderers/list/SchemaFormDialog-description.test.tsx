/**
 * A server-built form may carry a read-only `description` (the database sync's plan): the dialog
 * shows it above the fields as plain text, line breaks kept and markup never interpreted, in the
 * user's language; the fields below still go out under `values`.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../src/shared/envelope';
import type { PageSchema } from '../../src/shared/schema/types';
import type { ActionRequest } from '../data/data-provider';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { memoryServices } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';

const page: PageSchema = {
  ...demoPage,
  rowActions: [
    {
      kind: 'form',
      key: 'sync',
      label: { 'zh-CN': '同步数据库', 'en-US': 'Sync database' },
      form: { url: '/demo/syncPlan/{id}' },
      request: { method: 'POST', url: '/demo/syncPlan/{id}' },
    },
  ],
};

const PLAN = '1. DROP COLUMN 【需确认，先备份】\nalter table "demo" drop column "<b>secret</b>";';
const FORM = {
  $id: 'sync-demo',
  title: { 'zh-CN': '同步数据库', 'en-US': 'Sync database' },
  description: { 'zh-CN': PLAN, 'en-US': PLAN.replace('【需确认，先备份】', '[needs confirmation]') },
  required: ['confirm1'],
  properties: {
    confirm1: {
      type: 'string',
      title: { 'zh-CN': '输入“secret”以确认', 'en-US': 'Type "secret" to confirm' },
      maxLength: 63,
    },
  },
};

const ok = (result: unknown, message = ''): Envelope<unknown> => ({
  success: true,
  message,
  code: 200,
  result,
  timestamp: 0,
});

describe('form row actions with a description', () => {
  it('show the description as plain text above the fields and send the fields', async () => {
    const s = memoryServices({ records: { '/demo/contact': [{ id: 'a1', name: '张三' }] } });
    const calls: ActionRequest[] = [];
    s.services.data.runAction = vi.fn(async (request: ActionRequest) => {
      calls.push(request);
      return request.method === 'GET' ? ok({ form: FORM }) : ok(null, '同步数据库成功');
    });
    render(s.wrap(<ListPage page={page} entity={demoEntity} />));
    const row = (await screen.findByText('张三')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByText('同步数据库'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20000 });
    const plan = await within(dialog).findByText(/drop column/, {}, { timeout: 10000 });
    expect(plan.textContent).toBe(PLAN);
    expect(dialog.querySelector('b')).toBeNull();
    await userEvent.type(await within(dialog).findByRole('textbox', {}, { timeout: 10000 }), 'secret');
    await userEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({
      method: 'POST',
      url: '/demo/syncPlan/a1',
      body: { values: { confirm1: 'secret' } },
    });
  });
});
