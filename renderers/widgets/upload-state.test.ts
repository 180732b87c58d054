import { describe, expect, it } from 'vitest';
import { rendererText } from '../i18n/use-text';
import { itemsFromValue, refuseFile, uploadedPath, valueFromItems } from './upload-state';

describe('upload state', () => {
  it('joins paths only when every file is done', () => {
    const done = itemsFromValue('temp/a.png,temp/b.png');
    expect(valueFromItems(done)).toBe('temp/a.png,temp/b.png');
    expect(valueFromItems([...done, { uid: 'x', name: 'c.png', status: 'uploading' }])).toBe('pending');
    expect(valueFromItems([...done, { uid: 'y', name: 'd.png', status: 'error', message: '上传失败' }])).toBe(
      'pending',
    );
    expect(valueFromItems([{ ...done[0]!, status: 'removed' }])).toBeUndefined();
  });
  it('reads the stored path from result or message', () => {
    expect(uploadedPath({ success: true, message: 'temp/a_1.png', result: null })).toBe('temp/a_1.png');
    expect(uploadedPath({ success: true, message: 'ok', result: 'temp/b.png' })).toBe('temp/b.png');
    expect(uploadedPath({ success: false, message: '上传失败！', result: null })).toBeNull();
  });
  it('refuses non-images, other formats and large files with the spec messages', () => {
    const key = (r: ReturnType<typeof refuseFile>) => (r ? rendererText('zh-CN', r) : null);
    expect(
      key(refuseFile({ name: 'a.pdf', type: 'application/pdf', size: 1 }, 'image', ['png', 'jpg'])),
    ).toBe('请上传图片');
    expect(key(refuseFile({ name: 'a.gif', type: 'image/gif', size: 1 }, 'image', ['png', 'jpg']))).toBe(
      '请上传指定格式的图片！',
    );
    expect(refuseFile({ name: 'a.PNG', type: 'image/png', size: 1 }, 'image', ['png', 'jpg'])).toBeNull();
    expect(
      key(refuseFile({ name: 'a.exe', type: 'application/x-msdownload', size: 1 }, 'file', ['pdf'])),
    ).toBe('请上传指定格式的文件！');
    expect(refuseFile({ name: 'a.png', type: 'image/png', size: 10 }, 'image', undefined, 5)).toBe(
      'uploadTooLarge',
    );
  });
});
