/**
 * Stands in for fast-uri where @rjsf/utils imports it (vite.aliases.ts). rjsf resolves URIs only
 * for a schema's `$ref` (against `$id`, or embedded `$id`s of a draft 2020-12 bundle); the forms'
 * schemas are the entity keyword subset, which has no `$ref` (the form validator refuses one:
 * validator/interpret.ts). A URI reference reaching rjsf is therefore a schema outside the subset,
 * and it fails loudly here instead of every form page carrying a URI parser it never runs.
 * The app's client has no other importer of fast-uri (ajv runs on the server only).
 */
function refused(): never {
  throw new Error('unsupported schema keyword "$ref"');
}

const uriResolver = { resolve: refused, equal: refused };

export default uriResolver;
