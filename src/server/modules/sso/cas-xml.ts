/**
 * Reads the two answers of CAS 2.0 /serviceValidate (cas:authenticationSuccess with cas:user, or
 * cas:authenticationFailure with its code) without an XML parser: a document with a DOCTYPE is
 * refused outright, so no entity is ever declared or expanded, and only the five predefined
 * entities and character references are decoded in the user name.
 */

export type CasAnswer = { ok: true; user: string } | { ok: false; code: string };

/** An element name with any namespace prefix (`cas:user`, `user`). */
const NAME = (local: string) => `(?:[A-Za-z_][\\w.-]*:)?${local}`;
const SUCCESS = new RegExp(
  `<${NAME('authenticationSuccess')}\\b[^>]*>([\\s\\S]*?)</${NAME('authenticationSuccess')}\\s*>`,
);
const USER = new RegExp(`<${NAME('user')}\\s*>([^<]*)</${NAME('user')}\\s*>`);
const FAILURE = new RegExp(`<${NAME('authenticationFailure')}\\b([^>]*)>`);
const CODE = /\bcode\s*=\s*["']([^"']*)["']/;

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const REFERENCE = /&(#x[0-9A-Fa-f]+|#\d+|\w+);/g;
const STRAY_AMPERSAND = /&(?!(?:#x[0-9A-Fa-f]+|#\d+|\w+);)/;

/** The text with its references decoded; null when it holds an undeclared entity or a stray '&' (not well-formed). */
function decodeText(text: string): string | null {
  if (STRAY_AMPERSAND.test(text)) return null;
  let wellFormed = true;
  const decoded = text.replace(REFERENCE, (whole, ref: string) => {
    if (!ref.startsWith('#')) {
      if (ref in PREDEFINED) return PREDEFINED[ref]!;
      wellFormed = false;
      return whole;
    }
    const point = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    if (point > 0 && point <= 0x10ffff) return String.fromCodePoint(point);
    wellFormed = false;
    return whole;
  });
  return wellFormed ? decoded : null;
}

export function parseServiceValidate(xml: string): CasAnswer {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { ok: false, code: 'INVALID_RESPONSE' };
  const success = SUCCESS.exec(xml);
  if (success) {
    const raw = USER.exec(success[1]!)?.[1];
    const user = raw === undefined ? null : decodeText(raw)?.trim();
    return user ? { ok: true, user } : { ok: false, code: 'INVALID_RESPONSE' };
  }
  const failure = FAILURE.exec(xml);
  if (failure) return { ok: false, code: CODE.exec(failure[1]!)?.[1] ?? 'UNKNOWN' };
  return { ok: false, code: 'INVALID_RESPONSE' };
}
