/**
 * Which fields an Excel import reads. The registry leaves virtual and write-only fields out of
 * imports (they are neither stored nor exported), unless the entity opts one in with
 * `"x-import": true` — e.g. sys_user's write-only `password`, which its insert hook hashes. The
 * import then sees that field as importable: its header is read, its value validated with the
 * field's own rules (format 'password' → the form's password rule) and passed to the hooks.
 */
import type { ResolvedEntity, ResolvedField } from '../../../../shared/schema/registry';
import { schemaKeyword, X_IMPORT } from '../../../../shared/schema/keywords';

/** Importable, or a virtual / write-only field the entity marks `"x-import": true`. */
export function readsOnImport(field: ResolvedField): boolean {
  if (field.importable) return true;
  return schemaKeyword(field.schema, X_IMPORT) === true && !field.system && field.writable;
}

/**
 * A generated one-time value is given to an opted-in write-only password field a row leaves empty,
 * so every imported account can log in (the value is shown to the importer once).
 */
export function generatedOnImport(field: ResolvedField): boolean {
  return readsOnImport(field) && field.schema.writeOnly === true && field.schema.format === 'password';
}

const derived = new WeakMap<ResolvedEntity, ResolvedEntity>();

/**
 * The entity as the import sees it (same object when nothing is opted in). Cached, so its
 * compiled validator (cached per entity object) is built once.
 */
export function importEntity(entity: ResolvedEntity): ResolvedEntity {
  const known = derived.get(entity);
  if (known) return known;
  let changed = false;
  const fields = new Map<string, ResolvedField>();
  for (const [name, field] of entity.fields) {
    const opted = !field.importable && readsOnImport(field);
    changed ||= opted;
    fields.set(name, opted ? { ...field, importable: true } : field);
  }
  const result = changed ? { ...entity, fields } : entity;
  derived.set(entity, result);
  return result;
}
