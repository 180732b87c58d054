/**
 * List pages kept in memory while their table is unchanged. A page answer is a pure function of
 * the table's rows, the caller (scope and field rules), the dictionaries, the language and the
 * request's query; the table's stamp (db/changes/table-versions.ts) says whether its rows may have
 * changed since the answer was read, so an unchanged page is answered without the database.
 *
 * The caller is identified by the objects the answer was derived from, not by names: the session's
 * SessionUser (replaced when the user's roles, company or state change), the field view (one object
 * per rule set) and the dictionaries (replaced on every reload). A page is kept only when the
 * entity's table is all it reads: not for entities with a row scope or list decorations of their
 * own (they read other tables), file fields (their names come from sys_file), or a tree level.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResolvedEntity } from '../../../../shared/schema/registry';
import type { TableVersions } from '../../../db/changes/table-versions';
import { ensureChangeTriggers } from '../../../db/changes/change-triggers';
import { getAllDictItems } from '../../dict/dict-cache';
import { entityHooks } from '../hooks';
import { selectedFields } from './rows';
import type { CrudListQuery } from './tree-level';

/** A bigger page (hundreds of wide rows) is read each time rather than crowd out the others. */
const MAX_ANSWER_BYTES = 256 * 1024;

/** Strings are UTF-16 in memory: twice their length is what a page and its key hold. */
function sizeOf(key: string, json: string): number {
  return (key.length + json.length) * 2;
}

interface Kept {
  stamp: string;
  json: string;
}

export class ListAnswerCache {
  private readonly entries = new Map<string, Kept>();
  private bytes = 0;

  /** `maxBytes`: memory for kept pages (config.listCacheMb); past it the oldest go. */
  constructor(private readonly maxBytes: number) {}

  get(key: string, stamp: string): string | undefined {
    const kept = this.entries.get(key);
    if (kept === undefined) return undefined;
    if (kept.stamp === stamp) return kept.json;
    this.remove(key, kept);
    return undefined;
  }

  set(key: string, stamp: string, json: string): void {
    const bytes = sizeOf(key, json);
    if (bytes > MAX_ANSWER_BYTES) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { stamp, json });
    this.bytes += bytes;
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest, kept);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, kept: Kept): void {
    this.entries.delete(key);
    this.bytes -= sizeOf(key, kept.json);
  }
}

/** Per app (its TableVersions): the kept pages, and the reads in flight by key and stamp. */
const kept = new WeakMap<TableVersions, { cache: ListAnswerCache; readers: Map<string, Promise<string>> }>();
const serials = new WeakMap<object, number>();
let nextSerial = 0;

function serialOf(value: object): number {
  let serial = serials.get(value);
  if (serial === undefined) serials.set(value, (serial = ++nextSerial));
  return serial;
}

function readsOnlyItsTable(app: FastifyInstance, view: ResolvedEntity, query: CrudListQuery): boolean {
  if (query.level) return false;
  const hooks = entityHooks(app, view.id);
  if (hooks.rowScope || hooks.decorateListRows) return false;
  return !selectedFields(view, query.fields).some((f) => f.schema['x-widget'] === 'file');
}

/**
 * The page's `result` as JSON: kept from an earlier identical request while the table is unchanged,
 * else read by `read` (and kept when the table is watched).
 */
export async function listAnswerJson(
  request: FastifyRequest,
  view: ResolvedEntity,
  query: CrudListQuery,
  read: () => Promise<unknown>,
): Promise<string> {
  const app = request.server;
  const versions = app.tableVersions;
  const stamp = versions && readsOnlyItsTable(app, view, query) ? versions.stamp(view.table) : null;
  if (!versions || stamp === null) return JSON.stringify(await read());
  let pages = kept.get(versions);
  if (!pages) {
    pages = { cache: new ListAnswerCache(app.config.listCacheMb * 1024 * 1024), readers: new Map() };
    kept.set(versions, pages);
  }
  const { cache, readers } = pages;
  const dicts = await getAllDictItems(app);
  // The parsed query, not the URL: the client's `_t` cache-buster changes every second.
  const key = [
    view.table,
    serialOf(request.user),
    serialOf(view),
    serialOf(dicts),
    request.locale,
    JSON.stringify(query),
  ].join('|');
  const answer = cache.get(key, stamp);
  if (answer !== undefined) return answer;
  // Requests that miss together share one read: after a change, the fifty requests in flight for a
  // busy page would otherwise all read it. Joining is as fresh as reading: the stamp is the same, so
  // no change notice arrived since the shared read began.
  const flight = `${key}#${stamp}`;
  const running = readers.get(flight);
  if (running) return running;
  const reading = read().then((page) => {
    const json = JSON.stringify(page);
    cache.set(key, stamp, json);
    return json;
  });
  readers.set(flight, reading);
  try {
    return await reading;
  } finally {
    readers.delete(flight);
  }
}

/** Adds the change trigger where missing and watches each of `tables` that has it (a table created after the start). */
export async function watchTables(app: FastifyInstance, tables: readonly string[]): Promise<void> {
  const versions = app.tableVersions;
  if (!versions || tables.length === 0) return;
  for (const table of await ensureChangeTriggers(app.db, [...new Set(tables)])) versions.watch(table);
}

/**
 * Once the app is ready: the tables of its entities watched (watchTables). A table whose trigger
 * cannot be added (no right to, or a lock held by a long transaction) is read from the database on
 * every request; the app starts either way.
 */
export function watchListTables(app: FastifyInstance, tables: readonly string[]): void {
  if (!app.tableVersions || tables.length === 0) return;
  app.addHook('onReady', async () => {
    try {
      await watchTables(app, tables);
    } catch (error) {
      app.log.warn(
        { err: error },
        'list pages are not kept in memory: the change triggers could not be added',
      );
    }
  });
}
