/**
 * The local backend: the files under DATA_DIR/files, at the paths a one-machine install has always
 * used (an upgraded install keeps its files where they are).
 */
import { access, constants, mkdir, open, readdir, stat, unlink } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, FileMissingError, type FileStore, type ObjectInfo } from './file-store';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

export function localFileStore(root: string): FileStore {
  const base = resolve(root);

  /** The absolute location of a key, refusing anything that would leave the root. */
  const locate = (key: string): string => {
    const full = resolve(base, assertKey(key));
    if (!full.startsWith(base + sep)) throw new Error('file key leaves the files root');
    return full;
  };

  async function* walk(dir: string): AsyncGenerator<ObjectInfo> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else if (entry.isFile()) {
        const info = await stat(full).catch(() => null);
        if (info)
          yield { key: relative(base, full).split(sep).join('/'), size: info.size, modified: info.mtime };
      }
    }
  }

  return {
    kind: 'local',
    async put(key, body) {
      const full = locate(key);
      await mkdir(dirname(full), { recursive: true });
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      // Opened before the copy starts: a write stream opens its file in the background, so a body
      // that failed at once could have the file created after the clean-up below had run.
      const file = await open(full, 'wx', 0o640).catch((error: unknown) => {
        source.destroy();
        throw error;
      });
      try {
        await pipeline(source, file.createWriteStream());
      } catch (error) {
        // A half-written file is not left behind ('wx': it is ours, not an earlier one).
        await unlink(full).catch(() => undefined);
        throw error;
      }
      return (await stat(full)).size;
    },
    async get(key) {
      // Opened before answering, so a missing file is known before any header is sent.
      const handle = await open(locate(key), 'r').catch((error: unknown) => {
        throw isMissing(error) ? new FileMissingError(key) : error;
      });
      return handle.createReadStream();
    },
    async head(key) {
      const info = await stat(locate(key)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return info?.isFile() ? { key, size: info.size, modified: info.mtime } : null;
    },
    async delete(key) {
      await unlink(locate(key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },
    list(prefix) {
      // The prefix is a folder (`temp/`) or '': walk from the deepest folder it names, filter the rest.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      if (folder !== '') assertKey(folder);
      const start = folder === '' ? base : locate(folder);
      return (async function* () {
        for await (const info of walk(start)) if (info.key.startsWith(prefix)) yield info;
      })();
    },
    async check() {
      // A fresh install has no files folder yet; a read-only or missing disk fails here.
      await mkdir(base, { recursive: true });
      await access(base, constants.W_OK);
    },
    async close() {},
  };
}
