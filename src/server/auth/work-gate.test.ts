import { describe, expect, it } from 'vitest';
import { ARGON2_QUEUE_MAX, argon2Gate, hashPassword, verifyPassword } from './passwords';
import { GateFullError, WorkAbandonedError, WorkGate } from './work-gate';

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

  it('drops a queued task whose caller gave up, without running it, and keeps the order of the rest', async () => {
    const gate = new WorkGate(1);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const running = gate.run(() => held);
    const ran: string[] = [];
    const gone = new AbortController();
    const first = gate.run(async () => ran.push('first'));
    const abandoned = gate.run(async () => ran.push('abandoned'), gone.signal);
    const last = gate.run(async () => ran.push('last'));
    expect(gate.stats()).toMatchObject({ active: 1, waiting: 3 });
    gone.abort();
    await expect(abandoned).rejects.toBeInstanceOf(WorkAbandonedError);
    expect(gate.stats()).toMatchObject({ active: 1, waiting: 2 });
    release();
    await Promise.all([running, first, last]);
    expect(ran).toEqual(['first', 'last']);
    expect(gate.stats()).toMatchObject({ active: 0, waiting: 0 });
    // Given up before it was even queued: refused at once; a running task is never interrupted.
    await expect(gate.run(async () => ran.push('late'), gone.signal)).rejects.toBeInstanceOf(
      WorkAbandonedError,
    );
    const later = new AbortController();
    const started = gate.run(async () => {
      later.abort();
      return 'finished';
    }, later.signal);
    expect(await started).toBe('finished');
  });

  it('refuses at once a task that would queue past its bound, and takes work again once it drains', async () => {
    const gate = new WorkGate(2, 3);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const accepted = Array.from({ length: 5 }, () => gate.run(() => held));
    await expect(gate.run(() => Promise.resolve('late'))).rejects.toBeInstanceOf(GateFullError);
    expect(gate.stats()).toMatchObject({ active: 2, waiting: 3 });
    release();
    await Promise.all(accepted);
    expect(await gate.run(() => Promise.resolve('again'))).toBe('again');
  });

  it('frees the slot when a task throws', async () => {
    const gate = new WorkGate(1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(() => Promise.resolve('next'))).toBe('next');
    expect(gate.stats().active).toBe(0);
  });
});

describe('Argon2 behind the gate', () => {
  it('a storm past the queue bound is refused at once (GateFullError), never counted as a wrong password', async () => {
    const stored = await hashPassword('Right-horse-9!');
    const storm = ARGON2_QUEUE_MAX + argon2Gate.limit + 20;
    const answers = await Promise.allSettled(
      Array.from({ length: storm }, () => verifyPassword(stored, 'Right-horse-9!')),
    );
    const refused = answers.filter((a) => a.status === 'rejected');
    expect(refused.length).toBe(20);
    expect(refused.every((a) => a.reason instanceof GateFullError)).toBe(true);
    expect(answers.filter((a) => a.status === 'fulfilled').every((a) => a.value === true)).toBe(true);
  }, 60_000);

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
