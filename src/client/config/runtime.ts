/**
 * Runtime configuration (SPEC §7: base URL from runtime config). `public/config.js` sets
 * `window.__CERTDESK_CONFIG__` so an install can change it without rebuilding.
 */
export interface RuntimeConfig {
  /** Prefix of every API call; '' means same origin. */
  apiBase?: string;
  /** No longer read: the header's hotline is an administrator's setting (系统设置, GET /sys/config/shellTexts). */
  hotline?: string;
}

declare global {
  interface Window {
    __CERTDESK_CONFIG__?: RuntimeConfig;
  }
}

export function runtimeConfig(): RuntimeConfig {
  return (typeof window === 'undefined' ? undefined : window.__CERTDESK_CONFIG__) ?? {};
}

export function apiBase(): string {
  return runtimeConfig().apiBase ?? '';
}
