/**
 * Uploads flow through to the file store as they arrive: the stored object grows while the client is
 * still sending, a file whose folder is named after it still lands in that folder, and a file over
 * its limit leaves nothing behind, whichever order the form's parts come in.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it, vi } from 'vitest';
import { PNG } from '../fixtures/multipart';
import { describeOnOneBackend, tempDataDir } from './helpers/suite';

let dataDir = '';
const MB = 1024 * 1024;

/** A multipart body in the order given: text fields and the file wherever they are listed. */
function orderedMultipart(parts: ({ name: string; value: string } | { file: Buffer; name: string })[]) {
  const boundary = `----certdesk${Math.random().toString(16).slice(2)}`;
  const chunks = parts.map((part) =>
    'file' in part
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${part.name}"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          part.file,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
  );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The stored objects under a folder of the local store, with their sizes. */
function storedUnder(biz: string): { file: string; size: number }[] {
  const root = join(dataDir, 'files', biz);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { file, size: statSync(file).size };
    });
}

/** A PNG of the given size: the signature and header, then zeros (and a distinct last byte). */
function pngOf(bytes: number): Buffer {
  const data = Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]);
  data[data.length - 1] = 0x5a;
  return data;
}

describeOnOneBackend(
  'streamed uploads',
  (t) => {
    let customer = '';

    beforeAll(async () => {
      customer = await t.login(t.seed.customer.username, t.seed.customer.password);
    });

    const upload = async (parts: Parameters<typeof orderedMultipart>[0]) => {
      const body = orderedMultipart(parts);
      const r = await t.app.inject({
        method: 'POST',
        url: '/sys/common/upload',
        headers: { 'x-access-token': customer, 'content-type': body.contentType },
        payload: body.payload,
      });
      return { status: r.statusCode, body: r.json() as { success: boolean; message: string } };
    };

    it('writes the object while the client is still sending it', async () => {
      const address = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
      const data = pngOf(3 * MB);
      const body = orderedMultipart([
        { name: 'biz', value: 'streamed' },
        { file: data, name: 'scan.png' },
      ]);
      const cut = body.payload.length - MB;
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = httpRequest(
          `${address}/sys/common/upload`,
          {
            method: 'POST',
            headers: {
              'x-access-token': customer,
              'content-type': body.contentType,
              'content-length': body.payload.length,
            },
          },
          (res: IncomingMessage) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          },
        );
        req.on('error', reject);
        req.write(body.payload.subarray(0, cut));
        // The rest is sent only once the store holds more than the first megabyte of this upload.
        vi.waitFor(() => expect(storedUnder('streamed')[0]?.size ?? 0).toBeGreaterThan(MB), {
          timeout: 20_000,
          interval: 20,
        }).then(() => req.end(body.payload.subarray(cut)), reject);
      });
      const { status, text } = await answer;
      expect(status).toBe(200);
      const path = (JSON.parse(text) as { message: string }).message;
      expect(path).toMatch(/^streamed\/\d{8}\/[0-9a-f]{32}\.png$/);
      expect(readFileSync(join(dataDir, 'files', path)).equals(data)).toBe(true);
    });

    it('puts a file in the folder the form names after it, with the same bytes', async () => {
      const data = pngOf(600 * 1024);
      const r = await upload([
        { file: data, name: 'late.png' },
        { name: 'biz', value: 'namedlate' },
      ]);
      expect(r.status).toBe(200);
      expect(r.body.message).toMatch(/^namedlate\/\d{8}\/[0-9a-f]{32}\.png$/);
      expect(readFileSync(join(dataDir, 'files', r.body.message)).equals(data)).toBe(true);
    });

    it("keeps nothing of a file over its field's limit, in either order of the form", async () => {
      const over = pngOf(6 * MB);
      const before = await upload([
        { name: 'biz', value: 'overfirst' },
        { name: 'entity', value: 'sys_user' },
        { name: 'field', value: 'avatar' },
        { file: over, name: 'a.png' },
      ]);
      expect(before.status).toBe(413);
      expect(before.body.message).toContain('上传失败！');
      expect(storedUnder('overfirst')).toEqual([]);

      const after = await upload([
        { name: 'biz', value: 'overlast' },
        { file: over, name: 'a.png' },
        { name: 'entity', value: 'sys_user' },
        { name: 'field', value: 'avatar' },
      ]);
      expect(after.status).toBe(413);
      expect(storedUnder('overlast')).toEqual([]);
    });

    it('keeps nothing of a file refused by type or folder after it was read', async () => {
      const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300 * 1024)]);
      const refusedType = await upload([
        { name: 'biz', value: 'wrongtype' },
        { file: pdf, name: 'a.pdf' },
        { name: 'entity', value: 'sys_user' },
        { name: 'field', value: 'avatar' },
      ]);
      expect(refusedType.status).toBe(400);
      expect(refusedType.body.message).toContain('不支持的文件类型');
      expect(storedUnder('wrongtype')).toEqual([]);

      const refusedFolder = await upload([
        { name: 'biz', value: 'firstname' },
        { file: pngOf(300 * 1024), name: 'a.png' },
        { name: 'biz', value: 'import-errors' },
      ]);
      expect(refusedFolder.status).toBe(400);
      expect(storedUnder('firstname')).toEqual([]);
    });
  },
  () => ({ config: { dataDir: (dataDir = tempDataDir('upload-stream')) } }),
);
