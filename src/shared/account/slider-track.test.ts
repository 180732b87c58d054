import { describe, expect, it } from 'vitest';
import { timingProblem, trackProblem, type TrackPoint } from './slider-track';

/** A hand's drag: it speeds up and slows down (ease in and out) over `steps` moves `stepMs` apart. */
const drag = (width: number, steps = 20, stepMs = 30): TrackPoint[] =>
  Array.from({ length: steps + 1 }, (_, i) => ({
    x: (width * (1 - Math.cos((Math.PI * i) / steps))) / 2,
    t: i * stepMs,
  }));
/** A script's track: constant speed from start to end. */
const straight = (width: number, steps = 20, stepMs = 30): TrackPoint[] =>
  Array.from({ length: steps + 1 }, (_, i) => ({ x: (width * i) / steps, t: i * stepMs }));

describe('slider track plausibility', () => {
  it('accepts a drag from the start to the end that takes time', () => {
    expect(trackProblem(drag(1000), 1000)).toBeNull();
  });

  it.each([
    [
      'too few points',
      [
        { x: 0, t: 0 },
        { x: 1000, t: 500 },
      ],
      'shape',
    ],
    ['a point that is not a number', [...drag(1000).slice(0, 5), { x: Number.NaN, t: 200 }], 'shape'],
    ['a point beyond the track', drag(1000).map((p) => ({ x: p.x * 2, t: p.t })), 'bounds'],
    ['time going backwards', drag(1000).map((p, i) => ({ x: p.x, t: 1000 - i })), 'time'],
    ['a start in the middle', drag(1000).slice(10), 'start'],
    ['an end before full width', drag(1000).slice(0, 15), 'end'],
    ['no time at all', drag(1000).map((p) => ({ x: p.x, t: 7 })), 'instant'],
    ['a jump of 100 ms', drag(1000, 20, 5), 'instant'],
    ['a drag faster than a hand (200 ms)', drag(1000, 20, 10), 'instant'],
    ['a straight line at constant speed', straight(1000), 'straight'],
    [
      'a straight line with a pixel of jitter',
      straight(1000).map((p, i) => ({ x: p.x + (i % 2), t: p.t })),
      'straight',
    ],
  ] as const)('refuses %s', (_what, track, problem) => {
    expect(trackProblem(track, 1000)).toBe(problem);
  });
});

describe('slider track against the server clock', () => {
  it('accepts a drag that fits in the time its challenge has existed', () => {
    expect(timingProblem(drag(1000), 5_000)).toBeNull();
  });

  it('refuses a verify sooner after its challenge than a drag takes', () => {
    expect(timingProblem(drag(1000), 120)).toBe('instant');
  });

  it('refuses a track claiming more time than its challenge has existed', () => {
    expect(timingProblem(drag(1000, 100, 50), 1_500)).toBe('clock');
  });
});
