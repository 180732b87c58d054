/**
 * Menus, buttons and role grants come from schemas/menus/*.json (docs/contracts.md, Menus); each
 * row's id derives from its key, so grants and parents name entries without looking them up.
 */
import { loadMenuDocuments, schemasRoot } from '../../shared/schema/load-fs';
import { menuPagesOf, mergeMenus, type MenuEntry } from '../../shared/schema/menus';
import { rootRegistry } from '../modules/schema/registry';
import { ROLES } from './roles';
import { seedId } from './seed-id';

export function menuId(key: string): string {
  return seedId(`menu:${key}`);
}

export function buttonId(perms: string): string {
  return seedId(`button:${perms}`);
}

/** The role codes a menus file may grant: the seeded roles. */
export const GRANTABLE_ROLES: ReadonlySet<string> = new Set(ROLES.map((r) => r.code));

/** Read once per schema root (a changed SCHEMAS_DIR reads its own). */
let cached: { root: string; entries: MenuEntry[] } | null = null;

/** The entries of the schema root's menus/, merged and checked (keys, parents, roles, schema pages). */
export function menuEntries(): MenuEntry[] {
  const root = schemasRoot();
  if (cached?.root !== root)
    cached = {
      root,
      entries: mergeMenus(loadMenuDocuments([root]), {
        roles: GRANTABLE_ROLES,
        pages: menuPagesOf(rootRegistry()),
      }),
    };
  return cached.entries;
}

/** Every menu entry of the data (layouts/menu-items.test.ts checks their icons). */
export const MENUS: MenuEntry[] = menuEntries();
