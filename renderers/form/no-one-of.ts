/**
 * Stands in for @rjsf/utils' oneOf/anyOf option pickers (getClosestMatchingOption,
 * getFirstMatchingOption, findSelectedOptionInXxxOf) where rjsf's own modules import them
 * (vite.aliases.ts). rjsf calls them only for a schema with `oneOf` or `anyOf`; the forms' schemas
 * are the entity keyword subset, which has neither (the form validator refuses both:
 * validator/interpret.ts). So a form page need not carry the option scoring (about 2 KB gzipped);
 * a schema outside the subset fails loudly here instead of being scored.
 */
import { refuseKeyword } from './validator/unsupported-schema';

export default function noOneOf(): never {
  return refuseKeyword('oneOf', 'anyOf');
}
