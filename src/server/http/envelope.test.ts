import { describe, expect, it } from 'vitest';
import { ok, okJson } from './envelope';

describe('okJson', () => {
  it.each([
    ['a page', { records: [{ id: 'a', name: '名称 "quoted"' }], total: 1 }, undefined],
    ['null with a message', null, 'Operation succeeded'],
  ])('writes what JSON.stringify(ok()) writes for %s, with a timestamp of now', (_, result, message) => {
    const before = Date.now();
    const text = okJson(JSON.stringify(result), message);
    const parsed = JSON.parse(text) as ReturnType<typeof ok>;
    expect(parsed.timestamp).toBeGreaterThanOrEqual(before);
    expect(parsed.timestamp).toBeLessThanOrEqual(Date.now());
    expect(text).toBe(JSON.stringify({ ...ok(result, message), timestamp: parsed.timestamp }));
  });
});
