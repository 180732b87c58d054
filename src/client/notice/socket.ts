/**
 * The notice socket (SPEC §4 "Realtime notice socket", §7, §9): the reconnecting socket to
 * /websocket/<userId> with the session token as its subprotocol. It sends 'HeartBeat' every 20 s,
 * reloads the notices on a 'topic' or 'user' command, the dictionaries on 'dict_changed', and after an error or a close tries again
 * 20 s later; once more than 5 errors have happened in a row it stops. A message from the server
 * (the heartbeat's answer) shows the line works and clears the count. What arrives is parsed with
 * JSON.parse only — never evaluated — and anything unparseable is ignored.
 */
import { HEARTBEAT_MS, HEARTBEAT_TEXT, MAX_SOCKET_ERRORS, RECONNECT_MS, RELOAD_COMMANDS } from './constants';
import { ReconnectingSocket, type SocketFactory } from './reconnecting-socket';
import { DICT_CHANGED_COMMAND } from '../../shared/dict/dict-changed';

/** A server push: `{cmd, msgTxt}` (JeecgBoot also sends msgId, userId). */
export interface NoticeMessage {
  cmd: string;
  msgTxt?: string;
  msgId?: string;
}

export type { SocketFactory, SocketLike } from './reconnecting-socket';

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

/** The notice line: the SPEC's 20 s heartbeat and 20 s retry, stopping after more than 5 errors in a row. */
export class NoticeSocket {
  private readonly line: ReconnectingSocket;

  constructor(options: NoticeSocketOptions) {
    this.line = new ReconnectingSocket({
      url: options.url,
      token: options.token,
      heartbeat: { everyMs: HEARTBEAT_MS, text: HEARTBEAT_TEXT },
      retryDelay: () => RECONNECT_MS,
      maxErrors: MAX_SOCKET_ERRORS,
      onMessage: (data) => {
        const message = parseNoticeMessage(data);
        if (message && RELOAD_COMMANDS.includes(message.cmd)) options.onReload(message);
        else if (message?.cmd === DICT_CHANGED_COMMAND) options.onDictChanged?.();
      },
      connect: options.connect,
    });
  }

  /** Errors in a row so far (tests and diagnostics). */
  get errorCount(): number {
    return this.line.errorCount;
  }

  /** Whether it has given up (more than MAX_SOCKET_ERRORS errors) or was stopped. */
  get isStopped(): boolean {
    return this.line.isStopped;
  }

  start(): void {
    this.line.start();
  }

  /** Logout or unmount: close the line, cancel the heartbeat and any pending retry. */
  stop(): void {
    this.line.stop();
  }
}
