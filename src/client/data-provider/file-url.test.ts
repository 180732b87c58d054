import { describe, expect, it } from 'vitest';
import { fileAccessUrl } from './file-url';

describe('fileAccessUrl', () => {
  it('keeps absolute URLs and puts paths under the static route', () => {
    expect(fileAccessUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(fileAccessUrl('/sys/common/static/x.png')).toBe('/sys/common/static/x.png');
    expect(fileAccessUrl('temp/证书 1.png')).toBe('/sys/common/static/temp/%E8%AF%81%E4%B9%A6%201.png');
  });
});
