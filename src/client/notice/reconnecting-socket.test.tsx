/**
 * The notice line against a real WebSocket server in this process: the server drops the line, the
 * client opens it again after the retry delay and a push on the new line reloads the notices. The
 * client socket is ws's WebSocket (the browser API over real TCP): the environment's global one
 * dispatches Node's events into jsdom's and fails. Only the timers are fake: the retry's 20 s are
 * run by the test, never waited for; the sockets are real.
 */
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as ws from 'ws';
import { NoticeSocket, type NoticeMessage, type SocketFactory, type SocketLike } from './socket';

/** The server side of `ws` this test uses (the repository's ws typings cover the client only). */
interface ServerSocket {
  readonly protocol: string;
  readonly readyState: number;
  send(text: string): void;
  close(code?: number): void;
  terminate(): void;
}
interface TestServer {
  readonly clients: Set<ServerSocket>;
  on(event: 'connection', listener: (socket: ServerSocket, request: { url?: string }) => void): void;
  once(event: 'listening', listener: () => void): void;
  address(): AddressInfo;
  close(done: () => void): void;
}
const { WebSocketServer, WebSocket: WsClient } = ws as unknown as {
  WebSocketServer: new (options: {
    port: number;
    host: string;
    handleProtocols(protocols: Set<string>): string | false;
  }) => TestServer;
  WebSocket: new (address: string, protocols: string[]) => SocketLike;
};
const CLOSED = 3;

const connect: SocketFactory = (address, protocols) => new WsClient(address, protocols);

let server: TestServer;
let lines: Array<{ socket: ServerSocket; protocol: string; path: string }>;
let url: string;

beforeEach(async () => {
  lines = [];
  server = new WebSocketServer({
    port: 0,
    host: '127.0.0.1',
    handleProtocols: (protocols) => [...protocols][0] ?? false,
  });
  server.on('connection', (socket, request) =>
    lines.push({ socket, protocol: socket.protocol, path: request.url ?? '' }),
  );
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  url = `ws://127.0.0.1:${server.address().port}/websocket/u1`;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

afterEach(async () => {
  vi.useRealTimers();
  for (const client of server.clients) client.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the notice line on a real socket', () => {
  it('opens again after the server drops it, and the next push reloads the notices', async () => {
    const reloads: NoticeMessage[] = [];
    const client = new NoticeSocket({
      url,
      token: 'session.token',
      onReload: (m) => reloads.push(m),
      connect,
    });
    client.start();

    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({ protocol: 'session.token', path: '/websocket/u1' });
    lines[0]!.socket.send(JSON.stringify({ cmd: 'user', msgTxt: '您的申请已受理' }));
    await vi.waitFor(() =>
      expect(reloads).toEqual([{ cmd: 'user', msgTxt: '您的申请已受理', msgId: undefined }]),
    );

    // A restarting server closes its sockets (1012); the client runs its pending timers until the
    // retry has opened a second line.
    lines[0]!.socket.close(1012);
    await vi.waitFor(() => {
      vi.runOnlyPendingTimers();
      expect(lines).toHaveLength(2);
    });
    expect(lines[1]).toMatchObject({ protocol: 'session.token', path: '/websocket/u1' });
    expect(client.isStopped).toBe(false);

    lines[1]!.socket.send(JSON.stringify({ cmd: 'topic' }));
    await vi.waitFor(() => expect(reloads.map((m) => m.cmd)).toEqual(['user', 'topic']));

    client.stop();
    await vi.waitFor(() => expect(lines[1]!.socket.readyState).toBe(CLOSED));
    // Stopped (logout): no further line, however long the tab stays.
    vi.runOnlyPendingTimers();
    expect(lines).toHaveLength(2);
  });
});
