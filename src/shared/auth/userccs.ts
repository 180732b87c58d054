/**
 * The login credential envelope of SPEC §7 (`userccs`): Base64 of AES-128-CBC with zero padding over
 * the JSON credentials, key and iv being the UTF-8 bytes of the 16-character strings answered by
 * GET /sys/getEncryptedString.
 *
 * @noble/ciphers instead of WebCrypto because WebCrypto only exists in secure contexts (a LAN
 * install served over plain http would not be able to log in) and only pads with PKCS#7.
 * This is obfuscation compatible with the original client, not protection: TLS protects the wire.
 */
import { cbc } from '@noble/ciphers/aes.js';

const BLOCK = 16;
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function keyBytes(text: string, what: string): Uint8Array {
  const bytes = encoder.encode(text);
  if (bytes.length !== BLOCK) throw new Error(`${what} must be 16 bytes of UTF-8`);
  return bytes;
}

function zeroPad(data: Uint8Array): Uint8Array {
  const length = Math.max(BLOCK, Math.ceil(data.length / BLOCK) * BLOCK);
  const out = new Uint8Array(length);
  out.set(data);
  return out;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

export function encryptUserccs(payload: object, key: string, iv: string): string {
  const plain = zeroPad(encoder.encode(JSON.stringify(payload)));
  const cipher = cbc(keyBytes(key, 'key'), keyBytes(iv, 'iv'), { disablePadding: true });
  return toBase64(cipher.encrypt(plain));
}

/** Decrypts and parses; throws on anything malformed (bad Base64, length, UTF-8 or JSON). */
export function decryptUserccs(userccs: string, key: string, iv: string): unknown {
  const data = fromBase64(userccs);
  if (data.length === 0 || data.length % BLOCK !== 0) throw new Error('userccs has a bad length');
  const cipher = cbc(keyBytes(key, 'key'), keyBytes(iv, 'iv'), { disablePadding: true });
  const plain = cipher.decrypt(data);
  let end = plain.length;
  while (end > 0 && plain[end - 1] === 0) end--;
  return JSON.parse(decoder.decode(plain.subarray(0, end)));
}
