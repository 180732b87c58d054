/** Every `pattern` keyword (a string) anywhere in the entities' schemas, nested items included. */
import type { SchemaRegistry } from './registry';

function collect(node: unknown, out: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collect(item, out);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'pattern' && typeof value === 'string') out.add(value);
    else collect(value, out);
  }
}

export function entityPatterns(registry: SchemaRegistry): Set<string> {
  const out = new Set<string>();
  for (const entity of registry.entities.values()) collect(entity.schema, out);
  return out;
}
