/**
 * The server's schema registry: schemas/ plus any extra roots (tests add a demo entity from
 * tests/fixtures/schemas, the benchmark too). Loaded once, before routes are registered.
 */
import { loadRegistry, SCHEMAS_ROOT } from '../../../shared/schema/load-fs';
import type { SchemaRegistry } from '../../../shared/schema/registry';

let extraRoots: string[] = [];
let cached: SchemaRegistry | null = null;

/** Call before building the app; later apps in the same process see the same registry. */
export function setExtraSchemaRoots(roots: string[]): void {
  extraRoots = roots;
  cached = null;
}

export function schemaRegistry(): SchemaRegistry {
  cached ??= loadRegistry([SCHEMAS_ROOT, ...extraRoots]);
  return cached;
}
