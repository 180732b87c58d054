/**
 * The notice socket's address: ws(s)://<the API's host>/websocket/<userId>. With no API base (the
 * usual install) that is this page's own host, so the server's Origin check sees its own origin.
 */
export function noticeSocketUrl(
  userId: string,
  apiBase: string,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  return socketUrl(`/websocket/${encodeURIComponent(userId)}`, apiBase, location);
}

/** A socket path (already encoded) on the API's host, as noticeSocketUrl builds it. */
export function socketUrl(
  path: string,
  apiBase: string,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  if (/^https?:\/\//i.test(apiBase)) {
    const base = new URL(apiBase);
    const scheme = base.protocol === 'https:' ? 'wss:' : 'ws:';
    return `${scheme}//${base.host}${base.pathname.replace(/\/+$/, '')}${path}`;
  }
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  // A relative base ('/api') is a prefix on this host.
  const prefix = apiBase.replace(/\/+$/, '');
  return `${scheme}//${location.host}${prefix}${path}`;
}
