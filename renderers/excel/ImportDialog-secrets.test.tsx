/** The import dialog tells generated one-time passwords once, and downloads errors under their name. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resourceOf } from '../data/data-provider';
import type { DataProvider } from '../data/data-provider';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { envelope } from '../test-support/memory-provider';
import { renderWithProvider } from '../test-support/render-with-provider';
import { ImportDialog } from './ImportDialog';

const resource = resourceOf(demoPage, demoEntity);
const importAnswers = (answer: Awaited<ReturnType<DataProvider['importFile']>>) => ({
  override: { importFile: () => Promise.resolve(answer) },
});

const startButton = () => screen.getByRole('button', { name: /开始上传/ }) as HTMLButtonElement;

async function upload(container: HTMLElement) {
  const input = container.ownerDocument.querySelector('input[type=file]') as HTMLInputElement;
  await userEvent.upload(input, new File(['x'], 'users.xlsx'));
  await waitFor(() => expect(startButton().disabled).toBe(false));
  await userEvent.click(startButton());
}

describe('ImportDialog and one-time passwords', () => {
  it('on success keeps the import dialog open with the result and, under it, the generated passwords', async () => {
    const ok = vi.fn();
    const close = vi.fn();
    const { container } = renderWithProvider(
      <ImportDialog resource={resource} onClose={close} onOk={ok} />,
      importAnswers(
        envelope(
          {
            count: 2,
            msg: '已为1个账号生成一次性密码，请立即记录并告知用户（仅显示一次）',
            oneTimePasswords: [
              { row: 2, account: 'imp_otp1', field: '登录密码', password: 'Xy7#abcdEFGHjk' },
            ],
          },
          { message: '文件导入成功！数据行数：2' },
        ),
      ),
    );
    await upload(container);
    const section = await screen.findByRole('region', { name: '一次性密码' });
    const dialog = section.closest('[role="dialog"]') as HTMLElement;
    // One dialog holds both: the import's result first, then the passwords; nothing covers it.
    expect(within(dialog).getByText('导入EXCEL')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('文件导入成功！数据行数：2');
    expect(
      within(section).getByText('已为1个账号生成一次性密码，请立即记录并告知用户（仅显示一次）'),
    ).toBeTruthy();
    expect(within(section).getByText('imp_otp1')).toBeTruthy();
    expect(within(section).getByText('Xy7#abcdEFGHjk')).toBeTruthy();
    expect(within(section).getByText('下载一次性密码')).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(ok).toHaveBeenCalled();
    // Closing is the admin's act, once the passwords are saved.
    expect(close).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog)
        .getAllByRole('button', { name: /关\s*闭/ })
        .at(-1)!,
    );
    expect(close).toHaveBeenCalled();
  });

  it('with refused rows shows the counts and the error file beside the passwords of the rows written', async () => {
    const { container } = renderWithProvider(
      <ImportDialog resource={resource} onClose={() => undefined} onOk={() => undefined} />,
      importAnswers(
        envelope(
          {
            fileUrl: 'import-errors/20261123/abc.xlsx',
            msg: '共1行数据有误（第3行）',
            written: 1,
            refused: 1,
            oneTimePasswordsNote: '已为1个账号生成一次性密码',
            oneTimePasswords: [
              { row: 2, account: 'imp_otp2', field: '登录密码', password: 'Ab3$defgHIJKmn' },
            ],
          },
          { code: 201, message: '文件导入成功，但有1条数据导入失败' },
        ),
      ),
    );
    await upload(container);
    const section = await screen.findByRole('region', { name: '一次性密码' });
    const dialog = section.closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByText('文件导入成功，但有1条数据导入失败')).toBeTruthy();
    expect(within(dialog).getByText('下载错误数据')).toBeTruthy();
    expect(within(section).getByText('Ab3$defgHIJKmn')).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('downloads the error file under the name the server gave it', async () => {
    const { container, downloads } = renderWithProvider(
      <ImportDialog resource={resource} onClose={() => undefined} onOk={() => undefined} />,
      importAnswers(
        envelope(
          {
            fileUrl: 'import-errors/20261123/abc.xlsx',
            fileName: '用户_导入错误_20261123153000.xlsx',
            msg: '共1行数据有误（第2行）',
          },
          { code: 201, message: '导入失败，存在错误数据，未导入任何数据！请下载错误文件查看。' },
        ),
      ),
    );
    await upload(container);
    await userEvent.click(await screen.findByText('下载错误数据'));
    await waitFor(() =>
      expect(downloads).toEqual([
        { what: 'import-errors/20261123/abc.xlsx', filename: '用户_导入错误_20261123153000.xlsx' },
      ]),
    );
  });
});
