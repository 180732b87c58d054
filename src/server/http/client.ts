/**
 * Serves the built client (PUBLIC_DIR) and falls back to index.html for the SPA's own paths;
 * API prefixes keep their JSON 404 so a mistyped call never gets an HTML page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from './errors';
import { registerOpenPlugin } from './route-access';

const API_PREFIXES = ['/sys/', '/api/', '/online/', '/websocket/'];

/**
 * The shell's own screens under /online/ (/online/cgform, /online/cgformList/<code>,
 * /online/cgreport/<code>): one or two segments, where every API path there has more.
 */
const ONLINE_SCREEN = /^\/online\/[A-Za-z]+(\/[A-Za-z0-9_-]+)?\/?$/;

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (ONLINE_SCREEN.test(pathname)) return false;
  return API_PREFIXES.some((prefix) => pathname === prefix.slice(0, -1) || pathname.startsWith(prefix));
}

/** A year: vite names every file under assets/ by a hash of its content, so one never changes. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Anything else (index.html, config.js, the logo) is revalidated on each visit (its ETag answers 304). */
export const REVALIDATE = 'no-cache';

export async function registerClient(app: FastifyInstance, publicDir: string): Promise<void> {
  const hashedAssets = path.join(publicDir, 'assets') + path.sep;
  const indexFile = path.join(publicDir, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  if (!hasClient) app.log.warn({ publicDir }, 'no built client found; serving the API only');
  else {
    await registerOpenPlugin(app, async (instance) => {
      await instance.register(fastifyStatic, {
        root: publicDir,
        wildcard: false,
        index: false,
        // The brotli and gzip copies `npm run build` writes (scripts/precompress.mjs), by Accept-Encoding.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, file) => {
          reply.header('cache-control', file.startsWith(hashedAssets) ? HASHED_ASSET_CACHE : REVALIDATE);
        },
      });
    });
  }
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasClient && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)) {
      // Read per request: a rebuilt client is picked up without a restart.
      const html = await fs.promises.readFile(indexFile);
      return reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(html);
    }
    return notFound(request, reply);
  });
}
