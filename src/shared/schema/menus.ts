/**
 * Menus, their buttons and role grants as data (schemas/menus/*.json, format in
 * schemas/meta/menus.schema.json): the types and the checks across files. Pure; load-fs.ts reads
 * the files, the server reconciles the entries into sys_permission (server/seed/menu-reconcile.ts).
 */
import { metaSchemaCheck } from './meta-schema-check';
import menusMeta from '../../../schemas/meta/menus.schema.json';
import { SchemaError, type SchemaDocument, type SchemaRegistry } from './registry';
import { componentNameOfPage } from './entity-names';
import type { I18nText } from './types';
import { PERMISSION_ACTIONS, PERMISSION_ACTION_TITLES } from './permission-actions';
import { iconNameOf } from '../icons/icon-names';

export interface MenuTitle {
  'zh-CN': string;
  'en-US': string;
}

export interface MenuButton {
  /** The button's key: unique over every file. */
  perms: string;
  title: MenuTitle;
  /** Role codes; default the entry's grants. */
  grants?: string[];
}

export interface MenuEntry {
  /** Unique and stable: the row id derives from it. */
  key: string;
  parent?: string;
  title: MenuTitle;
  url?: string;
  component?: string;
  componentName?: string;
  icon?: string;
  /** 0 top menu, 1 sub menu. */
  menuType: 0 | 1;
  sortNo: number;
  redirect?: string;
  alwaysShow?: boolean;
  /** Default: true for a page (a component other than layouts/RouteView). */
  keepAlive?: boolean;
  hidden?: boolean;
  grants?: string[];
  buttons?: MenuButton[];
}

/**
 * An entry as a file writes it: one naming a schema page (`page`) may leave out what follows from
 * the page and its entity (expandMenuEntry).
 */
export type MenuEntryDeclaration = Omit<MenuEntry, 'key' | 'title' | 'menuType'> &
  Partial<Pick<MenuEntry, 'key' | 'title' | 'menuType'>> & {
    /** A schema page id: the entry is that page's screen. */
    page?: string;
  };

export interface MenusDocument {
  entries: MenuEntryDeclaration[];
}

/** What an entry naming a page takes from it: its title, and its entity's API base and codes. */
export interface MenuPage {
  title: MenuTitle;
  /** The entity's x-api, the screen's default url; undefined for a page of no entity. */
  api?: string;
  /** The entity's x-permissions (action → code). */
  permissions?: Readonly<Record<string, string | undefined>>;
}

const SCHEMA_COMPONENT = 'schema/';

const bothLanguages = (title: I18nText): MenuTitle =>
  typeof title === 'string' ? { 'zh-CN': title, 'en-US': title } : title;

/**
 * The registry's pages as menu entries see them: a page over an entity, with the entity's API base
 * and codes, and a dashboard, whose one code is its view permission (its 查询 button).
 */
export function menuPagesOf(registry: SchemaRegistry): Map<string, MenuPage> {
  const pages = new Map<string, MenuPage>();
  for (const [id, page] of registry.pages) {
    const entity = registry.entities.get(page.entity);
    pages.set(id, {
      title: bothLanguages(page.title),
      api: entity?.schema['x-api'],
      permissions: entity ? { ...entity.schema['x-permissions'] } : undefined,
    });
  }
  for (const [id, dashboard] of registry.dashboards)
    pages.set(id, { title: bothLanguages(dashboard.title), permissions: { list: dashboard.permission } });
  return pages;
}

/**
 * An entry naming a page, completed from it: key the page id, component `schema/<page>`, component
 * name the page id in PascalCase, title the page's, url the entity's API base, menuType 1 under a
 * parent, and one button per code of the entity with the standard titles. What the entry states wins.
 */
export function expandMenuEntry(
  file: string,
  index: number,
  entry: MenuEntryDeclaration,
  pages: ReadonlyMap<string, MenuPage> | undefined,
): MenuEntry {
  const { page: pageId, ...rest } = entry;
  if (pageId === undefined) return rest as MenuEntry;
  const page = pages?.get(pageId);
  if (!page) throw new SchemaError(file, `/entries/${index}/page`, `page "${pageId}" does not exist`);
  if (entry.component !== undefined)
    throw new SchemaError(file, `/entries/${index}/component`, 'an entry naming a page states no component');
  const buttons =
    entry.buttons ??
    PERMISSION_ACTIONS.flatMap((action) => {
      const perms = page.permissions?.[action];
      const [zh, en] = PERMISSION_ACTION_TITLES[action];
      return perms ? [{ perms, title: { 'zh-CN': zh, 'en-US': en } }] : [];
    });
  const url = entry.url ?? page.api;
  return {
    ...rest,
    key: entry.key ?? pageId,
    title: entry.title ?? page.title,
    component: `${SCHEMA_COMPONENT}${pageId}`,
    componentName: entry.componentName ?? componentNameOfPage(pageId),
    menuType: entry.menuType ?? (entry.parent === undefined ? 0 : 1),
    ...(url === undefined ? {} : { url }),
    ...(buttons.length > 0 ? { buttons } : {}),
  };
}

