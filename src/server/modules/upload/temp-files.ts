/**
 * Temporary uploads: an upload stays temporary (sys_file.referenced_at null) until a
 * record stores its path. Temporary files count toward the uploader's quota, the uploader may
 * delete them, and those older than UPLOAD_TEMP_TTL_MS are removed. Before a file is removed, the
 * columns of every entity field shown as an image or file are searched for its path too, so a
 * record written outside the generic CRUD (an import, a custom route) never loses its file.
 * The files are objects of the app's file store (DATA_DIR/files or S3); objects without a row
 * (an upload interrupted between the two) are removed by the same clean-up.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { ResolvedEntity } from '../../../shared/schema/registry';
import type { Database } from '../../db/types';
import { loose, type LooseDb, type TypedDb } from '../crud/loose-db';
import { schemaRegistry, type SchemaSource } from '../schema/registry';
import { schemaKeyword, X_WIDGET } from '../../../shared/schema/keywords';

// avatarCrop stores one uploaded picture's path, as image does.
const FILE_WIDGETS = new Set(['image', 'file', 'avatarCrop']);
/** Candidate files handled per query during the cleanup. */
const BATCH = 200;

interface FileColumn {
  table: string;
  column: string;
}

function fileFieldsOf(entity: ResolvedEntity) {
  return [...entity.fields.values()].filter(
    (f) => f.column !== null && !f.system && FILE_WIDGETS.has(schemaKeyword(f.schema, X_WIDGET) ?? ''),
  );
}

/** Every stored column holding upload paths (one path or a comma list). */
function fileColumns(app: SchemaSource): FileColumn[] {
  const out: FileColumn[] = [];
  for (const entity of schemaRegistry(app).entities.values()) {
    for (const field of fileFieldsOf(entity))
      out.push({ table: entity.table, column: field.column as string });
  }
  return out;
}

/** Upload paths among the values a write stores (file widgets keep one path or a comma list). */
export function pathsInWrite(entity: ResolvedEntity, columns: Record<string, unknown>): string[] {
  const paths: string[] = [];
  for (const field of fileFieldsOf(entity)) {
    const value = columns[field.column as string];
    if (typeof value !== 'string' || value === '') continue;
    paths.push(
      ...value
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== ''),
    );
  }
  return paths;
}

/** Called inside a record write's transaction: the files whose paths it stores stop being temporary. */
export async function markReferenced(
  db: TypedDb,
  entity: ResolvedEntity,
  columns: Record<string, unknown>,
): Promise<void> {
  const paths = pathsInWrite(entity, columns).slice(0, 1000);
  if (paths.length === 0) return;
  await db
    .updateTable('sys_file')
    .set({ referenced_at: new Date() })
    .where('path', 'in', paths)
    .where('referenced_at', 'is', null)
    .execute();
}

/** The subset of `paths` some record's file column holds (exactly, or as one item of a comma list). */
export async function pathsInRecords(app: SchemaSource, db: LooseDb, paths: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (paths.length === 0) return found;
  for (const { table, column } of fileColumns(app)) {
    // Paths hold only [A-Za-z0-9_./-]: `_` matching any character can only make a match wider,
    // which keeps a file rather than deleting it; the exact comparison below decides.
    const rows = (await db
      .selectFrom(table)
      .select(sql.ref(column).as('value'))
      .where((eb) => eb.or(paths.map((p) => eb(sql.ref(column), 'like', `%${p}%`))))
      .execute()) as Array<{ value: unknown }>;
    for (const row of rows) {
      if (typeof row.value !== 'string') continue;
      for (const item of row.value.split(',')) if (paths.includes(item.trim())) found.add(item.trim());
    }
  }
  return found;
}

/**
 * Removes the object of a row already deleted. Should the store fail now, the object is an orphan
 * that the next clean-up removes (removeOrphans): the row, which users see, is gone either way.
 */
async function removeFile(app: FastifyInstance, path: string): Promise<void> {
  await app.files
    .delete(path)
    .catch((error: unknown) => app.log.warn({ err: error, path }, 'file left for the next clean-up'));
}

