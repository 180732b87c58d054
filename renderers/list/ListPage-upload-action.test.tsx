/**
 * Toolbar actions of kind `upload` (导入定义 on the online form list): the button offers a file picker
 * with the action's `accept`, posts the chosen file to the action's request URL, shows the answer's
 * message and reloads the list; a refusal is shown and the list stays; without the code, no button.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PageSchema } from '../../src/shared/schema/types';
import { envelope } from '../test-support/memory-provider';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { renderWithProvider } from '../test-support/render-with-provider';
import { ListPage } from './ListPage';

const page: PageSchema = {
  ...demoPage,
  toolbar: [
    {
      kind: 'upload',
      key: 'importDefinition',
      label: { 'zh-CN': '导入定义', 'en-US': 'Import definition' },
      permission: 'demo:contact:import',
      accept: '.json',
      request: { method: 'POST', url: '/demo/contact/importJson' },
    },
  ],
};
const records = { '/demo/contact': [{ id: 'a1', name: '张三' }] };
const file = () => new File(['{"head":{}}'], 'equip.json', { type: 'application/json' });

describe('upload toolbar actions', () => {
  it('post the chosen file to the action URL, tell the answer and reload the list', async () => {
    const setup = renderWithProvider(<ListPage page={page} entity={demoEntity} />, {
      records,
      permissions: ['demo:contact:import'],
      override: { importFile: () => Promise.resolve(envelope(null, { message: '导入成功！' })) },
    });
    await screen.findByText('张三');
    const lists = setup.callsOf('getList').length;
    expect(screen.getByRole('button', { name: /导入定义/ })).toBeTruthy();
    const input = screen.getByLabelText('导入定义') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.json');
    await userEvent.upload(input, file());
    expect(await screen.findByText('导入成功！')).toBeTruthy();
    const sent = setup.callsOf('importFile');
    expect(sent).toHaveLength(1);
    expect((sent[0]!.args[0] as { api: { importExcel: string } }).api.importExcel).toBe(
      '/demo/contact/importJson',
    );
    expect((sent[0]!.args[1] as File[])[0]!.name).toBe('equip.json');
    await waitFor(() => expect(setup.callsOf('getList').length).toBeGreaterThan(lists));
  });

  it('show a refusal and leave the list as it is', async () => {
    const setup = renderWithProvider(<ListPage page={page} entity={demoEntity} />, {
      records,
      permissions: ['demo:contact:import'],
      override: {
        importFile: () =>
          Promise.resolve(
            envelope(null, { success: false, code: 400, message: '文件不是有效的表单定义 JSON' }),
          ),
      },
    });
    await screen.findByText('张三');
    const lists = setup.callsOf('getList').length;
    await userEvent.upload(screen.getByLabelText('导入定义'), file());
    expect(await screen.findByText('文件不是有效的表单定义 JSON')).toBeTruthy();
    expect(setup.callsOf('getList').length).toBe(lists);
  });

  it('are hidden without their permission code', async () => {
    renderWithProvider(<ListPage page={page} entity={demoEntity} />, { records });
    await screen.findByText('张三');
    expect(screen.queryByText('导入定义')).toBeNull();
  });
});
