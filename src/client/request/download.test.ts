import type { Adapter } from './index';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback, type Feedback } from '../feedback/feedback';
import { setLocale } from '../i18n';
import { fetchBlob, fileNameFromDisposition, http } from './index';

const message = { warning: vi.fn(), error: vi.fn(), success: vi.fn(), info: vi.fn() };
const original = http.defaults.adapter;

function blobAnswer(body: string, disposition?: string): Adapter {
  const headers: Record<string, string> = disposition ? { 'content-disposition': disposition } : {};
  return async (config) => ({
    data: new Blob(body ? [body] : []),
    status: 200,
    statusText: 'OK',
    headers,
    config,
  });
}

beforeEach(async () => {
  message.warning.mockClear();
  setFeedback({ message, notification: message, modal: { error: vi.fn() } } as unknown as Feedback);
  await setLocale('zh-CN');
});
afterEach(() => {
  http.defaults.adapter = original;
  setFeedback(null);
});

describe('blob download', () => {
  it('treats an empty answer as a failure: 文件下载失败', async () => {
    http.defaults.adapter = blobAnswer('');
    await expect(fetchBlob('/sys/user/exportXls')).rejects.toThrow('文件下载失败');
    expect(message.warning).toHaveBeenCalledWith('文件下载失败');
  });

  it('returns the blob with the server-given file name', async () => {
    http.defaults.adapter = blobAnswer('data', "attachment; filename*=UTF-8''%E7%94%A8%E6%88%B7.xlsx");
    const { blob, fileName } = await fetchBlob('/sys/user/exportXls', { ids: '1,2' });
    expect(blob.size).toBe(4);
    expect(fileName).toBe('用户.xlsx');
  });

  it('falls back to 未知的文件 without a name', async () => {
    http.defaults.adapter = blobAnswer('data');
    expect((await fetchBlob('/x')).fileName).toBe('未知的文件');
  });

  it('reads plain and extended Content-Disposition names', () => {
    expect(fileNameFromDisposition('attachment; filename="report.xls"')).toBe('report.xls');
    expect(fileNameFromDisposition("attachment; filename=a.xls; filename*=UTF-8''b%20c.xls")).toBe('b c.xls');
    expect(fileNameFromDisposition(undefined)).toBeNull();
  });
});
