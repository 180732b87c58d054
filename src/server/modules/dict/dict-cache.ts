/**
 * A short-lived in-process cache of all dictionaries: every login answer carries them. Each
 * instance keeps its own copy for at most TTL_MS, and `GET /sys/dict/refleshCache` or
 * `clearDictCache(app)` (after a dictionary edit) empties it at once on this instance.
 */
import type { FastifyInstance } from 'fastify';
import { loadAllDictItems, type DictItems } from './dict-items';

const TTL_MS = 60_000;

interface Entry {
  loaded: Promise<DictItems>;
  at: number;
}

const caches = new WeakMap<object, Entry>();

export function getAllDictItems(app: Pick<FastifyInstance, 'db'>): Promise<DictItems> {
  const entry = caches.get(app.db);
  if (entry && Date.now() - entry.at < TTL_MS) return entry.loaded;
  const loaded = loadAllDictItems(app.db);
  caches.set(app.db, { loaded, at: Date.now() });
  // A failed load must not stay cached.
  loaded.catch(() => caches.delete(app.db));
  return loaded;
}

export function clearDictCache(app: Pick<FastifyInstance, 'db'>): void {
  caches.delete(app.db);
}
