// The fetch client against a real HTTP server on loopback: what goes over the wire and what comes back.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUrl, createHttpClient, HttpError, type HttpClient } from './transport';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base = '';
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === '/slow') return void setTimeout(() => res.end('{}'), 2_000);
      if (path === '/file') {
        res.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-disposition': 'attachment; filename="a.txt"',
        });
        return void res.end('file bytes');
      }
      if (path === '/conflict') {
        res.writeHead(409, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ success: false, code: 409, message: 'exists', result: null }));
      }
      if (path === '/html') {
        res.writeHead(502, { 'content-type': 'text/html' });
        return void res.end('<h1>Bad gateway</h1>');
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, code: 200, message: '', result: 'ok' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(beforeSend?: (config: { headers: Record<string, string> }) => void): HttpClient {
  seen = [];
  return createHttpClient({ timeout: 1_000, beforeSend });
}

describe('fetch client', () => {
  it('sends the query, headers and a JSON body, and answers the parsed JSON', async () => {
    const http = client((config) => (config.headers['X-Access-Token'] = 'tok'));
    const answer = await http.request<{ result: string }>({
      baseURL: `${base}/`,
      url: '/sys/user/add',
      method: 'POST',
      params: { a: 'x y', skip: undefined, ids: [1, 2] },
      data: { name: '张三' },
    });
    expect(answer.status).toBe(200);
    expect(answer.data.result).toBe('ok');
    expect(answer.headers['content-type']).toBe('application/json');
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '', base).searchParams.getAll('ids[]')).toEqual(['1', '2']);
    expect(new URL(request?.url ?? '', base).searchParams.get('a')).toBe('x y');
    expect(request?.url).not.toContain('skip');
    expect(request?.headers['x-access-token']).toBe('tok');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ name: '张三' });
  });

  it('sends a FormData as multipart, with the boundary the runtime chose', async () => {
    const http = client();
    const data = new FormData();
    data.append('biz', 'temp');
    await http.request({ url: `${base}/sys/common/upload`, method: 'POST', data });
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]?.body).toContain('name="biz"');
  });

  it('answers a Blob for a blob download, with its headers', async () => {
    const answer = await client().request<Blob>({ url: `${base}/file`, responseType: 'blob' });
    expect(answer.data).toBeInstanceOf(Blob);
    expect(await answer.data.text()).toBe('file bytes');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="a.txt"');
  });

  it('rejects a status outside 2xx with the response and its envelope', async () => {
    const failure: unknown = await client()
      .request({ url: `${base}/conflict`, method: 'PUT', data: {} })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    const error = failure as HttpError;
    expect(error.code).toBe('ERR_BAD_REQUEST');
    expect(error.response?.status).toBe(409);
    expect(error.response?.data).toMatchObject({ code: 409, message: 'exists' });
  });

  it('keeps a body that is not JSON as text', async () => {
    const failure = (await client()
      .request({ url: `${base}/html` })
      .catch((e: unknown) => e)) as HttpError;
    expect(failure.code).toBe('ERR_BAD_RESPONSE');
    expect(failure.response?.data).toBe('<h1>Bad gateway</h1>');
  });

  it('gives up after the timeout', async () => {
    const failure = (await client()
      .request({ url: `${base}/slow`, timeout: 100 })
      .catch((e: unknown) => e)) as HttpError;
    expect(failure.code).toBe('ETIMEDOUT');
    expect(failure.response).toBeUndefined();
  });

  it('says so when no server answers', async () => {
    const failure = (await client()
      .request({ url: 'http://127.0.0.1:1/x' })
      .catch((e: unknown) => e)) as HttpError;
    expect(failure.code).toBe('ERR_NETWORK');
  });
});

describe('buildUrl', () => {
  it('joins the base and a relative path, and leaves an absolute URL alone', () => {
    expect(buildUrl({ baseURL: '/api/', url: '/sys/x' })).toBe('/api/sys/x');
    expect(buildUrl({ baseURL: '/api', url: 'https://cdn.example/a' })).toBe('https://cdn.example/a');
    expect(buildUrl({ url: '/x?a=1', params: { b: 2 } })).toBe('/x?a=1&b=2');
  });
});
