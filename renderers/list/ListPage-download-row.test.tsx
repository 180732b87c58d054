/**
 * A row action of kind `download` (e.g. 下载证书): a GET of the request with the row's values in the
 * URL and the query saves the answered file; a refusal is shown with its message.
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
      kind: 'download',
      key: 'card',
      label: { 'zh-CN': '下载名片', 'en-US': 'Download card' },
      request: { method: 'GET', url: '/demo/card/{id}', body: { name: '$row.name', size: 'a6' } },
    },
  ],
};

function setup(answer: Envelope<unknown>) {
  const s = memoryServices({ records: { '/demo/contact': [{ id: 'a 1', name: '张三' }] } });
  const downloads: ActionRequest[] = [];
  s.services.data.downloadAction = vi.fn(async (request: ActionRequest) => {
    downloads.push(request);
    return answer;
  });
  render(s.wrap(<ListPage page={page} entity={demoEntity} />));
  return downloads;
}

const rowButton = async () => {
  const row = (await screen.findByText('张三', {}, { timeout: 20000 })).closest('tr')!;
  return within(row).getByRole('button', { name: '下载名片' });
};

describe('download row actions', () => {
  it('get the file with the row values in the URL and the query', async () => {
    const downloads = setup({ success: true, message: '', code: 200, result: null, timestamp: 0 });
    await userEvent.click(await rowButton());
    await waitFor(() =>
      expect(downloads).toEqual([
        { method: 'GET', url: '/demo/card/a%201', body: { name: '张三', size: 'a6' } },
      ]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('show a refusal with its message', async () => {
    setup({ success: false, message: '证书已撤销，不能下载', code: 409, result: null, timestamp: 0 });
    await userEvent.click(await rowButton());
    expect(await screen.findByText('证书已撤销，不能下载', {}, { timeout: 10000 })).toBeTruthy();
  });
});
