/**
 * The server's schema registry, one per app (app.schemas, decorated in app.ts before the modules):
 * the schema root (schemas/, or the folder SCHEMAS_DIR names: load-fs.ts schemasRoot) plus the
 * app's extra roots (tests add a demo entity from tests/fixtures/schemas, the benchmark too: AppDeps
 * schemaRoots), plus the entities and pages registered at run time on that app (admin-built forms:
 * crud/routes.ts registerRuntimeEntity), which the generic CRUD finds at request time on the
 * request's app. Two apps in one process see neither each other's runtime entities nor extra roots.
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

/** What a request names that may be registered at run time: an entity id, or a page id. */
export interface RuntimeLookup {
  entity?: string;
  page?: string;
}
type RuntimeResolver = (app: FastifyInstance, lookup: RuntimeLookup) => Promise<void>;

/** The schema files of a list of roots, read and resolved; never changed once built. */
interface Base {
  registry: SchemaRegistry;
  /** Ids of the entities of the first root itself (the schema root, not an extra root). */
  bundledIds: ReadonlySet<string>;
}

/**
 * Kept for the process, keyed by the roots: the files of a root do not change while it runs, so
 * every app reading the same roots shares one parse. Apps copy the maps before adding to them.
 */
const bases = new Map<string, Base>();

function baseOf(roots: readonly string[]): Base {
  const key = roots.join('\0');
  let base = bases.get(key);
  if (!base) {
    const [root = ''] = roots;
    const { entities, pages, dashboards } = loadSchemaDocuments([...roots]);
    const registry = buildRegistry(entities, pages, dashboards);
    // Only the repository's own schemas, before any entity registered at run time from data.
    trustRepositoryPatterns(entityPatterns(registry));
    const own = join(root, 'entities') + sep;
    base = {
      registry,
      bundledIds: new Set(entities.filter((d) => d.file.startsWith(own)).map((d) => d.doc.$id)),
    };
    bases.set(key, base);
  }
  return base;
}

function addToRegistry(registry: SchemaRegistry, entity: ResolvedEntity): void {
  registry.entities.set(entity.id, entity);
  registry.byTable.set(entity.table, entity);
}

/** One app's registry: its extra roots and what was registered on it at run time. */
export class AppSchemas {
  private cached: SchemaRegistry | null = null;
  /** The schema root `cached` was read from (SCHEMAS_DIR may name another one later). */
  private cachedRoot: string | null = null;
  /** Entities registered at run time, by id, with the JSON they were registered from. */
  readonly runtime = new Map<string, { json: string; entity: ResolvedEntity }>();
  /** Pages registered at run time (published online forms), by id. */
  readonly runtimePages = new Map<string, PageSchema>();
  readonly resolvers: RuntimeResolver[] = [];

  constructor(readonly extraRoots: readonly string[] = []) {}

  registry(): SchemaRegistry {
    const root = schemasRoot();
    if (!this.cached || this.cachedRoot !== root) {
      const base = baseOf([root, ...this.extraRoots]).registry;
      this.cached = {
        entities: new Map(base.entities),
        pages: new Map(base.pages),
        dashboards: base.dashboards,
        byTable: new Map(base.byTable),
      };
      this.cachedRoot = root;
      for (const { entity } of this.runtime.values()) addToRegistry(this.cached, entity);
      for (const page of this.runtimePages.values()) this.cached.pages.set(page.$id, page);
    }
    return this.cached;
  }
}

/** Where the registry is looked up: the app, or anything that holds one. */
export type SchemaSource = Pick<FastifyInstance, 'schemas'>;

/** The app's registry: the schema root, its extra roots and its runtime entities and pages. */
export function schemaRegistry(app: SchemaSource): SchemaRegistry {
  return app.schemas.registry();
}

/**
 * The registry of the schema root alone (no extra root, nothing registered at run time): what the
 * start and the seeds, which run before any app, read. Not to be changed by the caller.
 */
