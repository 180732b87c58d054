import { describe, expect, it } from 'vitest';
import { trackProblem, type TrackPoint } from './slider-track';

const drag = (width: number, steps = 20, stepMs = 30): TrackPoint[] =>
  Array.from({ length: steps + 1 }, (_, i) => ({ x: (width * i) / steps, t: i * stepMs }));

describe('slider track plausibility', () => {
  it('accepts a drag from the start to the end that takes time', () => {
    expect(trackProblem(drag(1000), 1000)).toBeNull();
  });

  it.each([
    ['too few points', [{ x: 0, t: 0 }, { x: 1000, t: 500 }], 'shape'],
    ['a point that is not a number', [...drag(1000).slice(0, 5), { x: Number.NaN, t: 200 }], 'shape'],
    ['a point beyond the track', drag(1000).map((p) => ({ x: p.x * 2, t: p.t })), 'bounds'],
    ['time going backwards', drag(1000).map((p, i) => ({ x: p.x, t: 1000 - i })), 'time'],
    ['a start in the middle', drag(1000).slice(10), 'start'],
    ['an end before full width', drag(1000).slice(0, 15), 'end'],
    ['no time at all', drag(1000).map((p) => ({ x: p.x, t: 7 })), 'instant'],
    ['a jump of 100 ms', drag(1000, 20, 5), 'instant'],
  ] as const)('refuses %s', (_what, track, problem) => {
    expect(trackProblem(track, 1000)).toBe(problem);
  });
});
