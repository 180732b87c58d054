/**
 * The session (SPEC §4 Session, §6): token, user info, tenant, permission lists and the dictionary
 * cache. Everything is written through to storage with the 7-day expiry, so a reload keeps it.
 */
import { create } from 'zustand';
import { hasButtonPermission } from '../../shared/permissions/has-permission';
import { post } from '../request';
import { registerLogout } from '../request/session-bridge';
import { local, session } from '../utils/expiring-storage';
import { markDepartChoice } from '../components/DepartSwitch-pending';
import { useMenuStore } from './menu';
import { STORAGE_KEYS } from './storage-keys';
import type { DictItem, DictionaryCache, LoginResult, PermissionItem, UserInfo } from './user-types';

export interface UserState {
  token: string | null;
  userInfo: UserInfo | null;
  tenantId: string | number | null;
  auth: PermissionItem[];
  allAuth: PermissionItem[];
  dictionaries: DictionaryCache;
  login(result: LoginResult): void;
  /** True after logout() until the next login: the guard then sends to login without a redirect. */
  signedOut: boolean;
  setUserInfo(userInfo: UserInfo): void;
  setPermissions(auth: PermissionItem[], allAuth: PermissionItem[]): void;
  setDictionaries(dictionaries: DictionaryCache): void;
  hasPermission(code: string | undefined): boolean;
  dictItems(code: string): DictItem[];
  /** POST /sys/logout (failure ignored), then forget token, menu, user info and dictionaries. */
  logout(): Promise<void>;
}

function initialState() {
  return {
    token: local.get<string>(STORAGE_KEYS.token),
    userInfo: local.get<UserInfo>(STORAGE_KEYS.userInfo),
    tenantId: local.get<string | number>(STORAGE_KEYS.tenantId),
    auth: session.get<PermissionItem[]>(STORAGE_KEYS.auth) ?? [],
    allAuth: session.get<PermissionItem[]>(STORAGE_KEYS.allAuth) ?? [],
    dictionaries: local.get<DictionaryCache>(STORAGE_KEYS.dictionaries) ?? {},
    signedOut: false,
  };
}

function clearStorage(): void {
  for (const key of [
    STORAGE_KEYS.token,
    STORAGE_KEYS.userInfo,
    STORAGE_KEYS.tenantId,
    STORAGE_KEYS.dictionaries,
  ]) {
    local.remove(key);
  }
  session.remove(STORAGE_KEYS.auth);
  session.remove(STORAGE_KEYS.allAuth);
}

export const useUserStore = create<UserState>()((set, get) => ({
  ...initialState(),

  login({ token, userInfo, sysAllDictItems, tenantId, multi_depart }) {
    markDepartChoice(multi_depart);
    local.set(STORAGE_KEYS.token, token);
    local.set(STORAGE_KEYS.userInfo, userInfo);
    const dictionaries = sysAllDictItems ?? {};
    local.set(STORAGE_KEYS.dictionaries, dictionaries);
    if (tenantId !== undefined && tenantId !== null) local.set(STORAGE_KEYS.tenantId, tenantId);
    set({ token, userInfo, dictionaries, tenantId: tenantId ?? get().tenantId, signedOut: false });
  },

  setUserInfo(userInfo) {
    local.set(STORAGE_KEYS.userInfo, userInfo);
    set({ userInfo });
  },

  setPermissions(auth, allAuth) {
    session.set(STORAGE_KEYS.auth, auth);
    session.set(STORAGE_KEYS.allAuth, allAuth);
    set({ auth, allAuth });
  },

  setDictionaries(dictionaries) {
    local.set(STORAGE_KEYS.dictionaries, dictionaries);
    set({ dictionaries });
  },

  hasPermission(code) {
    return hasButtonPermission(code, get().auth, get().allAuth);
  },

  dictItems(code) {
    return get().dictionaries[code] ?? [];
  },

  async logout() {
    const { token } = get();
    // The local session ends first, so an answer to a request still in flight is known to belong to
    // an ended session (request/instance.ts) and not taken for an expiry of a current one.
    clearStorage();
    useMenuStore.getState().clear();
    set({
      token: null,
      userInfo: null,
      tenantId: null,
      auth: [],
      allAuth: [],
      dictionaries: {},
      signedOut: true,
    });
    if (token) {
      try {
        await post('/sys/logout', undefined, {
          skipErrorHandler: true,
          headers: { 'X-Access-Token': token },
        });
      } catch {
        // SPEC §4: the server call is attempted, its failure ignored; the local session ends anyway.
      }
    }
  },
}));

registerLogout(() => useUserStore.getState().logout());
