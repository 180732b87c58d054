/**
 * Stands in for @rjsf/utils' sanitizeDataForNewSchema where rjsf's own modules import it
 * (vite.aliases.ts). rjsf's Form calls it after a change only when the schema it retrieves for the
 * form data differs from the one before (a `dependencies`, `if`/`then` or `oneOf` branch switched)
 * or the schema nests such a conditional; the forms' schemas are the entity keyword subset, which has
 * none of them (the form validator refuses them: validator/interpret.ts), so the retrieved schema
 * never changes with the data. A form page need not carry the sanitiser (about 1.5 KB gzipped); a
 * schema outside the subset fails loudly here.
 */
import { refuseKeyword } from './validator/unsupported-schema';

export default function noSanitize(): never {
  return refuseKeyword('dependencies', 'if', 'oneOf');
}
