import { describe, expect, it } from 'vitest';
import { FrameBudget } from './frame-budget';

describe('FrameBudget', () => {
  it('lets a burst through, refuses past it and refills at its rate', () => {
    const budget = new FrameBudget(3, 2, 0);
    expect([budget.take(0), budget.take(0), budget.take(0), budget.take(0)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // Half a second at 2 frames per second: one frame more, not two.
    expect([budget.take(500), budget.take(500)]).toEqual([true, false]);
    // A long pause refills up to the burst, not beyond.
    expect([budget.take(60_000), budget.take(60_000), budget.take(60_000), budget.take(60_000)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
