import { describe, expect, it } from 'vitest';
import { argon2Gate, hashPassword, verifyPassword } from './passwords';
import { WorkGate } from './work-gate';

describe('WorkGate', () => {
  it('never runs more than its limit at once and runs every task in the end', async () => {
    const gate = new WorkGate(3);
    let inFlight = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const tasks = Array.from({ length: 10 }, (_, i) =>
      gate.run(async () => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise<void>((resolve) => releases.push(resolve));
        inFlight--;
        return i;
      }),
    );
    // Hand out releases until every task has run; each round frees whoever is running.
    while (releases.length > 0 || gate.stats().active > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.splice(0).forEach((release) => release());
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(most).toBe(3);
    expect(gate.stats()).toEqual({ active: 0, waiting: 0, peak: 3 });
  });

  it('frees the slot when a task throws', async () => {
    const gate = new WorkGate(1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(() => Promise.resolve('next'))).toBe('next');
    expect(gate.stats().active).toBe(0);
  });
});

describe('Argon2 behind the gate', () => {
  it('40 parallel verifications never use more than the gate limit at once', async () => {
    const stored = await hashPassword('Right-horse-9!');
    const guesses = Array.from({ length: 40 }, (_, i) => verifyPassword(stored, `Guess-${i}!`));
    // While they run, the gate holds the rest back.
    await new Promise((resolve) => setImmediate(resolve));
    const { active, waiting } = argon2Gate.stats();
    expect(active).toBeLessThanOrEqual(argon2Gate.limit);
    expect(active + waiting).toBeGreaterThanOrEqual(40 - argon2Gate.limit);
    expect(await Promise.all(guesses)).toEqual(Array.from({ length: 40 }, () => false));
    expect(argon2Gate.stats().peak).toBe(argon2Gate.limit);
    expect(await verifyPassword(stored, 'Right-horse-9!')).toBe(true);
  }, 60_000);
});
