import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resourceOf } from '../data/data-provider';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { envelope } from '../test-support/memory-provider';
import { renderWithProvider } from '../test-support/render-with-provider';
import { ImportDialog } from './ImportDialog';

const startButton = () => screen.getByRole('button', { name: /开始上传/ }) as HTMLButtonElement;
const resource = resourceOf(demoPage, demoEntity);

describe('ImportDialog', () => {
  it('keeps the upload button disabled until a file is chosen', () => {
    renderWithProvider(<ImportDialog resource={resource} onClose={() => undefined} onOk={() => undefined} />);
    expect(screen.getByText('导入EXCEL')).toBeTruthy();
    expect(startButton().disabled).toBe(true);
  });

  it('sends the chosen file and, on code 201, shows the server message, the failed rows and the error file', async () => {
    const ok = vi.fn();
    const { callsOf, container } = renderWithProvider(
      <ImportDialog resource={resource} onClose={() => undefined} onOk={ok} />,
      {
        override: {
          importFile: () =>
            Promise.resolve(
              envelope(
                { fileUrl: 'temp/errors.xlsx', msg: '共2行数据有误（第2、5行），未导入任何数据' },
                { code: 201, message: '导入失败，存在错误数据，未导入任何数据！请下载错误文件查看。' },
              ),
            ),
        },
      },
    );
    const input = container.ownerDocument.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(
      input,
      new File(['x'], 'contacts.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    await waitFor(() => expect(startButton().disabled).toBe(false));
    await userEvent.click(startButton());
    expect(
      await screen.findByText('导入失败，存在错误数据，未导入任何数据！请下载错误文件查看。'),
    ).toBeTruthy();
    expect(screen.getByText(/共2行数据有误（第2、5行）/)).toBeTruthy();
    expect(screen.getByText('下载错误数据')).toBeTruthy();
    const [call] = callsOf('importFile');
    expect(call?.resource).toBe('/demo/contact');
    expect((call?.args[1] as File[]).map((f) => f.name)).toEqual(['contacts.xlsx']);
    // Nothing was imported, so the list is not reloaded.
    expect(ok).not.toHaveBeenCalled();
  });
});
