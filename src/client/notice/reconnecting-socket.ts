/**
 * The client's one reconnecting WebSocket: the notice line (socket.ts) and the live-table lines
 * (vxe-socket.ts) are this socket with their own heartbeat, retry schedule and message handling.
 * It opens the URL with the session token as the subprotocol, beats while open (optionally taking
 * the line for dead when a beat goes unanswered), and after a close or an error opens again after
 * the delay its retry schedule gives, one pending retry at a time, until stopped or until more
 * errors in a row than the line allows. A socket it has replaced is detached first, so a late
 * event of the old one never touches the new one.
 */
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
/** The close code a server uses to refuse a socket (bad token, other user, foreign origin). */
const POLICY_VIOLATION = 1008;

export interface Heartbeat {
  everyMs: number;
  text: string;
  /** When set, a beat unanswered within `timeoutMs` drops the line (the answer is not a message). */
  answer?: { timeoutMs: number; matches(data: unknown): boolean };
}

export interface ReconnectingSocketOptions {
  url: string;
  token: string;
  heartbeat: Heartbeat;
  /** Delay before the next attempt; `lost` counts the attempts since the line was last open (1 on the first loss). */
  retryDelay(lost: number): number;
  /** More errors in a row than this (refusals, failed connections) and it stops; unlimited when absent. */
  maxErrors?: number;
  /** The line is open: a place to send what waited for it. */
  onOpen?(send: (text: string) => void): void;
  onMessage(data: unknown): void;
  /** Opens the socket; the browser's WebSocket by default. */
  connect?: SocketFactory;
}

const browserSocket: SocketFactory = (url, protocols) => new WebSocket(url, protocols);

/** Forgets a socket without reacting to its last events, and closes it. */
function detachSocket(socket: SocketLike | undefined): void {
  if (!socket) return;
  socket.onopen = null;
  socket.onmessage = null;
  socket.onerror = null;
  socket.onclose = null;
  try {
    socket.close();
  } catch {
    // Closing a socket that never connected may throw in some browsers; it is gone either way.
  }
}

/**
 * The retry schedule of a line the SPEC gives one delay: that delay for the first `steadyAttempts`
 * attempts after a loss, then doubling up to `maxMs`, so a server that stays down is not called
 * by every open tab every few seconds for ever. Back on the first delay once the line opens.
 */
export function backoff(delayMs: number, steadyAttempts: number, maxMs: number): (lost: number) => number {
  return (lost) =>
    lost <= steadyAttempts ? delayMs : Math.min(maxMs, delayMs * 2 ** Math.min(lost - steadyAttempts, 30));
}

export class ReconnectingSocket {
  private socket: SocketLike | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private answerDue: ReturnType<typeof setTimeout> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private errors = 0;
  private lost = 0;
  private stopped = true;
  private readonly connect: SocketFactory;

  constructor(private readonly options: ReconnectingSocketOptions) {
    this.connect = options.connect ?? browserSocket;
  }

  /** Errors in a row so far (tests and diagnostics). */
  get errorCount(): number {
    return this.errors;
  }

  /** Whether it has given up (more errors than allowed) or was stopped. */
  get isStopped(): boolean {
    return this.stopped;
  }

  /** Whether a message sent now goes out. */
  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.errors = 0;
    this.lost = 0;
    this.open();
  }

  /** Close the line, cancel the heartbeat and any pending retry. */
  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.drop();
  }

  /** Sends when open; false when the line is down (the caller decides whether the text waits). */
  send(text: string): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(text);
    return true;
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
      this.lost = 0;
      this.clearHeartbeat();
      this.heartbeat = setInterval(() => this.beat(socket), this.options.heartbeat.everyMs);
      this.options.onOpen?.((text) => socket.send(text));
    };
    socket.onmessage = (event) => {
      // Any word from the server shows the line works.
      this.errors = 0;
      const answer = this.options.heartbeat.answer;
      if (answer?.matches(event.data)) {
        this.clearAnswerDue();
        return;
      }
      this.options.onMessage(event.data);
    };
    socket.onerror = () => {
      if (this.socket !== socket) return;
      const first = !counted;
      counted = true;
      this.failed(first);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      // Closed before it opened, or refused: an error; a close after it worked is not.
      if (!counted && (!opened || event.code === POLICY_VIOLATION)) {
        counted = true;
        this.failed(true);
      } else this.retryLater();
    };
  }

  private beat(socket: SocketLike): void {
    if (socket.readyState !== OPEN) return;
    socket.send(this.options.heartbeat.text);
    const answer = this.options.heartbeat.answer;
    // One answer awaited at a time: an unanswered beat already counts down.
    if (answer && this.answerDue === undefined)
      this.answerDue = setTimeout(() => {
        this.answerDue = undefined;
        this.retryLater();
      }, answer.timeoutMs);
  }

  private failed(count: boolean): void {
    if (count) this.errors += 1;
    if (this.options.maxErrors !== undefined && this.errors > this.options.maxErrors) {
      this.stop();
      return;
    }
    this.retryLater();
  }

  /** The line is gone (closed, failed or silent): drop it now and open again after the schedule's delay. */
  private retryLater(): void {
    this.drop();
    // One pending retry at a time (JeecgBoot's lockReconnect).
    if (this.stopped || this.retry !== undefined) return;
    this.lost += 1;
    this.retry = setTimeout(() => this.open(), this.options.retryDelay(this.lost));
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
