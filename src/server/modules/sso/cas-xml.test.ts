import { describe, expect, it } from 'vitest';
import { parseServiceValidate } from './cas-xml';

const NS = 'xmlns:cas="http://www.yale.edu/tp/cas"';
const success = (user: string) =>
  `<cas:serviceResponse ${NS}><cas:authenticationSuccess><cas:user>${user}</cas:user><cas:attributes><cas:mail>a@b.c</cas:mail></cas:attributes></cas:authenticationSuccess></cas:serviceResponse>`;

describe('CAS 2.0 serviceValidate answers', () => {
  it('reads the user of a success', () => {
    expect(parseServiceValidate(success('alice'))).toEqual({ ok: true, user: 'alice' });
    expect(parseServiceValidate(success('\n  alice\n'))).toEqual({ ok: true, user: 'alice' });
    expect(parseServiceValidate(success('a&amp;b&#x41;&#66;'))).toEqual({ ok: true, user: 'a&bAB' });
  });

  it('reads the code of a failure', () => {
    const xml = `<cas:serviceResponse ${NS}><cas:authenticationFailure code="INVALID_TICKET">Ticket ST-1 not recognized</cas:authenticationFailure></cas:serviceResponse>`;
    expect(parseServiceValidate(xml)).toEqual({ ok: false, code: 'INVALID_TICKET' });
  });

  it('refuses documents with a DOCTYPE or entity declarations, undeclared entities and stray ampersands', () => {
    expect(parseServiceValidate(`<!DOCTYPE r [<!ENTITY x "alice">]>${success('&x;')}`)).toEqual({
      ok: false,
      code: 'INVALID_RESPONSE',
    });
    expect(parseServiceValidate(success('&x;'))).toEqual({ ok: false, code: 'INVALID_RESPONSE' });
    expect(parseServiceValidate(success('a & b'))).toEqual({ ok: false, code: 'INVALID_RESPONSE' });
    expect(parseServiceValidate(success(''))).toEqual({ ok: false, code: 'INVALID_RESPONSE' });
    expect(parseServiceValidate('<html>proxy error</html>')).toEqual({ ok: false, code: 'INVALID_RESPONSE' });
  });
});

describe('CAS answers that only look like a success', () => {
  const failure = `<cas:authenticationFailure code="INVALID_TICKET">no</cas:authenticationFailure>`;
  const successBody = `<cas:authenticationSuccess><cas:user>alice</cas:user></cas:authenticationSuccess>`;
  const wrap = (inner: string) => `<cas:serviceResponse ${NS}>${inner}</cas:serviceResponse>`;

  it.each([
    [
      'a success inside a comment, next to a failure',
      wrap(`<!-- ${successBody} -->${failure}`),
      { ok: false, code: 'INVALID_TICKET' },
    ],
    [
      'only a success inside a comment',
      wrap(`<!-- ${successBody} -->`),
      { ok: false, code: 'INVALID_RESPONSE' },
    ],
    ['a success after a failure', wrap(`${failure}${successBody}`), { ok: false, code: 'INVALID_RESPONSE' }],
    ['a success before a failure', wrap(`${successBody}${failure}`), { ok: false, code: 'INVALID_RESPONSE' }],
    ['two successes', wrap(`${successBody}${successBody}`), { ok: false, code: 'INVALID_RESPONSE' }],
    [
      'a success nested in another element',
      wrap(`<cas:proxy>${successBody}</cas:proxy>`),
      { ok: false, code: 'INVALID_RESPONSE' },
    ],
    [
      'a success in a CDATA section',
      wrap(`<![CDATA[${successBody}]]>${failure}`),
      { ok: false, code: 'INVALID_TICKET' },
    ],
    [
      'a success after the document ends',
      `${wrap(failure)}${wrap(successBody)}`,
      { ok: false, code: 'INVALID_RESPONSE' },
    ],
    [
      'a DOCTYPE without entities',
      `<!DOCTYPE cas:serviceResponse>${wrap(successBody)}`,
      { ok: false, code: 'INVALID_RESPONSE' },
    ],
    [
      'an external entity',
      `<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>${success('&x;')}`,
      { ok: false, code: 'INVALID_RESPONSE' },
    ],
    [
      'elements of another namespace',
      `<serviceResponse><authenticationSuccess><user>alice</user></authenticationSuccess></serviceResponse>`,
      { ok: false, code: 'INVALID_RESPONSE' },
    ],
    ['markup inside the user', success('<b>alice</b>'), { ok: false, code: 'INVALID_RESPONSE' }],
    [
      'two users',
      wrap(
        `<cas:authenticationSuccess><cas:user>alice</cas:user><cas:user>bob</cas:user></cas:authenticationSuccess>`,
      ),
      { ok: false, code: 'INVALID_RESPONSE' },
    ],
    [
      'an unclosed document',
      `<cas:serviceResponse ${NS}>${successBody}`,
      { ok: false, code: 'INVALID_RESPONSE' },
    ],
  ])('refuses %s', (_name, xml, expected) => {
    expect(parseServiceValidate(xml)).toEqual(expected);
  });

  it('reads a success with an XML declaration, a comment and attributes', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<!-- CAS --><cas:serviceResponse ${NS}>\n  <cas:authenticationSuccess>\n    <cas:user><![CDATA[alice]]></cas:user>\n    <cas:attributes><cas:mail>a@b.c</cas:mail></cas:attributes>\n  </cas:authenticationSuccess>\n</cas:serviceResponse>\n`;
    expect(parseServiceValidate(xml)).toEqual({ ok: true, user: 'alice' });
  });
});
