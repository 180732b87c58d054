/**
 * The server's schema registry: the schema root (schemas/, or the folder SCHEMAS_DIR names: load-fs.ts
 * schemasRoot) plus any extra roots (tests add a demo entity from tests/fixtures/schemas, the
 * benchmark too), loaded once per root, plus the entities registered at run time
 * (admin-built forms: crud/routes.ts registerRuntimeEntity), which the generic CRUD finds at request
 * time. The registry is process-wide: later apps in the same process see the same entities.
 */
import { join, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadSchemaDocuments, schemasRoot } from '../../../shared/schema/load-fs';
import { checkEntityDocument, checkPageDocument } from '../../../shared/schema/meta-check';
import {
  buildRegistry,
  checkPage,
  resolveEntity,
  SchemaError,
  type ResolvedEntity,
  type SchemaRegistry,
} from '../../../shared/schema/registry';
import { applyPageDefaults } from '../../../shared/schema/page-defaults';
import type { PageSchema } from '../../../shared/schema/types';
import type { EntitySchema } from '../../../shared/schema/types';
import { subTableProblems } from '../../../shared/schema/sub-tables';
import { workflowProblems } from '../../../shared/workflow/problems';
import { entityPatterns } from '../../../shared/schema/schema-patterns';
import { trustRepositoryPatterns } from '../../../shared/validation/linear-regexp';

let extraRoots: string[] = [];
let cached: SchemaRegistry | null = null;
/** The schema root `cached` was read from (SCHEMAS_DIR may name another one later). */
let cachedRoot: string | null = null;
/** Ids of the entities of the schema root itself (not of extra roots, not registered at run time). */
let bundledIds = new Set<string>();
/** Entities registered at run time, by id, with the JSON they were registered from. */
const runtime = new Map<string, { json: string; entity: ResolvedEntity }>();
/** Pages registered at run time (published online forms), by id. */
const runtimePages = new Map<string, PageSchema>();

/**
 * Forgets the entities and pages registered at run time. A server process serves one database, whose
 * published forms it registers at start; a test process that runs several suites one after another,
 * each on a database of its own, forgets the previous suite's forms before the next one starts.
 */
export function forgetRuntimeSchemas(): void {
  runtime.clear();
  runtimePages.clear();
  cached = null;
}

/** Call before building the app; later apps in the same process see the same registry. */
export function setExtraSchemaRoots(roots: string[]): void {
  extraRoots = roots;
  cached = null;
}

function addToRegistry(registry: SchemaRegistry, entity: ResolvedEntity): void {
  registry.entities.set(entity.id, entity);
  registry.byTable.set(entity.table, entity);
}

export function schemaRegistry(): SchemaRegistry {
  const root = schemasRoot();
  if (!cached || cachedRoot !== root) {
    const { entities, pages, dashboards } = loadSchemaDocuments([root, ...extraRoots]);
    cached = buildRegistry(entities, pages, dashboards);
    cachedRoot = root;
    bundledIds = new Set(
      entities.filter((d) => d.file.startsWith(join(root, 'entities') + sep)).map((d) => d.doc.$id),
    );
    // Only the repository's own schemas, before any entity registered at run time from data.
    trustRepositoryPatterns(entityPatterns(cached));
    for (const { entity } of runtime.values()) addToRegistry(cached, entity);
    for (const page of runtimePages.values()) cached.pages.set(page.$id, page);
  }
  return cached;
}

/** The entities of the schema root (schemas/ or SCHEMAS_DIR): the ones whose tables follow them at start. */
export function bundledEntities(): ResolvedEntity[] {
  const registry = schemaRegistry();
  return [...bundledIds].flatMap((id) => {
    const entity = registry.entities.get(id);
    return entity ? [entity] : [];
  });
}

/**
 * Adds an entity at run time after the meta-check and the registry's own checks (its id, table and
 * x-api are not taken by another entity). Registering the same schema again is a no-op (two apps in
 * one process, a restart of the caller); a different schema under a registered id is refused, as a
 * changed table needs a migration first — unless `replace` is set (a new published version of an
 * online form, whose table the online sync keeps): then the new schema, checked the same way,
 * takes the old one's place. An entity of schemas/ is never replaced.
 */
