import { describe, expect, it } from 'vitest';
import { resolveMenuUrl } from './menu-url';

const ctx = { apiBase: 'https://api.example.com/cs/', origin: 'https://portal.example.com' };

describe('menu URL placeholders', () => {
  it('substitutes the allowed domain placeholder with the runtime API base', () => {
    expect(resolveMenuUrl("{{ window._CONFIG['domianURL'] }}/druid/", ctx)).toBe(
      'https://api.example.com/cs/druid/',
    );
    expect(resolveMenuUrl('{{window._CONFIG["domianURL"]}}/swagger', ctx)).toBe(
      'https://api.example.com/cs/swagger',
    );
  });

  it('uses the page origin when the API base is relative', () => {
    expect(
      resolveMenuUrl("{{ window._CONFIG['domianURL'] }}/doc.html", {
        apiBase: '',
        origin: 'http://127.0.0.1:8080',
      }),
    ).toBe('http://127.0.0.1:8080/doc.html');
  });

  it('never evaluates other expressions: the whole URL is dropped', () => {
    let called = false;
    (globalThis as unknown as { steal: () => string }).steal = () => {
      called = true;
      return 'https://evil.example';
    };
    expect(resolveMenuUrl('{{ steal() }}/x', ctx)).toBeUndefined();
    expect(resolveMenuUrl("{{ alert('x') }}", ctx)).toBeUndefined();
    expect(resolveMenuUrl("https://ok.example/{{ window._CONFIG['other'] }}", ctx)).toBeUndefined();
    expect(called).toBe(false);
  });

  it('drops javascript:, data: and relative results', () => {
    expect(resolveMenuUrl('javascript:alert(1)', ctx)).toBeUndefined();
    expect(resolveMenuUrl(' JavaScript:alert(1)', ctx)).toBeUndefined();
    expect(resolveMenuUrl('data:text/html,<script>alert(1)</script>', ctx)).toBeUndefined();
    expect(resolveMenuUrl('/relative/path', ctx)).toBeUndefined();
    expect(resolveMenuUrl('', ctx)).toBeUndefined();
    expect(resolveMenuUrl(undefined, ctx)).toBeUndefined();
  });

  it('keeps plain http(s) URLs', () => {
    expect(resolveMenuUrl('https://www.example.org/verify', ctx)).toBe('https://www.example.org/verify');
    expect(resolveMenuUrl('http://intranet.local/a?b=1', ctx)).toBe('http://intranet.local/a?b=1');
  });
});
