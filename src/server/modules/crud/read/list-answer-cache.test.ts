import { describe, expect, it } from 'vitest';
import { ListAnswerCache } from './list-answer-cache';

describe('ListAnswerCache', () => {
  it('answers a kept page only under the stamp it was kept with, and forgets it under another', () => {
    const cache = new ListAnswerCache(1024);
    cache.set('k', 's1', '{"records":[]}');
    expect(cache.get('k', 's1')).toBe('{"records":[]}');
    expect(cache.get('k', 's2')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.get('k', 's1')).toBeUndefined();
  });

  it('lets the oldest pages go past its memory, and never keeps one page bigger than the bound', () => {
    // A key of 1 and a page of 100 characters are 202 bytes in memory: three fit in 700 bytes.
    const cache = new ListAnswerCache(700);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, 's', key.repeat(100));
    expect(['a', 'b', 'c', 'd'].map((k) => cache.get(k, 's') !== undefined)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    cache.set('huge', 's', 'x'.repeat(200 * 1024));
    expect(cache.get('huge', 's')).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it('replaces a page kept again under the same key', () => {
    const cache = new ListAnswerCache(700);
    cache.set('a', 's1', 'a'.repeat(100));
    cache.set('a', 's2', 'b'.repeat(100));
    cache.set('b', 's2', 'c'.repeat(100));
    cache.set('c', 's2', 'd'.repeat(100));
    expect(cache.get('a', 's2')).toBe('b'.repeat(100));
    expect(cache.size).toBe(3);
  });
});
