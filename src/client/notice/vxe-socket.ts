/**
 * The live table socket (SPEC §7, issue 11): one WebSocket to /vxeSocket/<userId>/<pageId> with
 * the session token as its subprotocol. Once open it sends `{"type":"heart_beat"}` every 10 s; when
 * no heart_beat answer arrives within 6 s the line is taken for dead: it closes and reconnects 5 s
 * later, as after any close or error, for as long as it is started. A committed row goes out as
 * JeecgBoot's `{type: 'update_vxe_table', data: {socketKey, method: 'update', args: [row]}}`; the
 * server relays it to the page's other sockets, never back. What arrives is parsed with JSON.parse
 * only and anything that is not an update of this key is ignored.
 */
import { VXE_HEARTBEAT_MS, VXE_HEARTBEAT_TIMEOUT_MS, VXE_RECONNECT_MS } from './constants';
import type { SocketFactory, SocketLike } from './socket';
import { detachSocket } from './detach-socket';

type Rows = Record<string, unknown>[];

const OPEN = 1;
export const VXE_HEARTBEAT_TEXT = JSON.stringify({ type: 'heart_beat' });
const UPDATE_TYPE = 'update_vxe_table';
/** Rows committed while the line is down wait for it, up to this many messages (older ones first out). */
const MAX_QUEUED = 50;
/** The server's pageId: `^[A-Za-z0-9_.-]+$`, at most 64 characters (websocket-routes.ts). */
const PAGE_ID_MAX = 64;

/** FNV-1a of a string as 8 hex digits: a short, stable tag for a key too long for the route. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * A table key as the route's pageId: other characters become '_', and a long key keeps its start
 * and a hash of the whole. Two keys that meet on one pageId stay apart: messages carry the key.
 */
export function vxePageId(key: string): string {
  const safe = key.replace(/[^A-Za-z0-9_.-]/g, '_') || '_';
  if (safe.length <= PAGE_ID_MAX) return safe;
  return `${safe.slice(0, PAGE_ID_MAX - 9)}.${shortHash(key)}`;
}

/** The rows of a relayed update of `socketKey`, or undefined for anything else. */
export function parseVxeRows(data: unknown, socketKey: string): Rows | undefined {
  if (typeof data !== 'string') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return undefined;
  }
  const message = asObject(parsed);
  if (message?.type !== UPDATE_TYPE) return undefined;
  const body = asObject(message.data);
  if (!body || body.socketKey !== socketKey || body.method !== 'update' || !Array.isArray(body.args)) return undefined;
  const rows = body.args.map(asObject).filter((row): row is Record<string, unknown> => row !== undefined);
  return rows.length ? rows : undefined;
}

function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function isHeartbeatAnswer(data: unknown): boolean {
  if (typeof data !== 'string') return false;
  try {
    return asObject(JSON.parse(data))?.type === 'heart_beat';
  } catch {
    return false;
  }
}

export interface VxeTableSocketOptions {
  url: string;
  token: string;
  /** The table's key: sent with each update and required of each one received. */
  socketKey: string;
  /** Rows another client committed. */
  onRows(rows: Rows): void;
  /** Opens the socket; the browser's WebSocket by default. */
  connect?: SocketFactory;
}

const browserSocket: SocketFactory = (url, protocols) => new WebSocket(url, protocols);

export class VxeTableSocket {
  private socket: SocketLike | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private answerDue: ReturnType<typeof setTimeout> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private queue: string[] = [];
  private stopped = true;
  private readonly connect: SocketFactory;

  constructor(private readonly options: VxeTableSocketOptions) {
    this.connect = options.connect ?? browserSocket;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.open();
  }

  /** The last table left: close the line, cancel the heartbeat and any pending retry. */
  stop(): void {
    this.stopped = true;
    this.queue = [];
    this.clearTimers();
    this.drop();
  }

  /** Sends each row as one update (JeecgBoot's shape); while the line is down they wait for it. */
  send(rows: Rows): void {
    for (const row of rows) {
      const text = JSON.stringify({ type: UPDATE_TYPE, data: { socketKey: this.options.socketKey, method: 'update', args: [row] } });
      if (this.socket?.readyState === OPEN) this.socket.send(text);
      else if (!this.stopped) this.queue = [...this.queue, text].slice(-MAX_QUEUED);
    }
  }

  private open(): void {
    this.retry = undefined;
    if (this.stopped) return;
    let socket: SocketLike;
    try {
      socket = this.connect(this.options.url, [this.options.token]);
    } catch {
      // A malformed URL or a refused subprotocol throws synchronously: try again later.
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.clearHeartbeat();
      this.heartbeat = setInterval(() => this.beat(socket), VXE_HEARTBEAT_MS);
      const waiting = this.queue;
      this.queue = [];
      for (const text of waiting) socket.send(text);
    };
    socket.onmessage = (event) => {
      if (isHeartbeatAnswer(event.data)) {
        this.clearAnswerDue();
        return;
      }
      const rows = parseVxeRows(event.data, this.options.socketKey);
      if (rows) this.options.onRows(rows);
    };
    socket.onerror = () => {
      if (this.socket === socket) this.lost();
    };
    socket.onclose = () => {
      if (this.socket === socket) this.lost();
    };
  }

  private beat(socket: SocketLike): void {
    if (socket.readyState !== OPEN) return;
    socket.send(VXE_HEARTBEAT_TEXT);
    // One answer awaited at a time: an unanswered beat already counts down.
    if (this.answerDue === undefined) this.answerDue = setTimeout(() => this.lost(), VXE_HEARTBEAT_TIMEOUT_MS);
  }

  /** The line is gone (closed, failed, or silent): drop it and try again later. */
  private lost(): void {
    this.drop();
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.stopped || this.retry !== undefined) return;
    this.retry = setTimeout(() => this.open(), VXE_RECONNECT_MS);
  }

  /** Forget the current socket without reacting to its last events, and close it. */
  private drop(): void {
    const socket = this.socket;
    this.socket = undefined;
    this.clearHeartbeat();
    detachSocket(socket);
  }

  private clearAnswerDue(): void {
    if (this.answerDue !== undefined) clearTimeout(this.answerDue);
    this.answerDue = undefined;
  }

  private clearHeartbeat(): void {
    if (this.heartbeat !== undefined) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    this.clearAnswerDue();
  }

  private clearTimers(): void {
    this.clearHeartbeat();
    if (this.retry !== undefined) clearTimeout(this.retry);
    this.retry = undefined;
  }
}
