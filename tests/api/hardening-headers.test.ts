/** Security headers: API answers are not stored by caches; the CSP allows only the app's own origins. */
import { beforeAll, expect, it } from 'vitest';
import { describeOnOneBackend } from './helpers/suite';
import { MAX_REMEMBERED_HOSTS } from '../../src/server/http/security-headers';

describeOnOneBackend('security headers', (t) => {
  let token = '';

  beforeAll(async () => {
    token = await t.adminToken();
  });

  it.each([
    '/sys/user/list',
    '/sys/user/queryById?id=nosuchid',
    '/sys/permission/getCustomerMenu',
    '/sys/loginLog/list',
  ])('%s carries Cache-Control: no-store', async (url) => {
    const r = await t.app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
    expect(r.statusCode).toBeLessThan(500);
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('an error answer carries no-store too', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/sys/user/list' });
    expect(r.statusCode).toBe(401);
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it("connect-src is only 'self' and this host's ws/wss; font-src 'self' data:", async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: 'certdesk.example:8080' },
    });
    const csp = String(r.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive('connect-src')).toBe(
      "connect-src 'self' ws://certdesk.example:8080 wss://certdesk.example:8080",
    );
    expect(directive('font-src')).toBe("font-src 'self' data:");
  });

  it('a forged Host adds nothing to connect-src', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: 'evil.example wss://x' },
    });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('evil');
  });

  it('each Host gets its own connect-src, also past the hosts remembered', async () => {
    const connectSrc = async (host: string) => {
      const r = await t.app.inject({ method: 'GET', url: '/healthz', headers: { host } });
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      return String(r.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('connect-src '));
    };
    const hosts = Array.from({ length: MAX_REMEMBERED_HOSTS + 5 }, (_, i) => `h${i}.example`);
    for (const host of [...hosts, ...hosts.slice(0, 3), hosts.at(-1)!])
      expect(await connectSrc(host)).toBe(`connect-src 'self' ws://${host} wss://${host}`);
  });
});
