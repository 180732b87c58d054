/**
 * A signal that aborts when the client hangs up before its answer was sent, so work still queued
 * for it (a password check waiting for Argon2) can be dropped instead of done for nobody.
 */
import type { FastifyReply } from 'fastify';

export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  response.once('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return controller.signal;
}
