/**
 * The sessions behind this instance's open sockets. Each socket is guarded by a SocketGuard: its
 * frame budget (frame-budget.ts) and its session, re-checked by a heartbeat at most once per
 * SESSION_RECHECK_MS, so heartbeats cost no query in between. Revocations do not wait for a
 * heartbeat: every invalidation this instance applies (session-invalidation.ts, its own and, through
 * Redis, every other instance's) reaches SessionSockets, which closes a revoked session's sockets
 * at once and re-checks the sockets of a user whose account changed (a freeze, a password change).
 */
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { sessionUserOf } from '../auth/authenticate';
import { onSessionInvalidation, type SessionInvalidation } from '../auth/session-invalidation';
import type { SessionUser } from '../auth/session-user';
import { FrameBudget } from './frame-budget';
import { CLOSE_REASON, POLICY_VIOLATION, SESSION_RECHECK_MS } from './socket-limits';

/** The session a token belongs to now, or null once it ended (sessionUserOf, for an app). */
export type SessionLookUp = (token: string) => Promise<SessionUser | null>;

const OPEN = 1;

export class SocketGuard {
  private readonly budget = new FrameBudget();
  /** When the session was last found alive (the upgrade itself checked it). */
  private checkedAt = Date.now();
  private checking: Promise<boolean> | null = null;
  /** Set by checkSoon: the next heartbeat checks, even if a check already running started earlier. */
  private stale = false;

  constructor(
    private readonly lookUp: SessionLookUp,
    readonly socket: WebSocket,
    readonly user: SessionUser,
    private readonly token: string,
  ) {}

  get isOpen(): boolean {
    return this.socket.readyState === OPEN;
  }

  /** Spends one frame of the budget; a socket past it is closed and its frame dropped. */
  admit(): boolean {
    if (!this.isOpen) return false;
    if (this.budget.take()) return true;
    this.socket.close(POLICY_VIOLATION, CLOSE_REASON.tooManyFrames);
    return false;
  }

  /** A heartbeat: alive without a query unless the last check is SESSION_RECHECK_MS old. */
  async heartbeat(): Promise<boolean> {
    if (this.checking) return this.checking;
    if (!this.stale && Date.now() - this.checkedAt < SESSION_RECHECK_MS) return this.isOpen;
    return this.recheck();
  }

  /** Asks the shared session state again (one check at a time); closes the socket when it ended. */
  recheck(): Promise<boolean> {
    if (!this.isOpen) return Promise.resolve(false);
    if (this.checking) {
      // The check already running may have read the state before this change: one more after it.
      this.stale = true;
      return this.checking.then(() => (this.stale ? this.recheck() : this.isOpen));
    }
    this.stale = false;
    const startedAt = Date.now();
    this.checking = this.lookUp(this.token)
      .catch(() => null)
      .then((user) => {
        this.checking = null;
        if (user && user.id === this.user.id) {
          this.checkedAt = startedAt;
          return this.isOpen;
        }
        this.end();
        return false;
      });
    return this.checking;
  }

  /** The next heartbeat checks the session (the user's grants or account may have changed). */
  checkSoon(): void {
    this.stale = true;
  }

  end(): void {
    if (this.socket.readyState <= OPEN) this.socket.close(POLICY_VIOLATION, CLOSE_REASON.sessionEnded);
  }
}

/** This instance's guarded sockets, by session and by user. */
export class SessionSockets {
  private readonly byToken = new Map<string, Set<SocketGuard>>();
  private readonly byUser = new Map<string, Set<SocketGuard>>();

  constructor(private readonly lookUp: SessionLookUp) {}

  /** Guards a socket just opened by `user` with `token`, until it closes. */
  guard(socket: WebSocket, user: SessionUser, token: string): SocketGuard {
    const guard = new SocketGuard(this.lookUp, socket, user, token);
    add(this.byToken, user.tokenId, guard);
    add(this.byUser, user.id, guard);
    socket.once('close', () => {
      remove(this.byToken, user.tokenId, guard);
      remove(this.byUser, user.id, guard);
    });
    return guard;
  }

  invalidated(change: SessionInvalidation): void {
    if (change.tokenId !== undefined) {
      // Only a revocation names one session: its sockets close without asking anyone.
      for (const guard of [...(this.byToken.get(change.tokenId) ?? [])]) guard.end();
    } else if (change.userId !== undefined) {
      // A freeze or a password change, or just an edit of the account: the session state decides.
      for (const guard of [...(this.byUser.get(change.userId) ?? [])]) void guard.recheck();
    } else {
      // Grants of anyone changed (never a revocation): each socket checks at its next heartbeat,
      // rather than every socket of the instance querying at once.
      for (const set of this.byUser.values()) for (const guard of set) guard.checkSoon();
    }
  }

  get size(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }
}

/** Makes the app's SessionSockets and has it hear every invalidation until the app closes. */
export function registerSessionSockets(app: FastifyInstance): SessionSockets {
  const sockets = new SessionSockets((token) => sessionUserOf(app, token));
  const stop = onSessionInvalidation(app, (change) => sockets.invalidated(change));
  app.addHook('onClose', async () => stop());
  return sockets;
}

function add(map: Map<string, Set<SocketGuard>>, key: string, guard: SocketGuard): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(guard);
}

function remove(map: Map<string, Set<SocketGuard>>, key: string, guard: SocketGuard): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(guard);
  if (set.size === 0) map.delete(key);
}
