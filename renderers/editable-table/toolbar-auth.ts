/**
 * Which toolbar buttons a table with a permission prefix (JVxeTable `authPre`) shows (SPEC §6: "Table
 * buttons add and batch_delete hidden when an excluded-code list derived from a permission prefix
 * contains them"). The excluded list is the app's (`services.hiddenCodes`, the menu-visible check:
 * enabled codes under the prefix the user was not given). A code the user's own button list lacks is
 * excluded too: the server tells a non-administrator only their own codes of the catalogue, so an
 * enabled code they were not given never reaches the excluded list of their browser.
 */
import type { RendererServices } from '../context';

export const TOOLBAR_CODES = { add: 'add', batchDelete: 'batch_delete' } as const;

export interface ToolbarAllowed {
  add: boolean;
  batchDelete: boolean;
}

/** The prefix as JeecgBoot completes it: codes are `<prefix>:<code>`, the colon added when missing. */
export const fullPrefix = (authPre: string): string => (authPre.endsWith(':') ? authPre : `${authPre}:`);

export function toolbarCodes(
  authPre: string | undefined,
  services: Pick<RendererServices, 'hasPermission' | 'hiddenCodes'>,
): ToolbarAllowed {
  if (!authPre) return { add: true, batchDelete: true };
  const prefix = fullPrefix(authPre);
  const excluded = new Set(services.hiddenCodes?.(prefix) ?? []);
  const allowed = (code: string) => !excluded.has(code) && services.hasPermission(prefix + code);
  return { add: allowed(TOOLBAR_CODES.add), batchDelete: allowed(TOOLBAR_CODES.batchDelete) };
}
