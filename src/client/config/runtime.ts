/**
 * Runtime configuration (SPEC §7: base URL from runtime config). `public/config.js` sets
 * `window.__CERTDESK_CONFIG__` so an install can change it without rebuilding.
 */
export interface RuntimeConfig {
  /** Prefix of every API call; '' means same origin. */
  apiBase?: string;
  /** Phone hotline shown in the header. */
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
