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

  it('imports the good rows by default: shows the counts and reloads the list; the switch asks for all or nothing', async () => {
    const ok = vi.fn();
    let answer = envelope(
      {
        fileUrl: 'temp/errors.xlsx',
        msg: '总上传行数：3，已导入行数：2，错误行数：1（第3行）',
        written: 2,
        refused: 1,
      },
      { code: 201, message: '文件导入成功，但有错误数据！请下载错误文件查看。' },
    );
    const { callsOf, container } = renderWithProvider(
      <ImportDialog resource={resource} onClose={() => undefined} onOk={ok} />,
      { override: { importFile: () => Promise.resolve(answer) } },
    );
    const input = () => container.ownerDocument.querySelector('input[type=file]') as HTMLInputElement;
    const chooseAndStart = async () => {
      await userEvent.upload(
        input(),
        new File(['x'], 'contacts.xlsx', {
          type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        }),
      );
      await waitFor(() => expect(startButton().disabled).toBe(false));
      await userEvent.click(startButton());
    };
    const allOrNothing = screen.getByRole('switch', { name: '全部正确才导入' });
    expect(allOrNothing.getAttribute('aria-checked')).toBe('false');
    await chooseAndStart();
    expect(await screen.findByText('已导入 2 行，1 行有误未导入')).toBeTruthy();
    expect(screen.getByText('下载错误数据')).toBeTruthy();
    expect(ok).toHaveBeenCalledTimes(1);
    expect((callsOf('importFile')[0]?.args[0] as typeof resource).api.importExcel).toBe(
      '/demo/contact/importExcel',
    );

    await userEvent.click(allOrNothing);
    expect(allOrNothing.getAttribute('aria-checked')).toBe('true');
    answer = envelope(
      { fileUrl: 'temp/errors2.xlsx', msg: '共1行数据有误（第3行），未导入任何数据', written: 0, refused: 1 },
      { code: 201, message: '导入失败，存在错误数据，未导入任何数据！请下载错误文件查看。' },
    );
    await chooseAndStart();
    expect(await screen.findByText('已导入 0 行，1 行有误未导入')).toBeTruthy();
    expect((callsOf('importFile')[1]?.args[0] as typeof resource).api.importExcel).toBe(
      '/demo/contact/importExcel?mode=all',
    );
    // Nothing was written this time: the list is not reloaded again.
    expect(ok).toHaveBeenCalledTimes(1);
  });
});
