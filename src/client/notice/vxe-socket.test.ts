import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VXE_HEARTBEAT_MS, VXE_HEARTBEAT_TIMEOUT_MS, VXE_RECONNECT_MS } from './constants';
import { createLiveTables } from './live-tables';
import type { SocketLike } from './socket';
import { parseVxeRows, VxeTableSocket, vxePageId } from './vxe-socket';

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
}

let sockets: FakeSocket[];
const connect = (url: string, protocols: string[]) => {
  const socket = new FakeSocket(url, protocols);
  sockets.push(socket);
  return socket;
};
const last = () => sockets[sockets.length - 1]!;
const HEARTBEAT = '{"type":"heart_beat"}';
const ANSWER = '{"type":"heart_beat","data":"-"}';
const update = (socketKey: string, row: Record<string, unknown>) =>
  JSON.stringify({ type: 'update_vxe_table', data: { socketKey, method: 'update', args: [row] } });

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const newSocket = (onRows = vi.fn()) =>
  new VxeTableSocket({ url: 'ws://h/vxeSocket/u1/p1', token: 'tok.en', socketKey: 'p1', onRows, connect });

describe('live table socket', () => {
  it('connects with the token as subprotocol and sends heart_beat every 10 s once open', () => {
    const client = newSocket();
    client.start();
    expect(last().url).toBe('ws://h/vxeSocket/u1/p1');
    expect(last().protocols).toEqual(['tok.en']);
    last().open();
    vi.advanceTimersByTime(VXE_HEARTBEAT_MS - 1);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual([HEARTBEAT]);
    last().receive(ANSWER);
    vi.advanceTimersByTime(VXE_HEARTBEAT_MS);
    last().receive(ANSWER);
    expect(last().sent).toEqual([HEARTBEAT, HEARTBEAT]);
    // Answered each time: still the one socket.
    expect(sockets).toHaveLength(1);
    expect(last().closed).toBe(false);
    client.stop();
  });

  it('closes when a heart_beat is not answered within 6 s and reconnects 5 s later', () => {
    const client = newSocket();
    client.start();
    last().open();
    vi.advanceTimersByTime(VXE_HEARTBEAT_MS + VXE_HEARTBEAT_TIMEOUT_MS - 1);
    expect(last().closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(VXE_RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(last().closed).toBe(false);
    client.stop();
  });

  it('reconnects 5 s after a close or an error, for as long as it is started', () => {
    const client = newSocket();
    client.start();
    for (let attempt = 1; attempt <= 8; attempt++) {
      last().fail();
      vi.advanceTimersByTime(VXE_RECONNECT_MS - 1);
      expect(sockets).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(attempt + 1);
    }
    client.stop();
  });

  it('backs off after ten failed attempts in a row, to a minute at most, and starts again at 5 s once open', () => {
    const client = newSocket();
    client.start();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 14; attempt++) {
      last().fail();
      const before = sockets.length;
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(1_000);
        waited += 1_000;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([...Array(10).fill(VXE_RECONNECT_MS), 10_000, 20_000, 40_000, 60_000]);
    last().open();
    last().fail();
    vi.advanceTimersByTime(VXE_RECONNECT_MS);
    expect(sockets).toHaveLength(16);
    client.stop();
  });

  it('sends a row as JeecgBoot’s update and passes on updates of its key only', () => {
    const onRows = vi.fn();
    const client = newSocket(onRows);
    client.start();
    // Committed while connecting: it waits for the line.
    client.send([{ id: 'r1', name: '甲' }]);
    expect(last().sent).toEqual([]);
    last().open();
    expect(last().sent).toEqual([update('p1', { id: 'r1', name: '甲' })]);

    last().receive(update('p1', { id: 'r2', qty: 3 }));
    last().receive(update('other', { id: 'r2', qty: 4 }));
    last().receive(
      JSON.stringify({
        type: 'update_vxe_table',
        data: { socketKey: 'p1', method: 'remove', args: [{ id: 'r2' }] },
      }),
    );
    last().receive(ANSWER);
    last().receive('{"type":');
    last().receive('alert(1)');
    expect(onRows.mock.calls).toEqual([[[{ id: 'r2', qty: 3 }]]]);
    client.stop();
  });

  it('stop (the last table left) closes the socket and cancels the heartbeat and a pending retry', () => {
    const client = newSocket();
    client.start();
    last().open();
    client.stop();
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(VXE_HEARTBEAT_MS * 3);
    expect(last().sent).toEqual([]);

    client.start();
    last().fail();
    client.stop();
    vi.advanceTimersByTime(VXE_RECONNECT_MS * 3);
    expect(sockets).toHaveLength(2);
  });

  it('parses with JSON.parse only and needs rows with the key', () => {
    expect(parseVxeRows('{type:"update_vxe_table"}', 'p1')).toBeUndefined();
    expect(parseVxeRows(update('p1', { id: 'a' }), 'p1')).toEqual([{ id: 'a' }]);
    expect(
      parseVxeRows(
        JSON.stringify({
          type: 'update_vxe_table',
          data: { socketKey: 'p1', method: 'update', args: [1, 'x'] },
        }),
        'p1',
      ),
    ).toBeUndefined();
  });

  it('turns a table key into a pageId the server route accepts', () => {
    expect(vxePageId('widget-gallery.root_table')).toBe('widget-gallery.root_table');
    expect(vxePageId('证书 模板/明细')).toMatch(/^[A-Za-z0-9_.-]{1,64}$/);
    const long = `${'a'.repeat(80)}.root_table`;
    expect(vxePageId(long)).toMatch(/^[A-Za-z0-9_.-]{64}$/);
    expect(vxePageId(long)).not.toBe(vxePageId(`${'a'.repeat(80)}.root_other`));
  });
});

describe('shell live tables', () => {
  const session = () => ({ userId: 'u1', token: 'tok' });
  const url = (userId: string, pageId: string) => `ws://h/vxeSocket/${userId}/${pageId}`;

  it('opens one socket per key, shares it between this tab’s tables and closes it when the last leaves', () => {
    const tables = createLiveTables({ session, url, connect });
    const first = vi.fn();
    const second = vi.fn();
    const a = tables.join('k.table', first);
    const b = tables.join('k.table', second);
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('ws://h/vxeSocket/u1/k.table');
    last().open();

    a.send([{ id: 'r1', name: '甲' }]);
    // To the server, and to the other table of this tab (the server sends nothing back to us).
    expect(last().sent).toEqual([update('k.table', { id: 'r1', name: '甲' })]);
    expect(second).toHaveBeenCalledWith([{ id: 'r1', name: '甲' }]);
    expect(first).not.toHaveBeenCalled();

    last().receive(update('k.table', { id: 'r1', name: '乙' }));
    expect(first).toHaveBeenCalledWith([{ id: 'r1', name: '乙' }]);

    a.leave();
    expect(last().closed).toBe(false);
    b.leave();
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(VXE_RECONNECT_MS * 3);
    expect(sockets).toHaveLength(1);
  });

  it('opens no socket without a signed-in user', () => {
    const tables = createLiveTables({ session: () => undefined, url, connect });
    const link = tables.join('k', vi.fn());
    link.send([{ id: 'r1' }]);
    link.leave();
    expect(sockets).toHaveLength(0);
  });
});
