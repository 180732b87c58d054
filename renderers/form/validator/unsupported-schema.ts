/**
 * A form schema outside the entity keyword subset (schemas/meta/entity.schema.json) fails loudly
 * rather than being validated or rendered as something else: the browser's validator
 * (interpret.ts) and the stand-ins for the parts of rjsf the subset never reaches
 * (vite.aliases.ts) refuse it with the same error.
 */
export class UnsupportedSchemaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsupportedSchemaError';
  }
}

/** Refuses a schema that uses `keyword` (or one of `keywords`). */
export function refuseKeyword(...keywords: [string, ...string[]]): never {
  throw new UnsupportedSchemaError(`unsupported schema keyword ${keywords.map((k) => `"${k}"`).join(' / ')}`);
}
