/**
 * A toolbar action of kind `form` with `download` (e.g. the IAF CertSearch export): the dialog draws
 * the server's form of choices, then downloads the request's file with the choices as query
 * parameters; a refusal stays in the dialog with its message and the lines of result.details.
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
import { refusalDetails } from './SchemaFormDialog';

const page: PageSchema = {
  ...demoPage,
  toolbar: [
    {
      kind: 'form',
      key: 'certsearch',
      label: { 'zh-CN': '导出文件', 'en-US': 'Export file' },
      form: { url: '/demo/exportForm' },
      request: { method: 'GET', url: '/demo/exportFile' },
      download: true,
    },
  ],
};

const FORM = {
  $id: 'demo-export',
  title: { 'zh-CN': '导出选项', 'en-US': 'Export options' },
  required: ['format'],
  properties: {
    format: {
      type: 'string',
      title: { 'zh-CN': '文件格式', 'en-US': 'File format' },
      enum: ['xlsx', 'xml'],
      default: 'xlsx',
      'x-widget': 'radio',
      'x-widget-options': {
        options: [
          { value: 'xlsx', text: 'Excel' },
          { value: 'xml', text: 'XML' },
        ],
      },
    },
  },
};

const ok = (result: unknown): Envelope<unknown> => ({
  success: true,
  message: '',
  code: 200,
  result,
  timestamp: 0,
});

function setup(answers: Array<Envelope<unknown>>) {
  const s = memoryServices({ records: { '/demo/contact': [{ id: 'a1', name: '张三' }] } });
  const downloads: ActionRequest[] = [];
  s.services.data.runAction = vi.fn(async () => ok({ form: FORM }));
  s.services.data.downloadAction = vi.fn(async (request: ActionRequest) => {
    downloads.push(request);
    return answers.shift() ?? ok(null);
  });
  render(s.wrap(<ListPage page={page} entity={demoEntity} />));
  return downloads;
}

async function openAndSubmit(choice: string) {
  await userEvent.click(await screen.findByRole('button', { name: '导出文件' }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 20000 });
  expect(await within(dialog).findByText('导出选项', {}, { timeout: 10000 })).toBeTruthy();
  await userEvent.click(await within(dialog).findByRole('radio', { name: choice }, { timeout: 10000 }));
  await userEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
  return dialog;
}

describe('download form toolbar actions', () => {
  it('download the file with the chosen values as query parameters, then close', async () => {
    const downloads = setup([]);
    await openAndSubmit('XML');
    await waitFor(() =>
      expect(downloads).toEqual([{ method: 'GET', url: '/demo/exportFile', body: { format: 'xml' } }]),
    );
    await waitFor(() => expect(screen.queryByText('导出选项')).toBeNull(), { timeout: 10000 });
  });

  it('keep a refusal in the dialog with each reason listed', async () => {
    setup([
      {
        success: false,
        code: 422,
        message: '有1张证书不能导出',
        result: { details: ['Q-001: 必填字段“Certification Scope”为空'] },
        timestamp: 0,
      },
    ]);
    const dialog = await openAndSubmit('Excel');
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('有1张证书不能导出')).toBeTruthy();
    expect(within(alert).getByText('Q-001: 必填字段“Certification Scope”为空')).toBeTruthy();
    expect(within(dialog).getByText('导出选项')).toBeTruthy();
  });

  it('read only text lines as details', () => {
    expect(refusalDetails({ details: ['a', 2, 'b'] })).toEqual(['a', 'b']);
    expect(refusalDetails(null)).toEqual([]);
    expect(refusalDetails([{ field: 'x', message: 'y' }])).toEqual([]);
  });
});
