import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { pbkdf2 as pbkdf2Callback } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FileMissingError } from './file-store';
import { localFileStore } from './local-store';
import { tempDir } from '../../../tests/setup/temp-dirs';

const pbkdf2 = promisify(pbkdf2Callback);
const root = () => tempDir('certdesk-local-store-');

async function bytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function keys(iterable: AsyncIterable<{ key: string }>): Promise<string[]> {
  const out: string[] = [];
  for await (const item of iterable) out.push(item.key);
  return out;
}

describe('the local file store', () => {
  it('writes buffers and streams at the key under its root, where installs always kept them', async () => {
    const dir = root();
    const store = localFileStore(dir);
    expect(await store.put('docs/20260101/a.png', Buffer.from('png'), 'image/png')).toBe(3);
    const parts = [Buffer.alloc(70_000, 1), Buffer.alloc(70_000, 2)];
    expect(await store.put('db-backup/20260101/b.xlsx', Readable.from(parts), 'application/zip')).toBe(
      140_000,
    );
    expect(readFileSync(join(dir, 'docs/20260101/a.png'), 'utf8')).toBe('png');
    expect(statSync(join(dir, 'docs/20260101/a.png')).mode & 0o777).toBe(0o640);
    expect((await bytes(await store.get('db-backup/20260101/b.xlsx'))).equals(Buffer.concat(parts))).toBe(
      true,
    );
    expect(await store.head('docs/20260101/a.png')).toMatchObject({ key: 'docs/20260101/a.png', size: 3 });
  });

  it('never overwrites an object and leaves nothing of a failed stream', async () => {
    const dir = root();
    const store = localFileStore(dir);
    await store.put('docs/20260101/a.png', Buffer.from('first'), 'image/png');
    await expect(store.put('docs/20260101/a.png', Buffer.from('second'), 'image/png')).rejects.toThrow(
      /EEXIST/,
    );
    expect(readFileSync(join(dir, 'docs/20260101/a.png'), 'utf8')).toBe('first');

    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put('docs/20260101/c.png', failing, 'image/png')).rejects.toThrow('client went away');
    expect(existsSync(join(dir, 'docs/20260101/c.png'))).toBe(false);
  });

  it('leaves no file of a body that fails before its first byte, so the key stays free', async () => {
    const dir = root();
    const store = localFileStore(dir);
    for (let i = 0; i < 20; i += 1) {
      const key = `docs/20260101/early-${i}.png`;
      // The file system's work waits behind the thread pool's, as it does on a busy server.
      const busy = Array.from({ length: 4 }, () => pbkdf2(`p${i}`, 'salt', 20_000, 64, 'sha512'));
      const failing = new Readable({
        read() {
          this.destroy(new Error('client went away'));
        },
      });
      await expect(store.put(key, failing, 'image/png')).rejects.toThrow('client went away');
      expect(existsSync(join(dir, key))).toBe(false);
      await Promise.all(busy);
      expect(existsSync(join(dir, key))).toBe(false);
      expect(await store.put(key, Buffer.from('again'), 'image/png')).toBe(5);
    }
  });

  it('answers missing objects as missing, deletes idempotently, and lists by prefix', async () => {
    const store = localFileStore(root());
    await expect(store.get('docs/20260101/none.png')).rejects.toBeInstanceOf(FileMissingError);
    expect(await store.head('docs/20260101/none.png')).toBeNull();
    await store.put('docs/20260101/a.png', Buffer.from('a'), 'image/png');
    await store.put('docs/20260102/b.png', Buffer.from('b'), 'image/png');
    await store.put('temp/20260101/c.png', Buffer.from('c'), 'image/png');
    expect(await keys(store.list(''))).toEqual([
      'docs/20260101/a.png',
      'docs/20260102/b.png',
      'temp/20260101/c.png',
    ]);
    expect(await keys(store.list('docs/'))).toEqual(['docs/20260101/a.png', 'docs/20260102/b.png']);
    expect(await keys(store.list('docs/20260102'))).toEqual(['docs/20260102/b.png']);
    expect(await keys(store.list('nothing/'))).toEqual([]);
    await store.delete('docs/20260101/a.png');
    await store.delete('docs/20260101/a.png');
    expect(await keys(store.list('docs/'))).toEqual(['docs/20260102/b.png']);
  });

  it.each(['../etc/passwd', '/etc/passwd', 'docs/../../x', 'docs/./x', 'docs//x', 'docs/a b', ''])(
    'refuses the key %j',
    async (key) => {
      const store = localFileStore(root());
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid file key/);
      await expect(store.get(key)).rejects.toThrow(/invalid file key/);
    },
  );
});
