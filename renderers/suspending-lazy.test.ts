import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError } from './lazy-chunk';
import { suspendingLazy } from './suspending-lazy';

const Part = () => null;

describe('suspendingLazy', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails its load with a chunk error once the chunk has not arrived within 120 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const part = suspendingLazy(() => new Promise<typeof Part>(() => undefined), 'Part');
    const loaded = part.preload();
    const failure = expect(loaded).rejects.toBeInstanceOf(ChunkLoadError);
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    await failure;
  });

  it('fetches once: preload answers the same load to every caller', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const part = suspendingLazy(load, 'Part');
    await Promise.all([part.preload(), part.preload()]);
    await part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a refused chunk recognisable for the boundary', async () => {
    const refused = new TypeError('Failed to fetch dynamically imported module: /assets/Part-1a2b.js');
    const part = suspendingLazy(() => Promise.reject(refused), 'Part');
    await expect(part.preload()).rejects.toBe(refused);
  });
});
