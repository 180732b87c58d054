/**
 * Requests and 5xx answers per minute, the last 15 minutes, counted in memory by this process
 * (each instance reports its own). Old minutes are dropped as new ones start.
 */
export const WINDOW_MINUTES = 15;
const MINUTE = 60_000;

export class RequestCounter {
  private readonly buckets = new Map<number, { count: number; errors: number }>();

  record(statusCode: number, now = Date.now()): void {
    const minute = Math.floor(now / MINUTE);
    let b = this.buckets.get(minute);
    if (!b) {
      b = { count: 0, errors: 0 };
      this.buckets.set(minute, b);
      for (const key of this.buckets.keys()) if (key <= minute - WINDOW_MINUTES) this.buckets.delete(key);
    }
    b.count += 1;
    if (statusCode >= 500) b.errors += 1;
  }

  /** The window ending with the current minute, oldest first; labels HH:mm in server local time. */
  window(now = Date.now()): { minutes: string[]; counts: number[]; errors: number[] } {
    const current = Math.floor(now / MINUTE);
    const out = { minutes: [] as string[], counts: [] as number[], errors: [] as number[] };
    for (let minute = current - WINDOW_MINUTES + 1; minute <= current; minute++) {
      const at = new Date(minute * MINUTE);
      out.minutes.push(
        `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`,
      );
      out.counts.push(this.buckets.get(minute)?.count ?? 0);
      out.errors.push(this.buckets.get(minute)?.errors ?? 0);
    }
    return out;
  }
}
