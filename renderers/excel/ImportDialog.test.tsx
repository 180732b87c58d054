import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, fakeServices } from '../test-support/fake-services';
import { ImportDialog } from './ImportDialog';

const startButton = () => screen.getByRole('button', { name: /开始上传/ }) as HTMLButtonElement;

describe('ImportDialog', () => {
  it('keeps the upload button disabled until a file is chosen', () => {
    const { wrap } = fakeServices(() => envelope(null));
    render(
      wrap(<ImportDialog url="/demo/contact/importExcel" onClose={() => undefined} onOk={() => undefined} />),
    );
    expect(screen.getByText('导入EXCEL')).toBeTruthy();
    expect(startButton().disabled).toBe(true);
  });

  it('posts files[] and, on code 201, shows the server message, the failed rows and the error file', async () => {
    const ok = vi.fn();
    const { wrap, calls } = fakeServices(() =>
      envelope(
        { fileUrl: 'temp/errors.xlsx', msg: '共2行数据有误（第2、5行），未导入任何数据' },
        { code: 201, message: '导入失败，存在错误数据，未导入任何数据！请下载错误文件查看。' },
      ),
    );
    const { container } = render(
      wrap(<ImportDialog url="/demo/contact/importExcel" onClose={() => undefined} onOk={ok} />),
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
    expect(await screen.findByText('导入失败，存在错误数据，未导入任何数据！请下载错误文件查看。')).toBeTruthy();
    expect(screen.getByText(/共2行数据有误（第2、5行）/)).toBeTruthy();
    expect(screen.getByText('下载错误数据')).toBeTruthy();
    const data = calls[0]?.data as FormData;
    expect(calls[0]?.url).toBe('/demo/contact/importExcel');
    expect((data.get('files[]') as File).name).toBe('contacts.xlsx');
    // Nothing was imported, so the list is not reloaded.
    expect(ok).not.toHaveBeenCalled();
  });
});
