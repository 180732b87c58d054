/**
 * Stands in for @rjsf/utils' findSchemaDefinition module where rjsf's own modules import it
 * (vite.aliases.ts). rjsf calls it only to follow a schema's `$ref`, to make the `$ref`s of a draft
 * 2020-12 bundle absolute (`$schema` naming that draft), and to split a `dependencies` entry; the
 * forms' schemas are the entity keyword subset, which has no `$ref`, `$schema` or `dependencies`
 * (the form validator refuses them: validator/interpret.ts). So a form page need not carry the
 * reference resolver and its JSON pointer parser (about 1.5 KB gzipped); a schema outside the
 * subset fails loudly here.
 */
import { refuseKeyword } from './validator/unsupported-schema';

function refused(): never {
  return refuseKeyword('$ref', 'dependencies');
}

export default refused;
export const findSchemaDefinitionRecursive = refused;
export const makeAllReferencesAbsolute = refused;
export const splitKeyElementFromObject = refused;
