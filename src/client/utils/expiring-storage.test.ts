import { describe, expect, it } from 'vitest';
import { createExpiringStorage, SEVEN_DAYS_MS, type StorageLike } from './expiring-storage';

function fakeStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('expiring storage', () => {
  it('keeps a value for exactly seven days by default', () => {
    const backend = fakeStorage();
    let clock = 1_000;
    const store = createExpiringStorage(
      () => backend,
      () => clock,
    );
    store.set('token', 'abc');
    clock += SEVEN_DAYS_MS - 1;
    expect(store.get('token')).toBe('abc');
    clock += 1;
    expect(store.get('token')).toBeNull();
    expect(backend.data.has('token')).toBe(false);
  });

  it('honours a custom lifetime and "no expiry"', () => {
    const backend = fakeStorage();
    let clock = 0;
    const store = createExpiringStorage(
      () => backend,
      () => clock,
    );
    store.set('short', 1, 10);
    store.set('forever', { a: 1 }, null);
    clock = 10_000_000_000;
    expect(store.get('short')).toBeNull();
    expect(store.get('forever')).toEqual({ a: 1 });
  });

  it('treats unreadable entries as absent and removes them', () => {
    const backend = fakeStorage();
    backend.setItem('bad', '{not json');
    backend.setItem('plain', '"just a string"');
    const store = createExpiringStorage(() => backend);
    expect(store.get('bad')).toBeNull();
    expect(store.get('plain')).toBeNull();
    expect(backend.data.size).toBe(0);
  });

  it('removes on request and works without a backend', () => {
    const backend = fakeStorage();
    const store = createExpiringStorage(() => backend);
    store.set('k', 'v');
    store.remove('k');
    expect(store.get('k')).toBeNull();
    const none = createExpiringStorage(() => undefined);
    none.set('k', 'v');
    expect(none.get('k')).toBeNull();
  });
});
