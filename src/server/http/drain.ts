/**
 * A shutdown that cuts no request. Closing the listener at once (Fastify's close) also closes every
 * idle kept-alive connection, and a client that had just written its next request on one of them
 * gets a reset instead of an answer. So a shutdown first drains: /readyz says not ready (a load
 * balancer stops sending), every answer carries `Connection: close` (a busy client moves to a new
 * connection, served while the listener is still open), and an idle connection is left to its
 * keep-alive timeout, which its client was told and so never reuses it past. Once no connection is
 * left, or the keep-alive timeout and a margin have passed, the server closes as before.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Added to the keep-alive timeout: the timer that closes an idle connection fires a little after it. */
const DRAIN_MARGIN_MS = 1_000;

export interface Drain {
  /** True from the moment a shutdown began. */
  readonly active: boolean;
  /** Starts draining; resolves once no connection is open or the drain time has passed. */
  start(): Promise<void>;
}

export function registerDrain(app: FastifyInstance, keepAliveTimeoutMs: number): Drain {
  const open = new Set<Socket>();
  let active = false;
  let settle: (() => void) | undefined;
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      if (active && open.size === 0) settle?.();
    });
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (active) reply.header('connection', 'close');
    done(null, payload);
  });
  return {
    get active() {
      return active;
    },
    start() {
      active = true;
      if (open.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, keepAliveTimeoutMs + DRAIN_MARGIN_MS);
        timer.unref();
        settle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}
