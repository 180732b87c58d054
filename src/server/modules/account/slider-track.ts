/**
 * Whether a drag track looks like a person dragging the slider (issue 7): a plausibility check,
 * not proof. Points are `{ x, t }`: x in the challenge's units (0 … width), t in milliseconds from
 * any origin. The widget records one point per pointer move or key press (keyboard moves are
 * animated, so they take time too).
 */
export interface TrackPoint {
  x: number;
  t: number;
}

/** Fewer milliseconds from first to last point than this is a jump, not a drag. */
export const MIN_DRAG_MS = 150;
export const MAX_DRAG_MS = 60_000;
export const MIN_POINTS = 3;
export const MAX_POINTS = 1_000;
/** The track must start within this share of the width and end within it of the full width. */
const EDGE_SHARE = 0.05;

export type TrackProblem = 'shape' | 'bounds' | 'time' | 'start' | 'end' | 'instant';

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
  return null;
}
