/**
 * A token bucket of frames for one socket: FRAME_BURST at once, refilled at FRAMES_PER_SECOND.
 * Counting is all it does (no timer): the socket asks it per frame and closes itself when refused.
 */
import { FRAME_BURST, FRAMES_PER_SECOND } from './socket-limits';

export class FrameBudget {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly burst = FRAME_BURST,
    private readonly perSecond = FRAMES_PER_SECOND,
    now = Date.now(),
  ) {
    this.tokens = burst;
    this.updatedAt = now;
  }

  /** Spends one frame; false when the socket is past its budget. */
  take(now = Date.now()): boolean {
    const elapsed = Math.max(0, now - this.updatedAt);
    this.tokens = Math.min(this.burst, this.tokens + (elapsed * this.perSecond) / 1000);
    this.updatedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
