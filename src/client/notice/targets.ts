/**
 * Where an announcement may send the user: an in-app path, or for 'go handle' also an http(s)
 * address. Anything else (javascript:, data:, protocol-relative //host, backslashes, control
 * characters) is refused, so a stored openPage can never run script or leave through a trick.
 */

function hasControlCharacters(value: string): boolean {
  return [...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
}

/** An in-app path ('/isps/company/my?x=1'), or undefined. */
export function inAppPath(target: string | null | undefined): string | undefined {
  const value = (target ?? '').trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacters(value))
    return undefined;
  return value;
}

/** An absolute http(s) address, or undefined. */
export function externalUrl(target: string | null | undefined): string | undefined {
  const value = (target ?? '').trim();
  if (hasControlCharacters(value) || !/^https?:\/\/[^\s/\\]/i.test(value)) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export type HandleTarget = { kind: 'app'; path: string } | { kind: 'external'; url: string };

/** 'go handle' (openType url): an in-app path or an http(s) address. */
export function handleTarget(openPage: string | null | undefined): HandleTarget | undefined {
  const path = inAppPath(openPage);
  if (path) return { kind: 'app', path };
  const url = externalUrl(openPage);
  return url ? { kind: 'external', url } : undefined;
}

/** The component page of openType 'component': openPage with the business id as `busId`. */
export function componentPage(
  openPage: string | null | undefined,
  busId: string | null | undefined,
): string | undefined {
  const path = inAppPath(openPage);
  if (!path) return undefined;
  if (!busId) return path;
  const [base, hash = ''] = path.split('#', 2) as [string, string?];
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}busId=${encodeURIComponent(busId)}${hash ? `#${hash}` : ''}`;
}
