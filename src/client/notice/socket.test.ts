import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, RECONNECT_MS } from './constants';
import { NoticeSocket, parseNoticeMessage, type SocketLike } from './socket';
import { noticeSocketUrl } from './socket-url';

/** A WebSocket the test drives: it records what was sent and fires the events the test asks for. */
class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
  fail() {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.({ code: 1006 } as CloseEvent);
  }
  end(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

let sockets: FakeSocket[];
const connect = (url: string, protocols: string[]) => {
  const socket = new FakeSocket(url, protocols);
  sockets.push(socket);
  return socket;
};
const last = () => sockets[sockets.length - 1]!;

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('notice socket', () => {
  it('connects with the token as subprotocol and sends HeartBeat every 20 s once open', () => {
    const client = new NoticeSocket({
      url: 'ws://h/websocket/u1',
      token: 'tok.en',
      onReload: vi.fn(),
      connect,
    });
    client.start();
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('ws://h/websocket/u1');
    expect(last().protocols).toEqual(['tok.en']);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(last().sent).toEqual([]);
    last().open();
    vi.advanceTimersByTime(HEARTBEAT_MS - 1);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual(['HeartBeat']);
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(last().sent).toEqual(['HeartBeat', 'HeartBeat', 'HeartBeat']);
    client.stop();
  });

  it("reloads on 'topic', 'user' and 'revoke', ignores other commands and unparseable text", () => {
    const onReload = vi.fn();
    const client = new NoticeSocket({ url: 'ws://h/websocket/u1', token: 't', onReload, connect });
    client.start();
    last().open();
    last().receive('{"cmd":"topic","msgTxt":"新公告"}');
    last().receive(JSON.stringify({ cmd: 'user', msgTxt: '系统消息', msgId: 'a1' }));
    last().receive(JSON.stringify({ cmd: 'revoke', msgTxt: '撤销的公告', msgId: 'a2' }));
    last().receive('{"cmd":"heartcheck"}');
    last().receive('HeartBeat');
    last().receive('alert(1)');
    last().receive('{"cmd":');
    last().receive('[1,2]');
    last().receive('{"cmd":{"x":1}}');
    last().receive(new Blob(['{"cmd":"topic"}']));
    expect(onReload).toHaveBeenCalledTimes(3);
    expect(onReload.mock.calls.map(([m]) => (m as { cmd: string }).cmd)).toEqual(['topic', 'user', 'revoke']);
    client.stop();
  });

  it("reloads the dictionaries on 'dict_changed', not the notices; without a handler the frame is ignored", () => {
    const onReload = vi.fn();
    const onDictChanged = vi.fn();
    const client = new NoticeSocket({
      url: 'ws://h/websocket/u1',
      token: 't',
      onReload,
      onDictChanged,
      connect,
    });
    client.start();
    last().open();
    last().receive('{"cmd":"dict_changed","msgTxt":""}');
    expect(onDictChanged).toHaveBeenCalledTimes(1);
    expect(onReload).not.toHaveBeenCalled();
    client.stop();
    const older = new NoticeSocket({ url: 'ws://h/websocket/u1', token: 't', onReload, connect });
    older.start();
    last().open();
    expect(() => last().receive('{"cmd":"dict_changed","msgTxt":""}')).not.toThrow();
    expect(onReload).not.toHaveBeenCalled();
    older.stop();
  });

  it('parses with JSON.parse only: a script-looking message is no command', () => {
    expect(parseNoticeMessage('(function(){return {cmd:"topic"}})()')).toBeUndefined();
    expect(parseNoticeMessage('{cmd:"topic"}')).toBeUndefined();
    expect(parseNoticeMessage('{"cmd":"user","msgTxt":3}')).toEqual({
      cmd: 'user',
      msgTxt: undefined,
      msgId: undefined,
    });
  });

  it('retries 20 s after an error and stops after more than 5 errors', () => {
    const client = new NoticeSocket({ url: 'ws://h/websocket/u1', token: 't', onReload: vi.fn(), connect });
    client.start();
    for (let error = 1; error <= 5; error++) {
      last().fail();
      expect(client.errorCount).toBe(error);
      const before = sockets.length;
      vi.advanceTimersByTime(RECONNECT_MS - 1);
      expect(sockets).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(before + 1);
    }
    // The sixth error: no more attempts, however long we wait.
    last().fail();
    expect(client.isStopped).toBe(true);
    vi.advanceTimersByTime(RECONNECT_MS * 10);
    expect(sockets).toHaveLength(6);
  });

  it('counts a refusal (closed before opening, or 1008) as an error and a normal close not', () => {
    const client = new NoticeSocket({ url: 'ws://h/websocket/u1', token: 't', onReload: vi.fn(), connect });
    client.start();
    last().end(1006);
    expect(client.errorCount).toBe(1);
    vi.advanceTimersByTime(RECONNECT_MS);
    last().open();
    last().end(1008);
    expect(client.errorCount).toBe(2);
    vi.advanceTimersByTime(RECONNECT_MS);
    last().open();
    // The server answers: the line works, the count starts again.
    last().receive('{"cmd":"heartcheck"}');
    expect(client.errorCount).toBe(0);
    last().end(1001);
    expect(client.errorCount).toBe(0);
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(sockets).toHaveLength(4);
    client.stop();
  });

  it('stop (logout) closes the socket and cancels the heartbeat and a pending retry', () => {
    const client = new NoticeSocket({ url: 'ws://h/websocket/u1', token: 't', onReload: vi.fn(), connect });
    client.start();
    last().open();
    client.stop();
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(HEARTBEAT_MS * 3);
    expect(last().sent).toEqual([]);

    client.start();
    last().fail();
    client.stop();
    vi.advanceTimersByTime(RECONNECT_MS * 3);
    expect(sockets).toHaveLength(2);
  });
});

describe('notice socket address', () => {
  it('uses this host and ws/wss by the page scheme when the API is on the same origin', () => {
    expect(noticeSocketUrl('u1', '', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/websocket/u1',
    );
    expect(noticeSocketUrl('u1', '', { protocol: 'https:', host: 'portal.example.com' })).toBe(
      'wss://portal.example.com/websocket/u1',
    );
    expect(noticeSocketUrl('u/1', '/api/', { protocol: 'https:', host: 'p' })).toBe(
      'wss://p/api/websocket/u%2F1',
    );
  });

  it("follows an absolute API base's host and scheme", () => {
    expect(noticeSocketUrl('u1', 'https://api.example.com/', { protocol: 'http:', host: 'x' })).toBe(
      'wss://api.example.com/websocket/u1',
    );
  });
});
