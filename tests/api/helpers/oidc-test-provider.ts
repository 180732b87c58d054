/**
 * A real OpenID Connect provider (the oidc-provider package) on 127.0.0.1 for the SSO tests, with
 * its development sign-in and consent pages, and a user agent that goes through them with fetch
 * and a cookie jar the way a browser would, up to the redirect back to the app.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type AccountClaims } from 'oidc-provider';

export const TEST_CLIENT = { clientId: 'certdesk-test', clientSecret: 'a-test-client-secret-of-32-chars!' };

export interface TestProvider {
  issuer: string;
  close(): Promise<void>;
}

/** Accounts of the provider by login name: the claims it states about each. */
export type ProviderAccounts = Record<string, Omit<AccountClaims, 'sub'>>;

export interface ListeningProvider {
  issuer: string;
  /**
   * Starts serving as the provider for a client that returns to `redirectUri`; `before` may answer
   * a request itself first (true: answered).
   */
  serve(
    redirectUri: string,
    accounts: ProviderAccounts,
    before?: (req: IncomingMessage, res: ServerResponse) => boolean,
  ): void;
  close(): Promise<void>;
}

/**
 * Listens first and is configured after: the issuer (its address) must be known to the app, and
 * the app's address (the redirect URI) to the provider, whichever starts first.
 */
export async function listenTestProvider(): Promise<ListeningProvider> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server: Server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    serve(redirectUri, accounts, before) {
      const provider = providerFor(issuer, redirectUri, accounts).callback();
      handle = (req, res) => {
        if (!before?.(req, res)) provider(req, res);
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function startTestProvider(
  redirectUri: string,
  accounts: ProviderAccounts,
): Promise<TestProvider> {
  const provider = await listenTestProvider();
  provider.serve(redirectUri, accounts);
  return provider;
}

function providerFor(issuer: string, redirectUri: string, accounts: ProviderAccounts): Provider {
  return new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx, id) => {
      const claims = accounts[id];
      return claims ? { accountId: id, claims: () => ({ sub: id, ...claims }) } : undefined;
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['certdesk-sso-test-cookie-key'] },
    // Stated so the provider does not log a notice for each default lifetime.
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
}

/** Cookies by name; paths are ignored (the provider's names differ per path). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Opens `authorizeUrl`, signs in as `login` and consents on the provider's pages, and answers the
 * URL the provider sends the browser back to (the app's redirect URI with code and state).
 */
export async function signInAtProvider(
  authorizeUrl: string,
  redirectUri: string,
  login: string,
): Promise<URL> {
  const jar = new CookieJar();
  let request: { url: string; form?: URLSearchParams } = { url: authorizeUrl };
  for (let step = 0; step < 12; step++) {
    const response = await fetch(request.url, {
      method: request.form ? 'POST' : 'GET',
      body: request.form?.toString(),
      headers: {
        cookie: jar.header(),
        ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      redirect: 'manual',
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, request.url);
      if (next.href.startsWith(redirectUri)) return next;
      request = { url: next.href };
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (response.status !== 200 || !action || !prompt)
      throw new Error(`unexpected provider page ${response.status}: ${page.slice(0, 300)}`);
    const form =
      prompt === 'login'
        ? new URLSearchParams({ prompt, login, password: 'any' })
        : new URLSearchParams({ prompt });
    request = { url: new URL(action.replaceAll('&amp;', '&'), request.url).href, form };
  }
  throw new Error('the provider did not send the browser back');
}
