/**
 * Module replacements every build of the client shares (the app in vite.config.ts, the benchmark
 * pages in tests/bench): one list, so a benchmark measures what users download.
 */
import { fileURLToPath } from 'node:url';

export const CLIENT_ALIASES = [
  // rjsf's markdown rendering is never switched on here; see renderers/form/plain-markdown.tsx.
  {
    find: /^markdown-to-jsx\/react$/,
    replacement: fileURLToPath(new URL('./renderers/form/plain-markdown.tsx', import.meta.url)),
  },
  // @rjsf/utils merges `allOf` with this; the forms' schema subset has no such keyword. See
  // renderers/form/no-all-of-merge.ts. (fast-uri, which it used for `$ref` URIs, went with the
  // `$ref` resolver's stand-in below.)
  {
    find: /^@x0k\/json-schema-merge(\/lib\/array)?$/,
    replacement: fileURLToPath(new URL('./renderers/form/no-all-of-merge.ts', import.meta.url)),
  },
  // @rjsf/utils' deepEquals, fast-equals configured (only rjsf's modules import it by this name);
  // see renderers/form/plain-deep-equal.ts.
  {
    find: /^\.{1,2}\/deepEquals\.js$/,
    replacement: fileURLToPath(new URL('./renderers/form/plain-deep-equal.ts', import.meta.url)),
  },
  // @rjsf/utils' oneOf/anyOf option pickers (the forms' schema subset has neither keyword) and its
  // omitExtraData with toPathSchema (the renderer never sets Form's omitExtraData); only rjsf's
  // modules import them by these names. See renderers/form/no-one-of.ts and no-omit-extra-data.ts.
  {
    find: /^\.\/(getClosestMatchingOption|getFirstMatchingOption|findSelectedOptionInXxxOf)\.js$/,
    replacement: fileURLToPath(new URL('./renderers/form/no-one-of.ts', import.meta.url)),
  },
  {
    find: /^\.\/(omitExtraData|toPathSchema)\.js$/,
    replacement: fileURLToPath(new URL('./renderers/form/no-omit-extra-data.ts', import.meta.url)),
  },
  // @rjsf/utils' `$ref` resolver and its sanitiser for a switched conditional branch (the forms'
  // schema subset has no `$ref`, `dependencies`, `if` or `oneOf`); only rjsf's modules import them by
  // these names. See renderers/form/no-schema-refs.ts and no-sanitize.ts.
  {
    find: /^\.{1,2}\/findSchemaDefinition\.js$/,
    replacement: fileURLToPath(new URL('./renderers/form/no-schema-refs.ts', import.meta.url)),
  },
  {
    find: /^\.\/sanitizeDataForNewSchema\.js$/,
    replacement: fileURLToPath(new URL('./renderers/form/no-sanitize.ts', import.meta.url)),
  },
  // @rjsf/utils' retrieveSchema answers a schema of the forms' subset unchanged; only rjsf's modules
  // import it by this name. See renderers/form/plain-retrieve-schema.ts.
  {
    find: /^\.{1,2}\/(schema\/)?retrieveSchema\.js$/,
    replacement: fileURLToPath(new URL('./renderers/form/plain-retrieve-schema.ts', import.meta.url)),
  },
  // rjsf's Form imports core's whole default registry (every field, widget and template rjsf has);
  // client builds get the part the entity subset reaches. See renderers/form/client-registry.tsx.
  // Only Form.js imports it by this relative path; core's index keeps exporting the full one.
  {
    find: /^\.\.\/getDefaultRegistry\.js$/,
    replacement: fileURLToPath(new URL('./renderers/form/client-registry.tsx', import.meta.url)),
  },
];
