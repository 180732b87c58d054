/**
 * Web Storage with an expiry per entry (SPEC §9: token, user info, dictionaries and the encryption
 * key are kept 7 days). Entries are `{ value, expire }` JSON; an expired or unreadable entry is
 * removed and reads as absent.
 */
export const SEVEN_DAYS_MS = 604_800_000;

/** The part of the Web Storage API the helper needs, so tests can pass a Map-backed fake. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Entry {
  value: unknown;
  expire: number | null;
}

function isEntry(data: unknown): data is Entry {
  return typeof data === 'object' && data !== null && 'value' in data && 'expire' in data;
}

export interface ExpiringStorage {
  get<T>(key: string): T | null;
  /** `ttlMs` null keeps the entry until removed. */
  set(key: string, value: unknown, ttlMs?: number | null): void;
  remove(key: string): void;
}

export function createExpiringStorage(
  backend: () => StorageLike | undefined,
  now: () => number = Date.now,
): ExpiringStorage {
  return {
    get<T>(key: string): T | null {
      const store = backend();
      const raw = store?.getItem(key);
      if (!store || raw == null) return null;
      let data: unknown;
      try {
        data = JSON.parse(raw);
      } catch {
        store.removeItem(key);
        return null;
      }
      if (!isEntry(data) || (data.expire !== null && data.expire <= now())) {
        store.removeItem(key);
        return null;
      }
      return data.value as T;
    },
    set(key, value, ttlMs = SEVEN_DAYS_MS) {
      const entry: Entry = { value, expire: ttlMs === null ? null : now() + ttlMs };
      backend()?.setItem(key, JSON.stringify(entry));
    },
    remove(key) {
      backend()?.removeItem(key);
    },
  };
}

// In node (unit tests of modules that import these) there is no Web Storage: reads are empty.
export const local = createExpiringStorage(() =>
  typeof localStorage === 'undefined' ? undefined : localStorage,
);
export const session = createExpiringStorage(() =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
);
