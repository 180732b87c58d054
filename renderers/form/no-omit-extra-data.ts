/**
 * Stands in for @rjsf/utils' omitExtraData module and its toPathSchema (vite.aliases.ts). rjsf's
 * Form runs them only with its `omitExtraData` prop, which the renderer never sets: the server
 * validates every write against the entity schema and drops nothing silently. getUsedFormData and
 * getFieldNames back deprecated public methods of rjsf's Form the renderer never calls; isValueEmpty
 * backs removeOptionalEmptyObjects, which neither rjsf's Form nor the renderer uses. A form page
 * need not carry them (about 3 KB gzipped); a call fails loudly here.
 */
function refused(): never {
  throw new Error("rjsf's omitExtraData is not switched on in this renderer");
}

export default refused;
export const getUsedFormData = refused;
export const getFieldNames = refused;
export const isValueEmpty = refused;
