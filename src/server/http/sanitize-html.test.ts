/** The server's rich text cleaning: XSS payloads are removed, the editor's formatting stays. */
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong> <em>斜</em> <u>下</u> <s>删</s> <code>x</code></p>' +
      '<ul><li><p>一</p></li></ul><ol start="3"><li><p>三</p></li></ol><blockquote><p>引</p></blockquote>' +
      '<pre><code class="language-js">a &lt; b</code></pre><hr>' +
      '<p><a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer nofollow">链接</a></p>' +
      '<img src="/sys/common/static/jeditor/2026/a.png" alt="图">';
    expect(sanitizeRichText(html)).toBe(html.replace('<hr>', '<hr />').replace('alt="图">', 'alt="图" />'));
  });

  it.each([
    ['script', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    [
      'img onerror',
      '<img src="/sys/common/static/x/a.png" onerror="alert(1)">',
      '<img src="/sys/common/static/x/a.png" />',
    ],
    [
      'javascript: href',
      '<a href="javascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer nofollow">x</a>',
    ],
    [
      'entity-encoded javascript: href',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a rel="noopener noreferrer nofollow">x</a>',
    ],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg><p>ok</p>', '<p>ok</p>'],
    ['style expression', '<p style="width: expression(alert(1))">t</p><style>p{}</style>', '<p>t</p>'],
    ['iframe', '<iframe src="https://evil.example"></iframe><p>t</p>', '<p>t</p>'],
    ['foreign image', '<img src="https://evil.example/t.png">', ''],
    ['data: image', '<img src="data:image/png;base64,AAAA">', ''],
    ['traversing image path', '<img src="/sys/common/static/../../sys/logout">', ''],
    ['event handler on a kept tag', '<p onclick="alert(1)">t</p>', '<p>t</p>'],
    ['class on a paragraph', '<p class="x">t</p>', '<p>t</p>'],
    ['form and input', '<form action="/x"><input value="1"></form><p>t</p>', '<p>t</p>'],
  ])('removes %s', (_name, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('allows mailto and forces rel on links, dropping other targets', () => {
    expect(sanitizeRichText('<a href="mailto:a@b.cn" target="_top">m</a>')).toBe(
      '<a href="mailto:a@b.cn" rel="noopener noreferrer nofollow">m</a>',
    );
  });
});
