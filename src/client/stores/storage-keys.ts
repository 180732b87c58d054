/**
 * Keys of what the browser keeps (SPEC §3, client-stored keys), JeecgBoot's names so a support
 * engineer finds them where they expect. Token, user info, tenant and dictionaries live in
 * localStorage, the permission lists in sessionStorage (SPEC §6); all expire after 7 days.
 */
import { local } from '../utils/expiring-storage';

export const STORAGE_KEYS = {
  token: 'Access-Token',
  userInfo: 'Login_Userinfo',
  tenantId: 'TENANT_ID',
  dictionaries: 'UI_CACHE_DB_DICT_DATA',
  auth: 'LOGIN_USER_BUTTON_AUTH',
  allAuth: 'SYS_BUTTON_AUTH',
  encryptedString: 'ENCRYPTED_STRING',
  /** The settings drawer's preferences (kept until changed, not 7 days: they are not session data). */
  shellSettings: 'SHELL_SETTINGS',
} as const;

/** Read straight from storage so the request layer needs no store (and no import cycle). */
export function readToken(): string | null {
  return local.get<string>(STORAGE_KEYS.token);
}

export function readTenantId(): string | number | null {
  return local.get<string | number>(STORAGE_KEYS.tenantId);
}
