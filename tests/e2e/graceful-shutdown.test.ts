/**
 * SIGTERM cuts no request, with the compiled server as `npm start` runs it. Twenty clients hold
 * idle kept-alive connections; the server is told to stop; once /readyz says it is shutting down
 * (what a load balancer watches), each client sends its next request on the connection it holds.
 * Every one is answered, with `Connection: close` so the client moves on, and then the process
 * leaves by itself. Before, the shutdown closed the idle connections at once and those requests
 * were reset.
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from './helpers/server';

const CLIENTS = 20;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  reusedSocket: boolean;
}

function get(url: string, agent: Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, reusedSocket: req.reusedSocket }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('graceful shutdown under kept-alive connections', () => {
  let server: RunningServer;
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });

  beforeAll(async () => {
    server = await startServer();
  }, 300_000);

  afterAll(async () => {
    agent.destroy();
    await server?.stop();
  });

  it('answers every request sent on an idle connection after SIGTERM, then exits', async () => {
    const url = `${server.baseUrl}/sys/getEncryptedString`;
    const opened = await Promise.all(Array.from({ length: CLIENTS }, () => get(url, agent)));
    expect(opened.map((a) => a.status)).toEqual(Array(CLIENTS).fill(200));
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(CLIENTS);

    process.kill(server.pid, 'SIGTERM');
    await vi.waitFor(
      async () => {
        const ready = await get(`${server.baseUrl}/readyz`, false);
        expect(ready.status).toBe(503);
        expect(JSON.parse(ready.body).result).toEqual({ status: 'shutting down' });
      },
      { timeout: 10_000, interval: 100 },
    );

    const during = await Promise.all(Array.from({ length: CLIENTS }, () => get(url, agent)));
    expect(during.map((a) => a.status)).toEqual(Array(CLIENTS).fill(200));
    expect(during.every((a) => a.reusedSocket)).toBe(true);
    expect(during.map((a) => a.headers.connection)).toEqual(Array(CLIENTS).fill('close'));

    await vi.waitFor(() => expect(running(server.pid)).toBe(false), { timeout: 30_000, interval: 100 });
    expect(server.output()).not.toMatch(/shutdown took too long|shutdown failed/);
  });
});
