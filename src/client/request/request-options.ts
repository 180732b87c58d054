/**
 * Pure rules for what every call carries (SPEC §7): the token, tenant and language headers, and a
 * `_t` cache-buster (seconds) on GET except dictionary look-ups, which the browser may cache.
 */
const DICTIONARY_LOOKUPS = ['/sys/dict/getDictItems', '/sys/dict/queryAllDictItems', '/sys/dict/loadDict'];

export function isDictionaryLookup(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.startsWith('/') ? url : `/${url}`;
  return DICTIONARY_LOOKUPS.some((prefix) => path.startsWith(prefix));
}

export function needsTimestamp(method: string | undefined, url: string | undefined): boolean {
  return (method ?? 'get').toLowerCase() === 'get' && !isDictionaryLookup(url);
}

export function timestampSeconds(nowMs: number): number {
  return Math.floor(nowMs / 1000);
}

export interface SessionFacts {
  token: string | null;
  tenantId: string | number | null;
  locale: string;
}

export function sessionHeaders({ token, tenantId, locale }: SessionFacts): Record<string, string> {
  const headers: Record<string, string> = {
    'tenant-id': String(tenantId ?? 0),
    'Accept-Language': locale,
  };
  if (token) headers['X-Access-Token'] = token;
  return headers;
}
