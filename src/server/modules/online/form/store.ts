/**
 * The contract of the online form definitions (docs/contracts.md "Online forms"), used by
 * the sync (F10b), the runtime API (F10c) and the reports (R10):
 * - loadDefinition(db, headId): the definition with its fields (by order_num) and indexes;
 * - publishedVersion(db, code): the last published entity/page schemas of table `code`;
 * - registerPublished(app, code): registers (or replaces) that entity and page on that app.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { SchemaError } from '../../../../shared/schema/registry';
import {
  addRuntimeEntity,
  addRuntimePage,
  removeRuntimeEntity,
  runtimeEntity,
  schemaRegistry,
  type AppSchemas,
  type SchemaSource,
} from '../../schema/registry';
import { RUNTIME_API_BASE } from '../../crud/runtime-api';
import { subTablesOf } from '../../../../shared/schema/sub-tables';
import type { EntitySchema } from '../../../../shared/schema/types';
import type { CgformDefinition } from './definition-types';
import { fieldOf, headOf, indexOf } from './rows';
import { guardRecords } from './record-guard';
import { LocalizedHttpError } from '../../../http/errors';
import { ONL_MSG } from './messages';

export type { CgformDefinition, CgformField, CgformHead, CgformIndex } from './definition-types';

type Db = Kysely<Database> | Transaction<Database>;

export interface PublishedVersion {
  version: number;
  /** The entity schema (schemas/meta/entity.schema.json). */
  entity: Record<string, unknown>;
  /** The list page schema with its form, id `online-<code>`. */
  page: Record<string, unknown>;
}

async function definitionWhere(
  db: Db,
  head: Awaited<ReturnType<typeof findHead>>,
): Promise<CgformDefinition | undefined> {
  if (!head) return undefined;
  const [fields, indexes] = await Promise.all([
    db
      .selectFrom('onl_cgform_field')
      .selectAll()
      .where('cgform_head_id', '=', head.id)
      .orderBy('order_num')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('onl_cgform_index')
      .selectAll()
      .where('cgform_head_id', '=', head.id)
      .orderBy('index_name')
      .execute(),
  ]);
  return { head: headOf(head), fields: fields.map(fieldOf), indexes: indexes.map(indexOf) };
}

function findHead(db: Db, by: { id: string } | { tableName: string }) {
  const query = db.selectFrom('onl_cgform_head').selectAll();
  return (
    'id' in by ? query.where('id', '=', by.id) : query.where('table_name', '=', by.tableName)
  ).executeTakeFirst();
}

/** The definition by head id, undefined when there is none. */
export async function loadDefinition(db: Db, headId: string): Promise<CgformDefinition | undefined> {
  return definitionWhere(db, await findHead(db, { id: headId }));
}

/** The definition by its code (table name), undefined when there is none. */
/**
 * The definition with its head row locked for the rest of `trx` (an edit or a publish of the same
 * form waits), or 404 when there is none.
 */
export async function lockDefinition(trx: Transaction<Database>, headId: string): Promise<CgformDefinition> {
  const locked = await trx
    .selectFrom('onl_cgform_head')
    .select('id')
    .where('id', '=', headId)
    .forUpdate()
    .executeTakeFirst();
  const definition = locked ? await loadDefinition(trx, headId) : undefined;
  if (!definition) throw new LocalizedHttpError(404, ONL_MSG.notFound);
  return definition;
}

export async function loadDefinitionByCode(db: Db, code: string): Promise<CgformDefinition | undefined> {
  return definitionWhere(db, await findHead(db, { tableName: code }));
}

/** The published schemas of the form whose table is `code`, undefined before its first publish. */
export async function publishedVersion(db: Db, code: string): Promise<PublishedVersion | undefined> {
  const row = await db
    .selectFrom('onl_cgform_head as h')
    .innerJoin('onl_cgform_version as v', (join) =>
      join.onRef('v.cgform_head_id', '=', 'h.id').onRef('v.version', '=', 'h.published_version'),
    )
    .select(['v.version', 'v.entity_json', 'v.page_json'])
    .where('h.table_name', '=', code)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    version: row.version,
    entity: JSON.parse(row.entity_json) as Record<string, unknown>,
    page: JSON.parse(row.page_json) as Record<string, unknown>,
  };
}

/**
 * The version of each form registered on an app, kept beside that app's registry (whose runtime
 * entities it numbers), so another app in the process has versions of its own.
 */
const versionsByApp = new WeakMap<AppSchemas, Map<string, number>>();

function versionsOf(app: SchemaSource): Map<string, number> {
  let versions = versionsByApp.get(app.schemas);
  if (!versions) versionsByApp.set(app.schemas, (versions = new Map()));
  return versions;
}

export function registeredVersion(app: SchemaSource, code: string): number | undefined {
  return runtimeEntity(app, code) ? versionsOf(app).get(code) : undefined;
}

/**
 * Puts a published version onto the app: its sub tables' entities first (the registry wants
 * them before the entity that holds them), then the entity (replacing an older version), its page
 * and the check that refuses record writes while the table lags behind the published version.
 */
export function registerVersion(app: FastifyInstance, code: string, published: PublishedVersion): void {
  const api = (published.entity as { 'x-api'?: unknown })['x-api'];
  if (api !== `${RUNTIME_API_BASE}/${code}` || (published.entity as { $id?: unknown }).$id !== code) {
    throw new SchemaError(
      `runtime:${code}`,
      '/x-api',
      `an online form's entity is "${code}" with x-api "${RUNTIME_API_BASE}/${code}"`,
    );
  }
  addRuntimeEntity(app, published.entity, { replace: true });
  addRuntimePage(app, published.page);
  guardRecords(app, code);
  versionsOf(app).set(code, published.version);
}

/**
 * Registers the published version of `code` on the app: its runtime entity (replacing an older
 * version), its page `online-<code>` and the record guard; sub tables it holds are registered first.
 * Returns false when it is not published. Its permission codes are sys_permission rows written when it
 * was published (publish.ts).
 */
export async function registerPublished(
  app: FastifyInstance,
  code: string,
  seen: Set<string> = new Set(),
): Promise<boolean> {
  if (seen.has(code)) return registeredVersion(app, code) !== undefined;
  seen.add(code);
  const published = await publishedVersion(app.db, code);
  if (!published) return false;
  for (const sub of subTablesOf(published.entity as unknown as EntitySchema)) {
    if (registeredVersion(app, sub.entity) === undefined) await registerPublished(app, sub.entity, seen);
  }
  registerVersion(app, code, published);
  return true;
}

/**
 * Takes a deleted form off the app: its runtime entity and page `online-<code>` (its records'
 * routes and the page answer 404 from then on). A form another registered entity still holds as a
 * sub table stays (that entity's writes need it); false then, or when it was not registered.
 */
export function unregisterPublished(app: SchemaSource, code: string): boolean {
  if (!runtimeEntity(app, code)) return false;
  for (const entity of schemaRegistry(app).entities.values()) {
    if (entity.id !== code && subTablesOf(entity.schema).some((sub) => sub.entity === code)) return false;
  }
  versionsOf(app).delete(code);
  return removeRuntimeEntity(app, code);
}
