/**
 * JSON answers above a small size are compressed when the client takes it (brotli, else gzip). A
 * list page of 100 rows is tens of kilobytes of repetitive JSON that shrinks five- to tenfold; below
 * the threshold the headers would cost more than the bytes saved. Compression runs on libuv's thread
 * pool, not the event loop, at brotli's quality 4, which is as fast as gzip's default and smaller.
 * Static files are not touched here: they are served from copies compressed at build time.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { acceptedEncoding, type ContentCoding } from './accepted-encoding';

/** Below this many bytes an answer goes as it is. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(coding: ContentCoding, body: Buffer): Promise<Buffer> {
  return coding === 'br'
    ? brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipAsync(body);
}

export function registerJsonCompression(app: FastifyInstance): void {
  // Most answers go as they are: those pass on at once, without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return done(null, payload);
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    const vary = reply.getHeader('vary');
    if (typeof vary !== 'string' || vary === '') reply.header('vary', 'Accept-Encoding');
    else if (!/accept-encoding/i.test(vary)) reply.header('vary', `${vary}, Accept-Encoding`);
    // The size without copying the text into a Buffer: most answers go as they are.
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESS_MIN_BYTES || request.method === 'HEAD') return done(null, payload);
    const coding = acceptedEncoding(request.headers['accept-encoding']);
    if (coding === null) return done(null, payload);
    reply.header('content-encoding', coding);
    reply.removeHeader('content-length');
    compress(coding, typeof payload === 'string' ? Buffer.from(payload) : payload).then(
      (body) => done(null, body),
      (error: Error) => done(error),
    );
  });
}
