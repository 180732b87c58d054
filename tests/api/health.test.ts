/** Operations: /healthz, /readyz, the OpenAPI document, security headers, the built client. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { describeEachBackend } from './helpers/suite';

const ROOT = new URL('../..', import.meta.url).pathname;

describeEachBackend('health and docs', (t) => {
  it('answers /healthz and /readyz without a token', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toMatchObject({ success: true, code: 200, result: { status: 'up' } });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().result.checks.database).toBe('up');
    if (process.env.REDIS_URL) expect(ready.json().result.checks.redis).toBe('up');
    expect(ready.json().result.checks.storage).toBe('up');
  });

  it('reports not ready (503) when the database stops answering', async () => {
    let down = false;
    const flaky = t.app.db.withPlugin({
      transformQuery: (args) => {
        if (down) throw new Error('database unreachable');
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const app = await buildApp(t.app.config, {
      database: { db: flaky, kind: t.app.dbKind, schema: undefined },
      redis: null,
      logger: false,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      down = true;
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        success: false,
        code: 503,
        result: { checks: { database: 'down' } },
      });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('publishes the OpenAPI document listing the routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/sys/login',
        '/sys/logout',
        '/sys/getEncryptedString',
        '/sys/permission/getCustomerMenu',
        '/sys/dict/getDictItems/{code}',
        '/sys/user/updatePassword',
      ]),
    );
    expect(
      response.json().paths['/sys/login'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['userccs']);
  });

  it('sends a Content-Security-Policy without unsafe-eval, and nosniff', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with the JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sys/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 404, message: '很抱歉，资源未找到!' });
    const english = await t.app.inject({
      method: 'POST',
      url: '/sys/nothing',
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.json().message).toBe('Sorry, the resource was not found!');
  });

  it('compresses JSON answers above 1 KB for a client that takes it, and leaves small ones alone', async () => {
    const token = await t.adminToken();
    const url = '/sys/dict/list?pageNo=1&pageSize=50';
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const list = plain.json().result;

    const brotli = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-access-token': token, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()).result).toEqual(list);

    const gzip = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-access-token': token, 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).result).toEqual(list);

    const small = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().result).toEqual({ status: 'up' });
  });

  it('serves the built client with an SPA fallback, keeping JSON 404s for API prefixes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certdesk-client-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>CertDesk</title>');
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // What the build's precompress step writes beside a file: sent to a browser that accepts it.
    const big = `console.log(${JSON.stringify('x'.repeat(5000))});`;
    fs.writeFileSync(path.join(dir, 'assets', 'big.js'), big);
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'precompress.mjs'), dir]);
    const app = await buildApp(
      { ...t.app.config, publicDir: dir },
      {
        database: { db: t.app.db, kind: t.app.dbKind, schema: undefined },
        redis: null,
        logger: false,
        serveClient: true,
      },
    );
    try {
      const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.body).toBe('console.log(1)');
      // Hashed assets never change: cached for a year; the page itself is revalidated on each visit.
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const logo = await app.inject({ method: 'GET', url: '/logo.svg' });
      expect(logo.headers['cache-control']).toBe('no-cache');
      const brotli = await app.inject({
        method: 'GET',
        url: '/assets/big.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(big);
      const gzip = await app.inject({
        method: 'GET',
        url: '/assets/big.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(big);
      const plain = await app.inject({
        method: 'GET',
        url: '/assets/big.js',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(big);
      const route = await app.inject({ method: 'GET', url: '/system/user?x=1' });
      expect(route.statusCode).toBe(200);
      expect(route.headers['cache-control']).toBe('no-cache');
      expect(route.headers['content-type']).toContain('text/html');
      expect(route.body).toContain('<title>CertDesk</title>');
      // A plain GET of a socket route is refused by its upgrade check (JSON, never the SPA's page).
      const socket = await app.inject({ method: 'GET', url: '/websocket/abc' });
      expect(socket.statusCode).toBe(403);
      expect(socket.json().code).toBe(403);
      // The shell's online screens (one or two segments under /online/) are pages; API paths there are deeper.
      for (const url of ['/online/cgform', '/online/cgformList/equip', '/online/cgreport/x']) {
        const screen = await app.inject({ method: 'GET', url });
        expect(screen.statusCode, url).toBe(200);
        expect(screen.headers['content-type'], url).toContain('text/html');
      }
      for (const url of [
        '/sys/unknown',
        '/api/unknown',
        '/online/cgreport/api/x',
        '/online/unknown/x/y',
        '/websocket/abc/def',
      ]) {
        const api = await app.inject({ method: 'GET', url });
        expect(api.statusCode, url).toBe(404);
        expect(api.json().code, url).toBe(404);
      }
      expect((await app.inject({ method: 'POST', url: '/system/user' })).statusCode).toBe(404);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
