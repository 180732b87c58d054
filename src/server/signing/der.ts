/**
 * The little DER (X.690) a CMS signature needs: writing the few types it is built of, and reading
 * the elements of a certificate's tbsCertificate as their original bytes (a signer is named by the
 * issuer's DER exactly as in its certificate; re-encoding a parsed name could change it).
 */

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

export function tlv(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
}

export const sequence = (...items: Buffer[]): Buffer => tlv(0x30, ...items);
/** A SET OF in DER order (its elements sorted by their encodings). */
export const setOf = (...items: Buffer[]): Buffer => tlv(0x31, ...[...items].sort(Buffer.compare));
export const octetString = (bytes: Buffer): Buffer => tlv(0x04, bytes);
export const nullValue = (): Buffer => Buffer.from([0x05, 0x00]);
export const smallInteger = (n: number): Buffer => tlv(0x02, Buffer.from([n]));
/** [n] IMPLICIT of a constructed type: the content of `encoded` under a context tag. */
export const implicit = (n: number, encoded: Buffer): Buffer => tlv(0xa0 | n, elementContent(encoded));
/** [n] EXPLICIT: the whole encoding wrapped in a context tag. */
export const explicit = (n: number, encoded: Buffer): Buffer => tlv(0xa0 | n, encoded);

export function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const groups = [arc & 0x7f];
    for (let v = Math.floor(arc / 128); v > 0; v = Math.floor(v / 128)) groups.unshift((v & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return tlv(0x06, Buffer.from(bytes));
}

export const algorithm = (dotted: string): Buffer => sequence(oid(dotted), nullValue());

interface Element {
  /** The element's whole encoding. */
  raw: Buffer;
  /** Its content octets. */
  content: Buffer;
}

function readElement(der: Buffer, at: number): Element & { end: number } {
  if (at + 2 > der.length) throw new Error('truncated DER');
  let first = der[at + 1]!;
  let size = first;
  let header = 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count === 0 || count > 4) throw new Error('unsupported DER length');
    size = 0;
    for (let i = 0; i < count; i++) {
      first = der[at + 2 + i]!;
      size = size * 256 + first;
    }
    header += count;
  }
  const end = at + header + size;
  if (end > der.length) throw new Error('truncated DER');
  return { raw: der.subarray(at, end), content: der.subarray(at + header, end), end };
}

function elementContent(encoded: Buffer): Buffer {
  return readElement(encoded, 0).content;
}

/** The elements inside a constructed element (a SEQUENCE's members). */
export function children(encoded: Buffer): Element[] {
  const content = elementContent(encoded);
  const out: Element[] = [];
  for (let at = 0; at < content.length;) {
    const element = readElement(content, at);
    out.push(element);
    at = element.end;
  }
  return out;
}

/** The issuer Name and serialNumber INTEGER of an X.509 certificate, as encoded in it. */
export function issuerAndSerial(certificateDer: Buffer): { issuer: Buffer; serial: Buffer } {
  const [tbs] = children(certificateDer);
  if (!tbs) throw new Error('not an X.509 certificate');
  const fields = children(tbs.raw);
  // An optional [0] version comes first; then serialNumber, signature algorithm, issuer.
  const offset = fields[0]?.raw[0] === 0xa0 ? 1 : 0;
  const serial = fields[offset];
  const issuer = fields[offset + 2];
  if (!serial || !issuer) throw new Error('not an X.509 certificate');
  return { issuer: issuer.raw, serial: serial.raw };
}
