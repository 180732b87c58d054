/**
 * A WebSocket client for API tests and the bench: opens a socket the way the app's client does
 * (token as the subprotocol, the page's Origin), collects what the server sends, and answers the
 * HTTP status when the upgrade is refused.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** Starts the app on a free local port: the sockets' base URL and the Origin its pages have. */
export async function listenForSockets(app: FastifyInstance): Promise<{ ws: string; origin: string }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { ws: `ws://127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` };
}

export interface OpenedSocket {
  socket: WebSocket;
  /** Every JSON message received so far, in order. */
  messages: Array<Record<string, unknown>>;
  /** Resolves with the first message (already received or later) that matches. */
  next(
    match: (message: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  /** The close code and reason once the socket has closed (whoever closed it); undefined while open. */
  readonly closedWith: { code: number; reason: string } | undefined;
  close(): Promise<void>;
}

export type Opening = { opened: OpenedSocket } | { refused: number };

export function openSocket(url: string, options: { token?: string; origin?: string }): Promise<Opening> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, options.token ? [options.token] : [], {
      headers: options.origin ? { Origin: options.origin } : {},
    });
    const messages: Array<Record<string, unknown>> = [];
    const waiters: Array<{
      match: (m: Record<string, unknown>) => boolean;
      done: (m: Record<string, unknown>) => void;
    }> = [];
    let closedWith: { code: number; reason: string } | undefined;
    socket.once('close', (code, reason) => {
      closedWith = { code, reason: reason.toString('utf8') };
    });
    socket.on('message', (data) => {
      let message: Record<string, unknown>;
      try {
        message = JSON.parse(String(data)) as Record<string, unknown>;
      } catch {
        return;
      }
      messages.push(message);
      for (const waiter of [...waiters]) {
        if (waiter.match(message)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.done(message);
        }
      }
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve({ refused: response.statusCode ?? 0 });
      response.resume();
      socket.terminate();
    });
    socket.once('error', (error) => reject(error));
    socket.once('open', () => {
      resolve({
        opened: {
          socket,
          messages,
          get closedWith() {
            return closedWith;
          },
          next(match, timeoutMs = 20_000) {
            const seen = messages.find(match);
            if (seen) return Promise.resolve(seen);
            return new Promise((done, fail) => {
              const timer = setTimeout(
                () =>
                  fail(
                    new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`),
                  ),
                timeoutMs,
              );
              waiters.push({
                match,
                done: (m) => {
                  clearTimeout(timer);
                  done(m);
                },
              });
            });
          },
          close: () =>
            new Promise<void>((done) => {
              if (socket.readyState === WebSocket.CLOSED) return done();
              socket.once('close', () => done());
              socket.close();
            }),
        },
      });
    });
  });
}

/** The opened socket, or a failure naming the refusal. */
export async function mustOpen(
  url: string,
  options: { token?: string; origin?: string },
): Promise<OpenedSocket> {
  const opening = await openSocket(url, options);
  if ('refused' in opening) throw new Error(`socket refused with ${opening.refused}`);
  return opening.opened;
}
