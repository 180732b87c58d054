/**
 * Menus, buttons and role grants come from schemas/menus/*.json (docs/contracts.md, Menus); each
 * row's id derives from its key, so grants and parents name entries without looking them up.
 */
import { loadMenuDocuments } from '../../shared/schema/load-fs';
import { mergeMenus, type MenuEntry } from '../../shared/schema/menus';
import { schemaRegistry } from '../modules/schema/registry';
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

let cached: MenuEntry[] | null = null;

/** The entries of schemas/menus, merged and checked (keys, parents, roles, schema pages); read once. */
export function menuEntries(): MenuEntry[] {
  cached ??= mergeMenus(loadMenuDocuments(), {
    roles: GRANTABLE_ROLES,
    pages: new Set(schemaRegistry().pages.keys()),
  });
  return cached;
}

/** Every menu entry of the data (layouts/menu-items.test.ts checks their icons). */
export const MENUS: MenuEntry[] = menuEntries();
