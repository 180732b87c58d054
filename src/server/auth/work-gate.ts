/**
 * A counting semaphore: at most `limit` tasks run at once, the rest wait in arrival order. Used
 * around Argon2 (passwords.ts) so a flood of guesses queues here instead of filling the thread pool
 * every other request (file reads, DNS, other logins' hashing) shares.
 */
/** The gate's queue is full: the work was not started (answer "busy, try again"). */
export class GateFullError extends Error {
  constructor(readonly maxWaiting: number) {
    super(`work queue full (${maxWaiting} waiting)`);
    this.name = 'GateFullError';
  }
}

export class WorkGate {
  private active = 0;
  private peakActive = 0;
  private readonly waiting: Array<() => void> = [];

  /**
   * `maxWaiting`: how many tasks may queue behind the running ones; one more is refused at once
   * (GateFullError) instead of waiting behind a backlog its caller would give up on.
   */
  constructor(
    readonly limit: number,
    readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error('WorkGate limit must be a positive integer');
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) throw new GateFullError(this.maxWaiting);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.active++;
    // The slot is handed over, not released and retaken: a waiter woken by release() already owns it.
    this.peakActive = Math.max(this.peakActive, this.active);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }

  /** Running and queued tasks, and the most that ever ran at once (for tests and diagnostics). */
  stats(): { active: number; waiting: number; peak: number } {
    return { active: this.active, waiting: this.waiting.length, peak: this.peakActive };
  }
}