const validateMenusDocument = metaSchemaCheck<MenusDocument>(menusMeta);

/** The file against schemas/meta/menus.schema.json; a failure names the file and the JSON path. */
export function checkMenusDocument(file: string, doc: unknown): MenusDocument {
  return validateMenusDocument(file, doc);
}

export interface MenuCheckContext {
  /** Role codes a grant may name (the seeded roles). */
  roles: ReadonlySet<string>;
  /**
   * The pages a `schema/<id>` component or an entry's `page` may name (menuPagesOf); leave out to
   * skip that check (an entry naming a page then fails).
   */
  pages?: ReadonlyMap<string, MenuPage>;
}

/** A folder of the menu: it shows its children, no page of its own. */
const FOLDER_COMPONENT = 'layouts/RouteView';
/**
 * The one file of the parent menus (the folders every area file hangs its entries under), so a new
 * screen's author picks a parent from one list instead of searching the area files for it.
 */
export const ROOTS_FILE = 'roots.json';

function isRootsFile(file: string): boolean {
  return file.replace(/^.*[\\/]/, '') === ROOTS_FILE;
}

/**
 * Merges the files (in the order given: file name order) and checks what one file cannot: keys
 * and button codes unique over all files, parents present and in roots.json (and only parents
 * there), grants naming known roles, schema components naming existing pages. Returns the entries
 * in file order.
 */
export function mergeMenus(
  declared: SchemaDocument<MenusDocument>[],
  context: MenuCheckContext,
): MenuEntry[] {
  const docs = declared.map(({ file, doc }) => ({
    file,
    doc: { entries: doc.entries.map((entry, i) => expandMenuEntry(file, i, entry, context.pages)) },
  }));
  const keys = new Set<string>();
  const perms = new Set<string>();
  const parents = new Set(
    docs.flatMap(({ doc }) => doc.entries.flatMap((e) => (e.parent ? [e.parent] : []))),
  );
  for (const { file, doc } of docs) {
    doc.entries.forEach((entry, i) => {
      if (keys.has(entry.key))
        throw new SchemaError(file, `/entries/${i}/key`, `key "${entry.key}" is used twice`);
      keys.add(entry.key);
      entry.buttons?.forEach((button, j) => {
        if (perms.has(button.perms))
          throw new SchemaError(
            file,
            `/entries/${i}/buttons/${j}/perms`,
            `button "${button.perms}" is used twice`,
          );
        perms.add(button.perms);
      });
    });
  }
  const knownRole = (file: string, path: string, grants: string[] | undefined): void => {
    grants?.forEach((role, k) => {
      if (!context.roles.has(role))
        throw new SchemaError(file, `${path}/${k}`, `role "${role}" does not exist`);
    });
  };
  for (const { file, doc } of docs) {
    doc.entries.forEach((entry, i) => {
      if (entry.parent !== undefined && !keys.has(entry.parent)) {
        throw new SchemaError(file, `/entries/${i}/parent`, `parent "${entry.parent}" is not an entry`);
      }
      if (entry.parent === entry.key)
        throw new SchemaError(file, `/entries/${i}/parent`, 'an entry cannot be its own parent');
      const isParent = parents.has(entry.key) || entry.component === FOLDER_COMPONENT;
      if (isParent !== isRootsFile(file))
        throw new SchemaError(
          file,
          `/entries/${i}`,
          isParent
            ? `"${entry.key}" is a parent menu: parent menus belong in ${ROOTS_FILE}`
            : `${ROOTS_FILE} holds only parent menus (folders): "${entry.key}" belongs in its area's file`,
        );
      if (entry.icon !== undefined && iconNameOf(entry.icon) !== entry.icon)
        throw new SchemaError(
          file,
          `/entries/${i}/icon`,
          `icon "${entry.icon}" is not one the shell draws (src/shared/icons/icon-names.ts)`,
        );
      knownRole(file, `/entries/${i}/grants`, entry.grants);
      entry.buttons?.forEach((button, j) =>
        knownRole(file, `/entries/${i}/buttons/${j}/grants`, button.grants),
      );
      const component = entry.component ?? '';
      if (
        context.pages &&
        component.startsWith(SCHEMA_COMPONENT) &&
        !context.pages.has(component.slice(SCHEMA_COMPONENT.length))
      ) {
        throw new SchemaError(
          file,
          `/entries/${i}/component`,
          `page "${component.slice(SCHEMA_COMPONENT.length)}" does not exist`,
        );
      }
    });
  }
  return docs.flatMap(({ doc }) => doc.entries);
}
