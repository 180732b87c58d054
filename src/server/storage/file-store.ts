/**
 * Where uploaded and generated files live: one interface, two backends — a directory
 * under DATA_DIR (the default) and S3-compatible object storage. A key is the path a sys_file row
 * holds (`<biz>/<yyyymmdd>/<32 hex>.<ext>`), the same under both, so a local install copied into a
 * bucket (scripts/files-to-s3.ts) keeps every row valid. Callers write the object before its row
 * and delete it when the row's transaction rolls back, so a row never points at a missing object.
 */
import type { Readable } from 'node:stream';

export interface ObjectInfo {
  key: string;
  size: number;
  /** When the object was last written (the clean-up of orphans waits for an upload's row). */
  modified: Date;
}

export interface FileStore {
  readonly kind: 'local' | 's3';
  /**
   * Writes a new object from a buffer or a stream (streamed through, never held whole) and
   * answers its size. Keys are generated, never reused: an existing key is an error.
   */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<number>;
  /** The object's bytes as a stream; FileMissingError when there is none. */
  get(key: string): Promise<Readable>;
  /** The object's size and time, or null when there is none. */
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; a missing one is not an error (a retried clean-up). */
  delete(key: string): Promise<void>;
  /** Every object under the prefix (e.g. `temp/`; '' for all), in pages as the backend gives them. */
  list(prefix: string): AsyncIterable<ObjectInfo>;
  /** Resolves when the store can take writes (readiness); rejects when it cannot be reached. */
  check(): Promise<void>;
  /** Releases connections (the app's onClose). */
  close(): Promise<void>;
}

/** The object storage cannot be reached or answered with a fault: a request needing a file gets 503. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`file storage unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** The key names no object. */
export class FileMissingError extends Error {
  constructor(readonly key: string) {
    super(`no stored file ${key}`);
    this.name = 'FileMissingError';
  }
}

/** Generated keys use these characters only; anything else (`..`, a leading `/`) is refused. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

export function assertKey(key: string): string {
  if (key.length > 255 || !KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`invalid file key "${key}"`);
  return key;
}
