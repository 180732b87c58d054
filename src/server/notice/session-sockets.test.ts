import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import type { SessionUser } from '../auth/session-user';
import { CLOSE_REASON, POLICY_VIOLATION, SESSION_RECHECK_MS } from './socket-limits';

import { SessionSockets, type SessionLookUp } from './session-sockets';

/** The session state the sockets ask: each test says what it answers. */
const sessionUserOf = vi.fn<SessionLookUp>();

class FakeSocket extends EventEmitter {
  readyState = 1;
  readonly closes: Array<[number, string]> = [];
  close(code: number, reason: string): void {
    this.closes.push([code, reason]);
    this.readyState = 2;
  }
}

const user = { id: 'u1', tokenId: 't1' } as SessionUser;

function guarded() {
  const socket = new FakeSocket();
  const sockets = new SessionSockets(sessionUserOf);
  return { socket, sockets, guard: sockets.guard(socket as unknown as WebSocket, user, 'token') };
}

describe('SessionSockets', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionUserOf.mockReset();
  });

  it('answers heartbeats without asking for the session until SESSION_RECHECK_MS has passed', async () => {
    vi.useFakeTimers();
    const { socket, guard } = guarded();
    for (let i = 0; i < 10; i += 1) expect(await guard.heartbeat()).toBe(true);
    expect(sessionUserOf).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + SESSION_RECHECK_MS);
    sessionUserOf.mockResolvedValue(null);
    expect(await guard.heartbeat()).toBe(false);
    expect(sessionUserOf).toHaveBeenCalledTimes(1);
    expect(socket.closes).toEqual([[POLICY_VIOLATION, CLOSE_REASON.sessionEnded]]);
  });

  it('closes a revoked session’s sockets without asking, re-checks a changed user’s, defers a change of everyone', async () => {
    const { socket, sockets, guard } = guarded();
    sessionUserOf.mockResolvedValue(user);
    sockets.invalidated({ userId: 'u1' });
    expect(sessionUserOf).toHaveBeenCalledTimes(1);
    // A change of everyone while that check runs still makes the next heartbeat check again.
    sockets.invalidated({});
    expect(await guard.heartbeat()).toBe(true);
    expect(socket.closes).toEqual([]);
    expect(sessionUserOf).toHaveBeenCalledTimes(1);
    // The heartbeat after it does check.
    expect(await guard.heartbeat()).toBe(true);
    expect(sessionUserOf).toHaveBeenCalledTimes(2);
    // A user change while a check runs is checked again after it (that check may predate it).
    sessionUserOf.mockResolvedValueOnce(user).mockResolvedValueOnce(null);
    sockets.invalidated({});
    const running = guard.heartbeat();
    sockets.invalidated({ userId: 'u1' });
    expect(await running).toBe(true);
    await vi.waitFor(() => expect(socket.closes).toEqual([[POLICY_VIOLATION, CLOSE_REASON.sessionEnded]]));
    expect(sessionUserOf).toHaveBeenCalledTimes(4);
  });

  it('closes only the revoked session’s sockets', () => {
    const { socket, sockets } = guarded();
    sockets.invalidated({ tokenId: 'other' });
    expect(socket.closes).toEqual([]);
    sockets.invalidated({ tokenId: 't1' });
    expect(socket.closes).toEqual([[POLICY_VIOLATION, CLOSE_REASON.sessionEnded]]);
  });

  it('closes a socket past its frame budget', () => {
    const { socket, guard } = guarded();
    let admitted = 0;
    while (guard.admit()) admitted += 1;
    expect(admitted).toBeGreaterThan(0);
    expect(socket.closes).toEqual([[POLICY_VIOLATION, CLOSE_REASON.tooManyFrames]]);
  });
});
