/**
 * The file widget's popup variant (SPEC §2 "file popup", §9 "File dialog: confirm without file
 * shows 未上传任何文件") as a person uses it: the dialog opens from the field, 确定 with no file
 * warns and stays open, an uploaded file is taken into the value only by 确定, and cancelling
 * leaves the value as it was.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../src/shared/schema/types';
import { renderWidgetForm } from '../test-support/render-widget-form';

const field: FieldSchema = {
  type: 'string',
  title: '附件',
  maxLength: 1000,
  'x-widget': 'file',
  'x-widget-options': { popup: true },
};

const person = () => userEvent.setup({ applyAccept: false });

/** The open file dialog (the antd modal titled 文件上传). */
async function fileDialog(): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .queryAllByRole('dialog')
      .find((d) => d.classList.contains('ant-modal') && within(d).queryByText('文件上传') !== null);
    expect(found).toBeTruthy();
  });
  return found!;
}
const fileInputIn = (dialog: HTMLElement) => dialog.querySelector('input[type=file]') as HTMLInputElement;
const okIn = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定/ });
/** Closed: no longer shown (antd may keep the hidden modal in the document). */
const closed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: '文件上传' })).toBeNull());

describe('file popup', () => {
  it('is a dialog 520 wide; 确定 without a file says 未上传任何文件 and keeps it open', async () => {
    const { callsOf } = renderWidgetForm({ attachment: field });
    await userEvent.click(await screen.findByRole('button', { name: /上传文件/ }));
    const dialog = await fileDialog();
    expect(dialog.style.width).toBe('520px');
    await userEvent.click(okIn(dialog));
    expect(await screen.findByText('未上传任何文件')).toBeTruthy();
    expect(await fileDialog()).toBe(dialog);
    expect(callsOf('upload')).toHaveLength(0);
  });

  it('takes an uploaded file into the value on 确定 and shows its name in the field', async () => {
    const { submit, sent } = renderWidgetForm({ attachment: field });
    const box = await screen.findByRole('textbox', { name: '附件' });
    await userEvent.click(screen.getByRole('button', { name: /上传文件/ }));
    const dialog = await fileDialog();
    await person().upload(fileInputIn(dialog), new File(['x'], 'contract.pdf', { type: 'application/pdf' }));
    // Uploaded: the list offers its removal; the field itself is not changed yet.
    await within(dialog).findByRole('button', { name: '删除 contract.pdf' });
    expect((box as HTMLInputElement).value).toBe('');
    await userEvent.click(okIn(dialog));
    await closed();
    expect((box as HTMLInputElement).value).toBe('contract.pdf');
    await submit();
    await waitFor(() => expect(sent()).toMatchObject({ attachment: 'temp/contract.pdf' }));
  });

  it('cancelling the dialog leaves the stored value as it was', async () => {
    const { submit, sent } = renderWidgetForm(
      { attachment: field },
      { row: { id: 'w1', attachment: 'biz/old.pdf' } },
    );
    const box = await screen.findByRole('textbox', { name: '附件' });
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('old.pdf'));
    await userEvent.click(screen.getByRole('button', { name: /上传文件/ }));
    const dialog = await fileDialog();
    // The stored file is in the dialog's list; removing it and adding another is undone by 取消.
    await userEvent.click(within(dialog).getByRole('button', { name: '删除 old.pdf' }));
    await person().upload(fileInputIn(dialog), new File(['y'], 'new.pdf', { type: 'application/pdf' }));
    await within(dialog).findByRole('button', { name: '删除 new.pdf' });
    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await closed();
    expect((box as HTMLInputElement).value).toBe('old.pdf');
    await submit();
    await waitFor(() => expect(sent()).toMatchObject({ attachment: 'biz/old.pdf' }));
  });
});