/** A key this app generated (storage.ts newFilePath); anything else in the store is left alone. */
const GENERATED_KEY = /^[A-Za-z0-9_-]{1,32}\/\d{8}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

/**
 * Removes generated objects older than the cutoff that no sys_file row names: left by an upload
 * whose process died between the object and its row, or by a failed delete. Answers how many.
 */
export async function removeOrphans(app: FastifyInstance, cutoff: Date): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async (): Promise<void> => {
    if (batch.length === 0) return;
    const known = await app.db.selectFrom('sys_file').select('path').where('path', 'in', batch).execute();
    const rows = new Set(known.map((r) => r.path));
    for (const key of batch.filter((k) => !rows.has(k))) {
      await app.files.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const item of app.files.list('')) {
    if (!GENERATED_KEY.test(item.key) || item.modified >= cutoff) continue;
    batch.push(item.key);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return removed;
}

/**
 * Deletes one of the user's own temporary files; false when there is none by that path (another
 * user's, already referenced, or unknown), so the caller answers 404 without saying which.
 */
export async function deleteOwnTemporary(
  app: FastifyInstance,
  userId: string,
  path: string,
): Promise<boolean> {
  const db: Kysely<Database> = app.db;
  const deleted = await db.transaction().execute(async (trx) => {
    const tx = loose(trx);
    const row = await trx
      .selectFrom('sys_file')
      .select(['id', 'path'])
      .where('path', '=', path)
      .where('user_id', '=', userId)
      .where('referenced_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return null;
    if ((await pathsInRecords(app, tx, [row.path])).size > 0) {
      await trx.updateTable('sys_file').set({ referenced_at: new Date() }).where('id', '=', row.id).execute();
      return null;
    }
    await trx.deleteFrom('sys_file').where('id', '=', row.id).execute();
    return row.path;
  });
  if (deleted === null) return false;
  await removeFile(app, deleted);
  return true;
}

/**
 * Removes temporary files older than the configured age that no record references; files found in
 * a record are marked referenced instead. Answers how many temporary files were removed; objects without any
 * row (removeOrphans) are removed too and logged.
 */
export async function cleanupTemporaryFiles(app: FastifyInstance, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - app.config.uploadTempTtlMs);
  let removed = 0;
  let after = '';
  for (;;) {
    const batch = await app.db
      .selectFrom('sys_file')
      .select(['id', 'path'])
      .where('referenced_at', 'is', null)
      .where('create_time', '<', cutoff)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const last = batch.at(-1);
    if (!last) {
      const orphans = await removeOrphans(app, cutoff);
      if (orphans > 0) app.log.info({ removed: orphans }, 'stored files without a record removed');
      return removed;
    }
    after = last.id;
    const referenced = await pathsInRecords(
      app,
      loose(app.db),
      batch.map((f) => f.path),
    );
    const keep = batch.filter((f) => referenced.has(f.path)).map((f) => f.id);
    if (keep.length > 0)
      await app.db.updateTable('sys_file').set({ referenced_at: now }).where('id', 'in', keep).execute();
    for (const file of batch.filter((f) => !referenced.has(f.path))) {
      // The row goes only if it is still temporary: a write may have stored the path meanwhile.
      const gone = await app.db
        .deleteFrom('sys_file')
        .where('id', '=', file.id)
        .where('referenced_at', 'is', null)
        .executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) continue;
      await removeFile(app, file.path);
      removed += 1;
    }
  }
}

/** Runs the cleanup once when the app is ready and then hourly, without keeping the process alive. */
export function scheduleCleanup(app: FastifyInstance, everyMs = 3_600_000): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const run = (): void => {
    if (running) return;
    running = cleanupTemporaryFiles(app)
      .then(
        (count) => {
          if (count > 0) app.log.info({ removed: count }, 'temporary uploads cleaned');
        },
        (error: unknown) => app.log.error({ err: error }, 'temporary upload cleanup failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  // The database closes after this hook: let a cleanup in progress finish first.
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
