/**
 * The app's public origin, for addresses that outlive a request (a certificate's QR code). Taken
 * from configuration only, never from a request: a client chooses the Host header it sends, so a
 * base built from it would put the client's host into a genuine document.
 *
 * PUBLIC_BASE_URL (e.g. https://certdesk.example.com, a path prefix allowed) when set. Unset, in
 * development the listen address stands in (http://<HOST>:<PORT>, localhost for a wildcard HOST):
 * the README's first command gets working QR codes on the machine it runs on. Unset with
 * NODE_ENV=production there is no base (null) and what needs one is refused with a message
 * naming the setting.
 */
type Env = Record<string, string | undefined>;

/** Addresses a server listens on that no browser can reach it by. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '']);

function listenBase(host: string, port: number): string {
  const name = WILDCARD_HOSTS.has(host)
    ? 'localhost'
    : host.includes(':') && !host.startsWith('[')
      ? `[${host}]`
      : host;
  return `http://${name}:${port}`;
}

export function publicBaseUrlFrom(env: Env, listen: { host: string; port: number }): string | null {
  const raw = env.PUBLIC_BASE_URL?.trim() ?? '';
  if (raw === '') return env.NODE_ENV === 'production' ? null : listenBase(listen.host, listen.port);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_BASE_URL must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_BASE_URL must be an http(s) URL, got "${raw}"`);
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new Error(
      `PUBLIC_BASE_URL must be an origin with an optional path, without credentials, query or fragment, got "${raw}"`,
    );
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}
