/** The browser's rich text cleaning agrees with the server's allow-list. */
import { describe, expect, it } from 'vitest';
import { sanitizeRichTextHtml } from './rich-text-sanitize';

describe('sanitizeRichTextHtml', () => {
  it('keeps the editor formatting', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong> <em>斜</em> <u>下</u> <s>删</s></p><ol start="3"><li><p>三</p></li></ol>' +
      '<p><a href="https://example.com/" target="_blank" rel="noopener noreferrer nofollow">链接</a></p>' +
      '<img src="/sys/common/static/jeditor/a.png" alt="图">';
    expect(sanitizeRichTextHtml(html)).toBe(html);
  });

  it.each([
    ['script', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    [
      'img onerror',
      '<img src="/sys/common/static/x/a.png" onerror="alert(1)">',
      '<img src="/sys/common/static/x/a.png">',
    ],
    [
      'javascript: href',
      '<a href="javascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer nofollow">x</a>',
    ],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"></circle></svg><p>ok</p>', '<p>ok</p>'],
    ['style', '<p style="color:red">t</p><style>p{}</style>', '<p>t</p>'],
    ['iframe', '<iframe src="https://evil.example"></iframe><p>t</p>', '<p>t</p>'],
    ['foreign image', '<p>a</p><img src="https://evil.example/t.png"><p>b</p>', '<p>a</p><p>b</p>'],
    ['data: image', '<img src="data:image/png;base64,AAAA">', ''],
  ])('removes %s', (_name, input, expected) => {
    expect(sanitizeRichTextHtml(input)).toBe(expected);
  });
});
