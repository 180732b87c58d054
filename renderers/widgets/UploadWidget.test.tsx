/**
 * File and image uploads as a person uses them (SPEC §4 Upload cell, §5 Image upload, §8, §9):
 * type refusals with the spec's messages, names shortened to 5 characters with the full name on
 * hover, removal clearing the value (and deleting one's own temporary file), failures told as the
 * spec says, and an image thumbnail opening a preview.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../src/shared/schema/types';
import { refusal } from '../test-support/memory-provider';
import { renderWidgetForm } from '../test-support/render-widget-form';

const { createObjectURL, revokeObjectURL } = URL;
beforeAll(() => {
  URL.createObjectURL = () => 'blob:image';
  URL.revokeObjectURL = () => undefined;
});
afterAll(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

const fileField: FieldSchema = { type: 'string', title: '附件', maxLength: 1000, 'x-widget': 'file' };
const imageField: FieldSchema = {
  type: 'string',
  title: '图片',
  maxLength: 1000,
  'x-widget': 'image',
  'x-widget-options': { accept: ['png', 'jpg'] },
};

// A person may drop any file; the picker's accept filter is not what refuses it.
const person = () => userEvent.setup({ applyAccept: false });
const fileInput = (group: string) =>
  within(screen.getByRole('group', { name: group })).getByText((_, el) => el?.tagName === 'INPUT', {
    selector: 'input',
  }) as HTMLInputElement;

/** The antd modal (not the form's drawer) showing `text` (ids are fixed in tests, so names by aria-labelledby are not). */
async function modalWith(text: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('dialog')
      .find((d) => d.classList.contains('ant-modal') && within(d).queryAllByText(text).length > 0);
    expect(found).toBeTruthy();
  });
  return found!;
}

describe('upload widgets', () => {
  it('refuses a non-image and an image of another format with the spec messages', async () => {
    const { callsOf } = renderWidgetForm({ picture: imageField });
    await screen.findByRole('group', { name: '图片' });
    await person().upload(fileInput('图片'), new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('请上传图片')).toBeTruthy();
    await person().upload(fileInput('图片'), new File(['GIF'], 'b.gif', { type: 'image/gif' }));
    expect(await screen.findByText('请上传指定格式的图片！')).toBeTruthy();
    expect(callsOf('upload')).toHaveLength(0);
  });

  it('shows a long name shortened with the full name on hover; removing clears the value and deletes the temporary file', async () => {
    const { callsOf, submit, sent } = renderWidgetForm({
      attachment: fileField,
      note: { type: 'string', title: '备注', maxLength: 10 },
    });
    await screen.findByRole('group', { name: '附件' });
    await person().upload(
      fileInput('附件'),
      new File(['x'], 'contract-2026.pdf', { type: 'application/pdf' }),
    );
    const name = await screen.findByText('contr…');
    expect(name.closest('[title]')?.getAttribute('title')).toBe('contract-2026.pdf');
    await submit();
    await waitFor(() => expect(sent()).toMatchObject({ attachment: 'temp/contract-2026.pdf' }));
    await userEvent.click(screen.getByRole('button', { name: '删除 contract-2026.pdf' }));
    expect(screen.queryByText('contr…')).toBeNull();
    expect(callsOf('deleteUpload').map((c) => c.args[0])).toEqual(['temp/contract-2026.pdf']);
  });

  it('removing a stored file clears it from the record but leaves the file on the server', async () => {
    const { callsOf, submit, sent } = renderWidgetForm(
      { attachment: fileField },
      { row: { id: 'w1', attachment: 'biz/old.pdf' } },
    );
    await userEvent.click(await screen.findByRole('button', { name: '删除 old.pdf' }));
    await submit();
    await waitFor(() => expect(sent()).toMatchObject({ attachment: null }));
    expect(callsOf('deleteUpload')).toHaveLength(0);
  });

  it('a failed image upload opens the 上传出错 dialog with the server message', async () => {
    renderWidgetForm(
      { picture: imageField },
      { override: { upload: () => Promise.resolve(refusal('磁盘空间不足')) } },
    );
    await screen.findByRole('group', { name: '图片' });
    await person().upload(fileInput('图片'), new File(['png'], 'a.png', { type: 'image/png' }));
    const dialog = await modalWith('上传出错');
    expect(within(dialog).getByText('错误信息：磁盘空间不足')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
  });

  it('a failed file upload says {file} 上传失败 and keeps the server message on the file', async () => {
    renderWidgetForm(
      { attachment: fileField },
      { override: { upload: () => Promise.resolve(refusal('文件类型不允许')) } },
    );
    await screen.findByRole('group', { name: '附件' });
    await person().upload(fileInput('附件'), new File(['x'], 'x.exe', { type: 'application/octet-stream' }));
    expect(await screen.findByText('x.exe 上传失败')).toBeTruthy();
    expect(screen.getByText('文件类型不允许')).toBeTruthy();
  });

  it('an uploaded image shows a thumbnail that opens a preview', async () => {
    renderWidgetForm({ picture: imageField });
    await screen.findByRole('group', { name: '图片' });
    await person().upload(fileInput('图片'), new File(['png'], 'photo.png', { type: 'image/png' }));
    await userEvent.click(await screen.findByRole('button', { name: '预览 photo.png' }));
    const dialog = await modalWith('photo.png');
    await waitFor(() => expect(dialog.querySelector('img')?.getAttribute('src')).toBe('blob:image'));
  });
});
