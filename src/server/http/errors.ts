/**
 * HttpError and the one error handler: every failure leaves as the envelope with the real HTTP
 * status; 500s carry no internals (they are logged instead).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError } from '../../shared/envelope';
import { fail } from './envelope';
import type { MessagePair } from './i18n';
import { MSG } from './messages';
import { validationFieldErrors, type AjvError } from './validation-errors';
import { dbRefusal } from './db-errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { GateFullError, WorkAbandonedError } from '../auth/work-gate';
import { FileMissingError, StorageUnavailableError } from '../storage/file-store';

/** What a client is told to wait before trying again while the database cannot be reached. */
const RETRY_AFTER_SECONDS = 5;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** An error whose message is chosen per request language when it is answered. */
export class LocalizedHttpError extends HttpError {
  constructor(
    statusCode: number,
    readonly pair: MessagePair,
    result: unknown = null,
  ) {
    super(statusCode, pair['zh-CN'], result);
  }
}

export function validationError(request: FastifyRequest, fields: FieldError[]): HttpError {
  return new HttpError(422, request.t(MSG.validation), fields);
}

function statusMessage(request: FastifyRequest, status: number, fallback: string): string {
  switch (status) {
    case 401:
      return request.t(MSG.tokenInvalid);
    case 403:
      return request.t(MSG.forbidden);
    case 404:
      return request.t(MSG.notFound);
    case 413:
      return request.t(MSG.tooLarge);
    case 429:
      return request.t(MSG.tooManyRequests);
    default:
      return status >= 500 ? request.t(MSG.internal) : fallback || request.t(MSG.badRequest);
  }
}

function handleError(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof LocalizedHttpError) {
    return reply.status(error.statusCode).send(fail(error.statusCode, request.t(error.pair), error.result));
  }
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send(fail(error.statusCode, error.message, error.result));
  }
  if (error instanceof WorkAbandonedError) {
    // Nobody reads this answer: the client hung up while its password check still waited.
    request.log.info('client went away while its password check waited: dropped');
    return reply.status(503).send(fail(503, request.t(MSG.busy)));
  }
  if (error instanceof GateFullError) {
    request.log.warn('password checks queue full: answered busy');
    return reply
      .status(503)
      .header('retry-after', 1)
      .send(fail(503, request.t(MSG.busy)));
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .status(503)
      .header('retry-after', RETRY_AFTER_SECONDS)
      .send(fail(503, request.t(MSG.databaseUnavailable)));
  }
  if (error instanceof StorageUnavailableError) {
    request.log.warn({ err: error }, 'file storage unavailable');
    return reply
      .status(503)
      .header('retry-after', RETRY_AFTER_SECONDS)
      .send(fail(503, request.t(MSG.storageUnavailable)));
  }
  if (error instanceof FileMissingError) {
    // A row whose object is gone (removed by hand): logged loudly, answered as not found.
    request.log.error({ err: error }, 'stored file missing');
    return reply.status(404).send(fail(404, request.t(MSG.notFound)));
  }
  const refusal = dbRefusal(error);
  if (refusal) {
    // Logged at info: worth seeing which input slipped past validation, but not an incident.
    request.log.info({ err: error }, 'database refused the input');
    return reply.status(refusal.status).send(fail(refusal.status, request.t(refusal.message)));
  }
  const fastifyError = error as FastifyError & { validation?: AjvError[] };
  if (fastifyError.validation) {
    const fields = validationFieldErrors(
      fastifyError.validation,
      request.locale,
      fastifyError.validationContext,
    );
    return reply.status(422).send(fail(422, request.t(MSG.validation), fields));
  }
  const status =
    typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400
      ? fastifyError.statusCode
      : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  // Client errors raised by Fastify itself (bad JSON, wrong content type) carry safe messages.
  const message = statusMessage(request, status, status < 500 ? fastifyError.message : '');
  return reply.status(status).send(fail(status, message));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

export function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(404).send(fail(404, request.t(MSG.notFound)));
}
