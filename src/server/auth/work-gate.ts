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

/** The caller gave the work up (its client went away) while it waited: it was never started. */
export class WorkAbandonedError extends Error {
  constructor() {
    super('work abandoned while queued');
    this.name = 'WorkAbandonedError';
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

  /**
   * Runs `task` once a slot is free. When `signal` aborts while the task still waits, it leaves the
   * queue without running (WorkAbandonedError): a login whose client hung up costs no hashing and
   * holds no place in front of clients still waiting. A task already running is not interrupted.
   */
  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw new WorkAbandonedError();
    if (this.active >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) throw new GateFullError(this.maxWaiting);
      await this.queue(signal);
    } else this.active++;
    // The slot is handed over, not released and retaken: a waiter woken by release() already owns it.
    this.peakActive = Math.max(this.peakActive, this.active);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private queue(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const admit = (): void => {
        signal?.removeEventListener('abort', abandon);
        resolve();
      };
      const abandon = (): void => {
        const at = this.waiting.indexOf(admit);
        if (at === -1) return;
        this.waiting.splice(at, 1);
        reject(new WorkAbandonedError());
      };
      this.waiting.push(admit);
      signal?.addEventListener('abort', abandon, { once: true });
    });
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
