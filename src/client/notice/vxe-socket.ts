/**
 * The live table socket (SPEC §7): the reconnecting socket to /vxeSocket/<userId>/<pageId>
 * with the session token as its subprotocol. Once open it sends `{"type":"heart_beat"}` every 10 s; when
 * no heart_beat answer arrives within 6 s the line is taken for dead: it closes and reconnects 5 s
 * later, as after any close or error, for as long as it is started (backing off after ten failed
 * attempts in a row). A committed row goes out as
 * JeecgBoot's `{type: 'update_vxe_table', data: {socketKey, method: 'update', args: [row]}}`; the
 * server relays it to the page's other sockets, never back. What arrives is parsed with JSON.parse
 * only and anything that is not an update of this key is ignored.
 */
import { VXE_HEARTBEAT_MS, VXE_HEARTBEAT_TIMEOUT_MS, VXE_RECONNECT_MS } from './constants';
import { backoff, ReconnectingSocket, type SocketFactory } from './reconnecting-socket';

type Rows = Record<string, unknown>[];

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
  if (!body || body.socketKey !== socketKey || body.method !== 'update' || !Array.isArray(body.args))
    return undefined;
  const rows = body.args.map(asObject).filter((row): row is Record<string, unknown> => row !== undefined);
  return rows.length ? rows : undefined;
}

function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
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

/**
 * The SPEC's 5 s for the first ten attempts after a loss (under a minute of a server restart), then
 * doubling to a minute while it stays down: a table stays joined for as long as its page is open.
 */
const VXE_RETRY = backoff(VXE_RECONNECT_MS, 10, 60_000);

/** The live-table line of one table key. */
export class VxeTableSocket {
  private readonly line: ReconnectingSocket;
  private queue: string[] = [];

  constructor(private readonly options: VxeTableSocketOptions) {
    this.line = new ReconnectingSocket({
      url: options.url,
      token: options.token,
      heartbeat: {
        everyMs: VXE_HEARTBEAT_MS,
        text: VXE_HEARTBEAT_TEXT,
        answer: { timeoutMs: VXE_HEARTBEAT_TIMEOUT_MS, matches: isHeartbeatAnswer },
      },
      retryDelay: VXE_RETRY,
      onOpen: (send) => {
        const waiting = this.queue;
        this.queue = [];
        for (const text of waiting) send(text);
      },
      onMessage: (data) => {
        const rows = parseVxeRows(data, this.options.socketKey);
        if (rows) this.options.onRows(rows);
      },
      connect: options.connect,
    });
  }

  start(): void {
    this.line.start();
  }

  /** The last table left: close the line, cancel the heartbeat and any pending retry. */
  stop(): void {
    this.queue = [];
    this.line.stop();
  }

  /** Sends each row as one update (JeecgBoot's shape); while the line is down they wait for it. */
  send(rows: Rows): void {
    for (const row of rows) {
      const text = JSON.stringify({
        type: UPDATE_TYPE,
        data: { socketKey: this.options.socketKey, method: 'update', args: [row] },
      });
      if (!this.line.send(text) && !this.line.isStopped)
        this.queue = [...this.queue, text].slice(-MAX_QUEUED);
    }
  }
}