export function addRuntimeEntity(document: unknown, options: { replace?: boolean } = {}): ResolvedEntity {
  const file = `runtime:${typeof document === 'object' && document !== null ? String((document as { $id?: unknown }).$id) : '?'}`;
  const declared: EntitySchema = checkEntityDocument(file, document);
  const json = JSON.stringify(declared);
  const known = runtime.get(declared.$id);
  if (known) {
    if (known.json === json) return known.entity;
    if (!options.replace)
      throw new SchemaError(file, '/$id', `entity "${declared.$id}" is registered with another schema`);
  }
  const registry = schemaRegistry();
  for (const name of declared.required ?? []) {
    if (!declared.properties[name])
      throw new SchemaError(file, '/required', `required field "${name}" is not a property`);
  }
  // The version being replaced does not clash with its successor.
  const others = [...registry.entities.values()].filter((e) => e !== known?.entity);
  if (others.some((e) => e.id === declared.$id))
    throw new SchemaError(file, '/$id', `entity "${declared.$id}" is declared twice`);
  if (others.some((e) => e.table === declared['x-table']))
    throw new SchemaError(file, '/x-table', `table "${declared['x-table']}" is used twice`);
  if (others.some((e) => e.schema['x-api'] === declared['x-api'])) {
    throw new SchemaError(file, '/x-api', `api "${declared['x-api']}" is used twice`);
  }
  // A sub table's entity is registered before the entity that holds it.
  const subProblem = subTableProblems(declared, (id) => registry.entities.get(id)?.schema)[0];
  if (subProblem) throw new SchemaError(file, subProblem.path, subProblem.detail);
  const workflowProblem = workflowProblems(declared)[0];
  if (workflowProblem) throw new SchemaError(file, workflowProblem.path, workflowProblem.detail);
  const entity = resolveEntity(declared);
  runtime.set(entity.id, { json, entity });
  addToRegistry(registry, entity);
  return entity;
}

/**
 * Adds (or replaces) a page at run time for a runtime entity (a published online form's list page):
 * meta-checked, completed with the standard api and actions, and checked against its entity as the
 * pages of schemas/ are. A page of schemas/ is never replaced.
 */
export function addRuntimePage(document: unknown): PageSchema {
  const file = `runtime-page:${typeof document === 'object' && document !== null ? String((document as { $id?: unknown }).$id) : '?'}`;
  const declared = checkPageDocument(file, document);
  const registry = schemaRegistry();
  const entity = runtime.get(declared.entity)?.entity;
  if (!entity)
    throw new SchemaError(file, '/entity', `entity "${declared.entity}" is not registered at run time`);
  const bundled = registry.dashboards.has(declared.$id) || registry.pages.has(declared.$id);
  if (bundled && !runtimePages.has(declared.$id)) {
    throw new SchemaError(file, '/$id', `page "${declared.$id}" is declared twice`);
  }
  const { page, issues } = applyPageDefaults(declared, entity.schema);
  const issue = issues[0];
  if (issue) throw new SchemaError(file, issue.path, issue.detail);
  checkPage(page, entity, registry.pages, file);
  runtimePages.set(page.$id, page);
  registry.pages.set(page.$id, page);
  return page;
}

/** What a request names that may be registered at run time: an entity id, or a page id. */
export interface RuntimeLookup {
  entity?: string;
  page?: string;
}
type RuntimeResolver = (app: FastifyInstance, lookup: RuntimeLookup) => Promise<void>;
const resolvers: RuntimeResolver[] = [];

/**
 * A module that registers entities at run time brings them up to date before they are looked up
 * (the online forms: a version another instance published, or one not registered here yet). A
 * resolver never throws at the caller: it logs and leaves the registry as it was.
 */
export function addRuntimeResolver(resolver: RuntimeResolver): void {
  if (!resolvers.includes(resolver)) resolvers.push(resolver);
}

/** Runs the resolvers for what the request names (the runtime dispatch and the page route call it). */
export async function refreshRuntime(app: FastifyInstance, lookup: RuntimeLookup): Promise<void> {
  for (const resolve of resolvers) await resolve(app, lookup);
}

/** A runtime entity by id (undefined for the entities of schemas/, whose routes are static). */
export function runtimeEntity(id: string): ResolvedEntity | undefined {
  return runtime.get(id)?.entity;
}

/**
 * Removes an entity registered at run time and its pages (a deleted online form): its routes under
 * `${RUNTIME_API_BASE}` answer 404 from then on. An entity of schemas/ is never removed; false when
 * `id` is no runtime entity.
 */
export function removeRuntimeEntity(id: string): boolean {
  const known = runtime.get(id);
  if (!known) return false;
  runtime.delete(id);
  const registry = schemaRegistry();
  if (registry.entities.get(id) === known.entity) registry.entities.delete(id);
  if (registry.byTable.get(known.entity.table) === known.entity) registry.byTable.delete(known.entity.table);
  for (const [pageId, page] of runtimePages) {
    if (page.entity !== id) continue;
    runtimePages.delete(pageId);
    if (registry.pages.get(pageId) === page) registry.pages.delete(pageId);
  }
  return true;
}
