/**
 * The server's schema registry: schemas/ plus any extra roots (tests add a demo entity from
 * tests/fixtures/schemas, the benchmark too), loaded once, plus the entities registered at run time
 * (admin-built forms: crud/routes.ts registerRuntimeEntity), which the generic CRUD finds at request
 * time. The registry is process-wide: later apps in the same process see the same entities.
 */
import { loadRegistry, SCHEMAS_ROOT } from '../../../shared/schema/load-fs';
import { checkEntityDocument } from '../../../shared/schema/meta-check';
import { resolveEntity, SchemaError, type ResolvedEntity, type SchemaRegistry } from '../../../shared/schema/registry';
import type { EntitySchema } from '../../../shared/schema/types';
import { subTableProblems } from '../../../shared/schema/sub-tables';

let extraRoots: string[] = [];
let cached: SchemaRegistry | null = null;
/** Entities registered at run time, by id, with the JSON they were registered from. */
const runtime = new Map<string, { json: string; entity: ResolvedEntity }>();

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
  if (!cached) {
    cached = loadRegistry([SCHEMAS_ROOT, ...extraRoots]);
    for (const { entity } of runtime.values()) addToRegistry(cached, entity);
  }
  return cached;
}

/**
 * Adds an entity at run time after the meta-check and the registry's own checks (its id, table and
 * x-api are not taken by another entity). Registering the same schema again is a no-op (two apps in
 * one process, a restart of the caller); a different schema under a registered id is refused, as a
 * changed table needs a migration first.
 */
export function addRuntimeEntity(document: unknown): ResolvedEntity {
  const file = `runtime:${typeof document === 'object' && document !== null ? String((document as { $id?: unknown }).$id) : '?'}`;
  const declared: EntitySchema = checkEntityDocument(file, document);
  const json = JSON.stringify(declared);
  const known = runtime.get(declared.$id);
  if (known) {
    if (known.json !== json) throw new SchemaError(file, '/$id', `entity "${declared.$id}" is registered with another schema`);
    return known.entity;
  }
  const registry = schemaRegistry();
  for (const name of declared.required ?? []) {
    if (!declared.properties[name]) throw new SchemaError(file, '/required', `required field "${name}" is not a property`);
  }
  if (registry.entities.has(declared.$id)) throw new SchemaError(file, '/$id', `entity "${declared.$id}" is declared twice`);
  if (registry.byTable.has(declared['x-table'])) throw new SchemaError(file, '/x-table', `table "${declared['x-table']}" is used twice`);
  if ([...registry.entities.values()].some((e) => e.schema['x-api'] === declared['x-api'])) {
    throw new SchemaError(file, '/x-api', `api "${declared['x-api']}" is used twice`);
  }
  // A sub table's entity is registered before the entity that holds it.
  const subProblem = subTableProblems(declared, (id) => registry.entities.get(id)?.schema)[0];
  if (subProblem) throw new SchemaError(file, subProblem.path, subProblem.detail);
  const entity = resolveEntity(declared);
  runtime.set(entity.id, { json, entity });
  addToRegistry(registry, entity);
  return entity;
}

/** A runtime entity by id (undefined for the entities of schemas/, whose routes are static). */
export function runtimeEntity(id: string): ResolvedEntity | undefined {
  return runtime.get(id)?.entity;
}
