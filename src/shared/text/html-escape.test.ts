import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlText } from './html-escape';

describe('HTML escaping of composed messages', () => {
  it('escapes the five characters that could open markup or leave an attribute', () => {
    expect(escapeHtml(`<a href="https://evil" title='x'>R&D</a>`)).toBe(
      '&lt;a href=&quot;https://evil&quot; title=&#39;x&#39;&gt;R&amp;D&lt;/a&gt;',
    );
    expect(escapeHtml('甲认证客户有限公司')).toBe('甲认证客户有限公司');
  });

  it('keeps the literal parts of the tag and escapes every value, null and undefined as empty', () => {
    const name = '<img src=x onerror="alert(1)">';
    expect(htmlText`<p>贵企业“${name}”</p>${null}${undefined}${3}`).toBe(
      '<p>贵企业“&lt;img src=x onerror=&quot;alert(1)&quot;&gt;”</p>3',
    );
    expect(htmlText`no values`).toBe('no values');
  });
});
