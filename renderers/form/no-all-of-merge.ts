/**
 * Stands in for @x0k/json-schema-merge where @rjsf/utils imports it (vite.aliases.ts). rjsf merges
 * schemas with it only for `allOf`; the forms' schemas are the entity keyword subset, which has no
 * `allOf` (the form validator refuses one: validator/interpret.ts). rjsf builds its merger when the
 * module loads, so the factories exist; the merge itself fails loudly, for a schema outside the
 * subset, instead of every form page carrying a schema merger it never runs.
 */
function refused(): never {
  throw new Error('unsupported schema keyword "allOf"');
}

export function createComparator() {
  return { compareSchemaDefinitions: refused, compareSchemaValues: refused };
}

export function createMerger() {
  return { mergeArrayOfSchemaDefinitions: refused };
}

export function createShallowAllOfMerge(): (schema: unknown) => never {
  return refused;
}

export function createDeduplicator(): () => never {
  return refused;
}

export function createIntersector(): () => never {
  return refused;
}
