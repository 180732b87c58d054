import type { Adapter } from '../request';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../request';
import { useMenuStore } from './menu';
import { STORAGE_KEYS } from './storage-keys';
import { useUserStore } from './user';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

beforeAll(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
});
afterAll(() => vi.unstubAllGlobals());

const login = () =>
  useUserStore.getState().login({
    token: 'tok',
    userInfo: { id: '1', username: 'alice' },
    sysAllDictItems: { sex: [{ value: '1', text: '男', textEn: 'Male' }] },
  });

describe('user store', () => {
  it('keeps the session in localStorage with the 7-day expiry', () => {
    login();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.token) ?? '{}') as {
      value: string;
      expire: number;
    };
    expect(stored.value).toBe('tok');
    expect(stored.expire - Date.now()).toBeGreaterThan(604_800_000 - 5_000);
    expect(useUserStore.getState().dictItems('sex')).toHaveLength(1);
  });

  it('decides button permissions from the session lists', () => {
    useUserStore.getState().setPermissions(
      [{ action: 'system:user:add', type: '2' }],
      [
        { action: 'system:user:add', type: '2', status: '1' },
        { action: 'system:user:delete', type: '2', status: '1' },
      ],
    );
    expect(sessionStorage.getItem(STORAGE_KEYS.auth)).toContain('system:user:add');
    expect(useUserStore.getState().hasPermission('system:user:add')).toBe(true);
    expect(useUserStore.getState().hasPermission('system:user:delete')).toBe(false);
  });

  it('logs out even when POST /sys/logout fails, and forgets everything', async () => {
    login();
    useMenuStore.getState().setMenu([], new Map());
    const seen: string[] = [];
    const failing: Adapter = async (config) => {
      seen.push(`${config.method} ${config.url} ${String(config.headers['X-Access-Token'])}`);
      throw new Error('network down');
    };
    const original = http.defaults.adapter;
    http.defaults.adapter = failing;
    try {
      await useUserStore.getState().logout();
    } finally {
      http.defaults.adapter = original;
    }
    expect(seen).toEqual(['post /sys/logout tok']);
    const state = useUserStore.getState();
    expect([state.token, state.userInfo, state.dictionaries, state.auth]).toEqual([null, null, {}, []]);
    expect(useMenuStore.getState().menu).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
  });
});
