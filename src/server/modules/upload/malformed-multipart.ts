/**
 * A multipart body that ends early or is otherwise malformed is the client's fault: busboy's
 * "Unexpected end of form" (and any other parser failure without a 4xx status) becomes one 400
 * with the same words on every route that reads an upload — /sys/common/upload and the Excel
 * imports alike. Errors that already carry a 4xx status (file too large, a refused field) keep it.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { MSG } from '../../http/messages';
import { CATALOGUE } from '../../../shared/messages/catalogue';

/** The catalogue's 上传失败 (SPEC §8) as the opening of a sentence that goes on with the reason. */
export const UPLOAD_FAILED = {
  'zh-CN': `${CATALOGUE.uploadFailed['zh-CN']}！`,
  'en-US': `${CATALOGUE.uploadFailed['en-US']}!`,
};

/** The answer to a body the multipart parser could not read. */
export function malformedUpload(request: FastifyRequest): HttpError {
  return new HttpError(400, `${request.t(UPLOAD_FAILED)} ${request.t(MSG.badRequest)}`);
}

/**
 * A failure on the server's side while a body was being read (the file store refused a write):
 * not the client's fault, so it keeps its own answer (503 for an unreachable store) instead of 400.
 */
export class ServerSideFailure extends Error {
  constructor(readonly original: unknown) {
    super('failure on the server side while reading an upload', { cause: original });
    this.name = 'ServerSideFailure';
  }
}

/** Runs `read` (which consumes the request's multipart body), answering a malformed body with a 400. */
export async function readMultipart<T>(request: FastifyRequest, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ServerSideFailure) throw error.original;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status < 500) throw error;
    throw malformedUpload(request);
  }
}
