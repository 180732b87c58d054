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
