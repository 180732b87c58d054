/**
 * Whether a drag track looks like a person dragging the slider: a plausibility check,
 * not proof. The server decides with it (modules/account/slider-routes.ts); the widget's own
 * tracks are tested against it. Points are `{ x, t }`: x in the challenge's units (0 … width), t in milliseconds from
 * any origin. The widget records one point per pointer move or key press (keyboard moves are
 * animated and eased, so they take time and bend like a hand's drag).
 *
 * Two kinds of evidence: the track's own shape (trackProblem) and the server's clock
 * (timingProblem): the drag cannot have taken longer than its challenge has existed, and the
 * challenge must have existed for at least a human drag's time, so a script pays real time per try.
 */
export interface TrackPoint {
  x: number;
  t: number;
}

/** Fewer milliseconds than this from first to last point (or from challenge to verify) is a jump, not a drag. */
export const MIN_DRAG_MS = 300;
export const MAX_DRAG_MS = 60_000;
export const MIN_POINTS = 3;
export const MAX_POINTS = 1_000;
/** The track must start within this share of the width and end within it of the full width. */
const EDGE_SHARE = 0.05;
/**
 * A hand speeds up and slows down, so its track bends away from the straight line between its
 * ends; a track that never leaves that line by this share of the width was computed, not dragged.
 */
export const MIN_BEND_SHARE = 0.03;
/** Rounding of the client's timestamps and the server's clock: the drag may claim this much more. */
export const CLOCK_SLACK_MS = 1_000;

export type TrackProblem = 'shape' | 'bounds' | 'time' | 'start' | 'end' | 'instant' | 'straight';
export type TimingProblem = 'instant' | 'clock';

/** The largest distance of a point from the straight line through the first and last point, in x units. */
function largestBend(track: readonly TrackPoint[]): number {
  const first = track[0]!;
  const last = track[track.length - 1]!;
  const duration = last.t - first.t;
  let largest = 0;
  for (const point of track) {
    const onLine = first.x + ((last.x - first.x) * (point.t - first.t)) / duration;
    largest = Math.max(largest, Math.abs(point.x - onLine));
  }
  return largest;
}

/** The first reason to refuse the track, or null when it passes. */
export function trackProblem(track: readonly TrackPoint[], width: number): TrackProblem | null {
  if (track.length < MIN_POINTS || track.length > MAX_POINTS) return 'shape';
  const edge = width * EDGE_SHARE;
  let previous: TrackPoint | null = null;
  for (const point of track) {
    if (!Number.isFinite(point.x) || !Number.isFinite(point.t)) return 'shape';
    if (point.x < -edge || point.x > width + edge) return 'bounds';
    if (previous && point.t < previous.t) return 'time';
    previous = point;
  }
  const first = track[0]!;
  const last = track[track.length - 1]!;
  if (first.x > edge) return 'start';
  if (last.x < width - edge) return 'end';
  const duration = last.t - first.t;
  if (duration < MIN_DRAG_MS || duration > MAX_DRAG_MS) return 'instant';
  if (largestBend(track) < width * MIN_BEND_SHARE) return 'straight';
  return null;
}

/**
 * The track against the server's clock: `elapsedMs` from the challenge's issue to its verify.
 * Null when the drag fits in that time and that time is long enough for a drag.
 */
export function timingProblem(track: readonly TrackPoint[], elapsedMs: number): TimingProblem | null {
  if (elapsedMs < MIN_DRAG_MS) return 'instant';
  const duration = track[track.length - 1]!.t - track[0]!.t;
  if (duration > elapsedMs + CLOCK_SLACK_MS) return 'clock';
  return null;
}
