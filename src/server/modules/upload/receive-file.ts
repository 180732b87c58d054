/**
 * Receives an upload's file part as a stream, so no upload is ever held whole in memory: the first
 * bytes are kept to sniff the type, the rest flows on to the file store while its size is counted.
 * A multipart form may name its folder (`biz`) after the file; such a file flows to a spool file on
 * local disk first and into the store once the folder is known (spoolToStore).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { newFilePath } from './storage';
import { detectType, type FileType } from './upload-policy';
import { ServerSideFailure } from './malformed-multipart';

/**
 * How much of the start of a file is held to decide its type. Magic numbers sit in the first few
 * bytes; Office files need their zip's `[Content_Types].xml`, which Office and Excel libraries write
 * first, well within this.
 */
export const SNIFF_BYTES = 256 * 1024;

/** Where a received file's bytes are until the request decides to keep them. */
export type Held = { key: string } | { spool: string } | null;

export interface ReceivedFile {
  name: string;
  /** Bytes received (all of them, also those past the limit, up to the multipart parser's cut). */
  size: number;
  /** Longer than the limit the file was received under: no bytes are kept. */
  tooLarge: boolean;
  type: FileType | null;
  held: Held;
}

export interface Destination {
  /** The folder, when the form named it before the file; otherwise the file is spooled. */
  biz: string | null;
  /** The most bytes worth keeping (the field's limit when known, else the hard limit). */
  limit: number;
}

/** Reads from the stream until `bytes` are held or it ends; answers the head and the unread rest. */
async function readHead(
  source: AsyncIterator<Buffer>,
  bytes: number,
): Promise<{ head: Buffer; pending: Buffer | null; ended: boolean }> {
  const chunks: Buffer[] = [];
  let held = 0;
  while (held < bytes) {
    const next = await source.next();
    if (next.done) return { head: Buffer.concat(chunks), pending: null, ended: true };
    chunks.push(next.value);
    held += next.value.length;
  }
  const all = Buffer.concat(chunks);
  return { head: all.subarray(0, bytes), pending: held > bytes ? all.subarray(bytes) : null, ended: false };
}

/**
 * Receives the part's stream. Bytes past `limit` are read and dropped (the request must be read to
 * its end to be answered), and the object written so far is removed: the caller sees `tooLarge`.
 */
export async function receiveFile(
  app: FastifyInstance,
  part: { filename: string; file: Readable & { truncated?: boolean } },
  destination: Destination,
): Promise<ReceivedFile> {
  const source = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const { head, pending, ended } = await readHead(source, SNIFF_BYTES);
  const type = head.length === 0 ? null : await detectType(head, part.filename);
  let size = head.length;
  let over = size > destination.limit;
  /** Set when the request's own stream failed (the client aborted): that error is the answer. */
  let bodyFailure: unknown = null;
  const nextChunk = () =>
    source.next().catch((error: unknown) => {
      bodyFailure = error;
      throw error;
    });

  async function* rest(): AsyncGenerator<Buffer> {
    if (pending) {
      size += pending.length;
      if (size > destination.limit) over = true;
      else yield pending;
    }
    if (ended) return;
    for (;;) {
      const next = await nextChunk();
      if (next.done) return;
      size += next.value.length;
      // Past the limit nothing more is kept, but the rest is still read so the request can be answered.
      if (size > destination.limit) over = true;
      if (!over) yield next.value;
    }
  }

  const received = (held: Held): ReceivedFile => ({
    name: part.filename,
    size,
    tooLarge: over || part.file.truncated === true,
    type,
    held: over || part.file.truncated === true ? null : held,
  });

  if (type === null || over) {
    for await (const chunk of rest()) void chunk;
    return received(null);
  }
  const body = Readable.from(
    (async function* () {
      yield head;
      yield* rest();
    })(),
  );
  const held = await keep(app, body, destination.biz, type).catch((error: unknown) => {
    throw bodyFailure ?? new ServerSideFailure(error);
  });
  const answer = received(held);
  if (answer.held === null) await discard(app, held);
  return answer;
}

/** Writes the body to its object, or to a spool file while its folder is not known yet. */
async function keep(app: FastifyInstance, body: Readable, biz: string | null, type: FileType): Promise<Held> {
  if (biz !== null) {
    const key = newFilePath(biz, type.ext);
    await app.files.put(key, body, type.mime);
    return { key };
  }
  const dir = await mkdtemp(join(tmpdir(), 'certdesk-upload-'));
  const spool = join(dir, 'file');
  try {
    await pipeline(body, createWriteStream(spool, { mode: 0o600 }));
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { spool };
}

/** Moves a spooled file into the store under the folder now known; the spool is removed either way. */
export async function spoolToStore(
  app: FastifyInstance,
  spool: string,
  biz: string,
  type: FileType,
): Promise<string> {
  const key = newFilePath(biz, type.ext);
  try {
    await app.files.put(key, createReadStream(spool), type.mime);
  } finally {
    await discard(app, { spool });
  }
  return key;
}

/** Removes what a refused upload left: its object or its spool file. */
export async function discard(app: FastifyInstance, held: Held): Promise<void> {
  if (held === null) return;
  if ('key' in held) {
    await app.files
      .delete(held.key)
      .catch((error: unknown) => app.log.error({ err: error, path: held.key }, 'refused upload not removed'));
  } else {
    await rm(join(held.spool, '..'), { recursive: true, force: true });
  }
}
