/**
 * The notice socket (SPEC §4 "Realtime notice socket", §7, §9): one WebSocket to
 * /websocket/<userId> with the session token as its subprotocol. It sends 'HeartBeat' every 20 s,
 * reloads the notices on a 'topic' or 'user' command, the dictionaries on 'dict_changed', and after an error or a close tries again
 * 20 s later; once more than 5 errors have happened in a row it stops. A message from the server
 * (the heartbeat's answer) shows the line works and clears the count. What arrives is parsed with
 * JSON.parse only — never evaluated — and anything unparseable is ignored.
 */
import { HEARTBEAT_MS, HEARTBEAT_TEXT, MAX_SOCKET_ERRORS, RECONNECT_MS, RELOAD_COMMANDS } from './constants';
import { detachSocket } from './detach-socket';
import { DICT_CHANGED_COMMAND } from '../../shared/dict/dict-changed';

/** A server push: `{cmd, msgTxt}` (JeecgBoot also sends msgId, userId). */
export interface NoticeMessage {
  cmd: string;
  msgTxt?: string;
  msgId?: string;
}

/** What the client needs of a WebSocket (the browser's, or a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string, protocols: string[]) => SocketLike;

const OPEN = 1;
/** The close code a server uses to refuse a socket. */
const POLICY_VIOLATION = 1008;

export interface NoticeSocketOptions {
  url: string;
  token: string;
  /** A 'topic' or 'user' command arrived. */
  onReload(message: NoticeMessage): void;
  /** The server's dictionaries changed ('dict_changed'). */
  onDictChanged?(): void;
  /** Opens the socket; the browser's WebSocket by default. */
  connect?: SocketFactory;
}

/** A server message we act on, or undefined for anything else (never thrown, never evaluated). */
export function parseNoticeMessage(data: unknown): NoticeMessage | undefined {
  if (typeof data !== 'string') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const { cmd, msgTxt, msgId } = parsed as Record<string, unknown>;
  if (typeof cmd !== 'string') return undefined;
  return {
    cmd,
    msgTxt: typeof msgTxt === 'string' ? msgTxt : undefined,
    msgId: typeof msgId === 'string' ? msgId : undefined,
  };
}

const browserSocket: SocketFactory = (url, protocols) => new WebSocket(url, protocols);

export class NoticeSocket {
  private socket: SocketLike | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private errors = 0;
  private stopped = true;
  private readonly connect: SocketFactory;

  constructor(private readonly options: NoticeSocketOptions) {
    this.connect = options.connect ?? browserSocket;
  }

  /** Errors in a row so far (tests and diagnostics). */
  get errorCount(): number {
    return this.errors;
  }

  /** Whether it has given up (more than MAX_SOCKET_ERRORS errors) or was stopped. */
  get isStopped(): boolean {
    return this.stopped;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.errors = 0;
    this.open();
  }

  /** Logout or unmount: close the line, cancel the heartbeat and any pending retry. */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.drop();
  }

  private open(): void {
    this.retry = undefined;
    if (this.stopped) return;
    let socket: SocketLike;
    try {
      socket = this.connect(this.options.url, [this.options.token]);
    } catch {
      // A malformed URL or a refused subprotocol throws synchronously: an error like any other.
      this.failed(true);
      return;
    }
    this.socket = socket;
    // One error per connection: a failed attempt fires error and then close.
    let counted = false;
    let opened = false;
    socket.onopen = () => {
      opened = true;
      this.clearHeartbeat();
      this.heartbeat = setInterval(() => {
        if (socket.readyState === OPEN) socket.send(HEARTBEAT_TEXT);
      }, HEARTBEAT_MS);
    };
    socket.onmessage = (event) => {
      this.errors = 0;
      const message = parseNoticeMessage(event.data);
      if (message && RELOAD_COMMANDS.includes(message.cmd)) this.options.onReload(message);
      else if (message?.cmd === DICT_CHANGED_COMMAND) this.options.onDictChanged?.();
    };
    socket.onerror = () => {
      if (this.socket !== socket) return;
      const first = !counted;
      counted = true;
      this.failed(first);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.clearHeartbeat();
      // Closed before it opened, or refused (1008: bad token, other user, foreign origin): an error.
      if (!counted && (!opened || event.code === POLICY_VIOLATION)) {
        counted = true;
        this.failed(true);
      } else this.scheduleRetry();
    };
  }

  private failed(count: boolean): void {
    if (count) this.errors += 1;
    if (this.errors > MAX_SOCKET_ERRORS) {
      this.stop();
      return;
    }
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    // One pending retry at a time (JeecgBoot's lockReconnect).
    if (this.stopped || this.retry !== undefined) return;
    this.retry = setTimeout(() => {
      this.drop();
      this.open();
    }, RECONNECT_MS);
  }

  /** Forget the current socket without reacting to its last events. */
  private drop(): void {
    const socket = this.socket;
    this.socket = undefined;
    this.clearHeartbeat();
    detachSocket(socket);
  }

  private clearHeartbeat(): void {
    if (this.heartbeat !== undefined) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private clearTimers(): void {
    this.clearHeartbeat();
    if (this.retry !== undefined) clearTimeout(this.retry);
    this.retry = undefined;
  }
}
