/**
 * What one socket (/websocket and /vxeSocket alike) may cost the server, in one place. A well-
 * behaved client sends a heartbeat every 10–20 s and a table update per committed row (at most 50
 * queued rows at once after a reconnect), far inside these budgets; a socket past them is closed.
 */

/** Frames a socket may send at once (a burst: the queued rows flushed after a reconnect)… */
export const FRAME_BURST = 100;
/** …and per second after that (the budget refills at this rate, up to FRAME_BURST). */
export const FRAMES_PER_SECOND = 20;

/**
 * A heartbeat re-checks the session behind its socket at most this often. Between checks a
 * heartbeat costs no query: revocations (logout, freeze, password change) close the socket at once
 * through the invalidation broadcast (session-invalidation.ts), on every instance.
 */
export const SESSION_RECHECK_MS = 60_000;

/** RFC 6455 "policy violation": every close the server decides on carries it, with a reason below. */
export const POLICY_VIOLATION = 1008;

/** Close reasons (short ASCII: a close reason is at most 123 bytes). */
export const CLOSE_REASON = {
  /** The session behind the socket ended (logout, freeze, password change, expiry). */
  sessionEnded: 'session ended',
  /** More frames than FRAME_BURST / FRAMES_PER_SECOND allow. */
  tooManyFrames: 'too many frames',
} as const;