export function rootRegistry(): SchemaRegistry {
  return baseOf([schemasRoot()]).registry;
}

/** The entities of the schema root (schemas/ or SCHEMAS_DIR): the ones whose tables follow them at start. */
export function bundledEntities(): ResolvedEntity[] {
  const { registry, bundledIds } = baseOf([schemasRoot()]);
  return [...bundledIds].flatMap((id) => {
    const entity = registry.entities.get(id);
    return entity ? [entity] : [];
  });
}

/**
 * Adds an entity at run time after the meta-check and the registry's own checks (its id, table and
 * x-api are not taken by another entity). Registering the same schema again is a no-op (a restart of
 * the caller); a different schema under a registered id is refused, as a
 * changed table needs a migration first — unless `replace` is set (a new published version of an
 * online form, whose table the online sync keeps): then the new schema, checked the same way,
 * takes the old one's place. An entity of schemas/ is never replaced.
 */
export function addRuntimeEntity(
  app: SchemaSource,
  document: unknown,
  options: { replace?: boolean } = {},
): ResolvedEntity {
  const { runtime } = app.schemas;
  const file = `runtime:${typeof document === 'object' && document !== null ? String((document as { $id?: unknown }).$id) : '?'}`;
  const declared: EntitySchema = checkEntityDocument(file, document);
  const json = JSON.stringify(declared);
  const known = runtime.get(declared.$id);
  if (known) {
    if (known.json === json) return known.entity;
    if (!options.replace)
      throw new SchemaError(file, '/$id', `entity "${declared.$id}" is registered with another schema`);
  }
  const registry = schemaRegistry(app);
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
export function addRuntimePage(app: SchemaSource, document: unknown): PageSchema {
  const { runtime, runtimePages } = app.schemas;
  const file = `runtime-page:${typeof document === 'object' && document !== null ? String((document as { $id?: unknown }).$id) : '?'}`;
  const declared = checkPageDocument(file, document);
  const registry = schemaRegistry(app);
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

/**
 * A module that registers entities at run time brings them up to date before they are looked up
 * (the online forms: a version another instance published, or one not registered here yet). A
 * resolver never throws at the caller: it logs and leaves the registry as it was.
 */
export function addRuntimeResolver(app: SchemaSource, resolver: RuntimeResolver): void {
  const { resolvers } = app.schemas;
  if (!resolvers.includes(resolver)) resolvers.push(resolver);
}

/** Runs the resolvers for what the request names (the runtime dispatch and the page route call it). */
export async function refreshRuntime(app: FastifyInstance, lookup: RuntimeLookup): Promise<void> {
  for (const resolve of app.schemas.resolvers) await resolve(app, lookup);
}

/** A runtime entity by id (undefined for the entities of schemas/, whose routes are static). */
export function runtimeEntity(app: SchemaSource, id: string): ResolvedEntity | undefined {
  return app.schemas.runtime.get(id)?.entity;
}

/**
 * Removes an entity registered at run time and its pages (a deleted online form): its routes under
 * `${RUNTIME_API_BASE}` answer 404 from then on. An entity of schemas/ is never removed; false when
 * `id` is no runtime entity.
 */
export function removeRuntimeEntity(app: SchemaSource, id: string): boolean {
  const { runtime, runtimePages } = app.schemas;
  const known = runtime.get(id);
  if (!known) return false;
  runtime.delete(id);
  const registry = schemaRegistry(app);
  if (registry.entities.get(id) === known.entity) registry.entities.delete(id);
  if (registry.byTable.get(known.entity.table) === known.entity) registry.byTable.delete(known.entity.table);
  for (const [pageId, page] of runtimePages) {
    if (page.entity !== id) continue;
    runtimePages.delete(pageId);
    if (registry.pages.get(pageId) === page) registry.pages.delete(pageId);
  }
  return true;
}
