import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptUserccs, encryptUserccs } from './userccs';

const key = 'k3Y9aBcD4eFgH5iJ';
const iv = 'Zx8Yw7Vu6Ts5Rq4P';

describe('userccs envelope', () => {
  it('round-trips credentials, including Chinese text', () => {
    const creds = { username: '张三admin', password: 'P@ssw0rd!' };
    expect(decryptUserccs(encryptUserccs(creds, key, iv), key, iv)).toEqual(creds);
  });

  it('matches AES-128-CBC with zero padding as computed by node:crypto', () => {
    const json = JSON.stringify({ username: 'admin', password: 'x' });
    const padded = Buffer.alloc(Math.ceil(Buffer.byteLength(json) / 16) * 16);
    padded.write(json);
    const c = createCipheriv('aes-128-cbc', Buffer.from(key), Buffer.from(iv)).setAutoPadding(false);
    const expected = Buffer.concat([c.update(padded), c.final()]).toString('base64');
    expect(encryptUserccs({ username: 'admin', password: 'x' }, key, iv)).toBe(expected);
  });

  it('rejects tampered or malformed input', () => {
    expect(() => decryptUserccs('not base64!!', key, iv)).toThrow();
    expect(() => decryptUserccs(Buffer.from('short').toString('base64'), key, iv)).toThrow();
    const other = encryptUserccs({ a: 1 }, 'AAAAAAAAAAAAAAAA', iv);
    expect(() => decryptUserccs(other, key, iv)).toThrow();
  });

  it('refuses keys that are not 16 bytes', () => {
    expect(() => encryptUserccs({}, 'short', iv)).toThrow(/16 bytes/);
  });
});
