import { describe, expect, it } from 'vitest';
import { Mutex } from './mutex';

describe('Mutex', () => {
  it('hands the lock out one holder at a time, in request order', async () => {
    const mutex = new Mutex();
    const events: string[] = [];
    const hold = async (name: string, ms: number) => {
      const release = await mutex.lock();
      events.push(`${name}+`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      events.push(`${name}-`);
      release();
    };
    await Promise.all([hold('a', 20), hold('b', 1), hold('c', 5)]);
    expect(events).toEqual(['a+', 'a-', 'b+', 'b-', 'c+', 'c-']);
  });
});
