/**
 * Stands in for the variants not being measured when the bench builds the page once per variant to
 * weigh its JavaScript (form-200-chromium.ts): built together, variants share chunks, and a chunk one
 * variant needs would be counted against another.
 */
export function variantElement() {
  return null;
}
