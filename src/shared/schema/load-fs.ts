/**
 * Server-side loader: reads `<dir>/entities/*.json` and `<dir>/pages/*.json` of one or more schema
 * roots, checks each against its meta schema and builds the registry; loadMenuDocuments reads
 * `<dir>/menus/*.json`, loadDictDocuments `<dir>/dicts/*.json`. Node only (fs); the browser never imports this file.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRegistry, SchemaError, type SchemaDocument, type SchemaRegistry } from './registry';
import { checkDashboardDocument, checkEntityDocument, checkPageDocument } from './meta-check';
import { isDashboardDeclaration, type DashboardPage } from './dashboard-page';
import type { EntitySchema } from './types';
import type { PageDeclaration } from './page-defaults';
import { checkMenusDocument, type MenusDocument } from './menus';
import { checkDictsDocument } from './dicts';
import type { DictsDocument } from '../dict/dict-data';

/**
 * The repository's schemas/ folder: the nearest `schemas/` with entities above this module, found by
 * walking up, because the module runs from src/shared/schema (tsx, vitest) and from the compiled
 * server's single file in dist-server/ alike.
 */
export const SCHEMAS_ROOT = findSchemasRoot(dirname(fileURLToPath(import.meta.url)));

/**
 * The schema root the app reads its entities, pages, menus, dictionaries and numbering rules from:
 * SCHEMAS_DIR when set (a folder laid out as schemas/, replacing it: an installation's own screens,
 * or a test's copy with a screen added), else the repository's schemas/. Read on every call, so the
 * caches keyed by it (the server's registry, menus, dictionaries) follow a change of the setting.
 */
export function schemasRoot(): string {
  const configured = process.env.SCHEMAS_DIR?.trim();
  return configured ? resolve(configured) : SCHEMAS_ROOT;
}

function findSchemasRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'schemas');
    if (existsSync(join(candidate, 'entities'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`no schemas/ folder above ${from}`);
  }
}

/** Every `*.json` of `dir` in file name order, parsed; a file that is not JSON is a SchemaError naming it. */
export function readJsonFiles(dir: string): Array<{ file: string; doc: unknown }> {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = join(dir, name);
      try {
        return { file, doc: JSON.parse(readFileSync(file, 'utf8')) as unknown };
      } catch (err) {
        throw new SchemaError(file, '/', `not valid JSON: ${(err as Error).message}`);
      }
    });
}

function expectIdMatchesFile(file: string, id: string): void {
  const base = file.replace(/^.*[\\/]/, '').replace(/\.json$/, '');
  if (base !== id) throw new SchemaError(file, '/$id', `"$id" must equal the file name "${base}"`);
}

export function loadSchemaDocuments(roots: string[]): {
  entities: SchemaDocument<EntitySchema>[];
  pages: SchemaDocument<PageDeclaration>[];
  dashboards: SchemaDocument<DashboardPage>[];
} {
  const entities: SchemaDocument<EntitySchema>[] = [];
  const pages: SchemaDocument<PageDeclaration>[] = [];
  const dashboards: SchemaDocument<DashboardPage>[] = [];
  for (const root of roots) {
    for (const { file, doc } of readJsonFiles(join(root, 'entities'))) {
      const entity = checkEntityDocument(file, doc);
      expectIdMatchesFile(file, entity.$id);
      entities.push({ file, doc: entity });
    }
    for (const { file, doc } of readJsonFiles(join(root, 'pages'))) {
      if (isDashboardDeclaration(doc)) {
        const dashboard = checkDashboardDocument(file, doc);
        expectIdMatchesFile(file, dashboard.$id);
        dashboards.push({ file, doc: dashboard });
        continue;
      }
      // As written: api and actions may be left to the entity (page-defaults.ts fills them in).
      const page: PageDeclaration = checkPageDocument(file, doc);
      expectIdMatchesFile(file, page.$id);
      pages.push({ file, doc: page });
    }
  }
  return { entities, pages, dashboards };
}

export function loadRegistry(roots: string[] = [schemasRoot()]): SchemaRegistry {
  const { entities, pages, dashboards } = loadSchemaDocuments(roots);
  return buildRegistry(entities, pages, dashboards);
}

/** Every `<root>/menus/*.json`, checked against schemas/meta/menus.schema.json (file name order per root). */
export function loadMenuDocuments(roots: string[] = [schemasRoot()]): SchemaDocument<MenusDocument>[] {
  return roots.flatMap((root) =>
    readJsonFiles(join(root, 'menus')).map(({ file, doc }) => ({ file, doc: checkMenusDocument(file, doc) })),
  );
}

/** Every `<root>/dicts/*.json`, checked against schemas/meta/dicts.schema.json (file name order per root). */
export function loadDictDocuments(roots: string[] = [schemasRoot()]): SchemaDocument<DictsDocument>[] {
  return roots.flatMap((root) =>
    readJsonFiles(join(root, 'dicts')).map(({ file, doc }) => ({ file, doc: checkDictsDocument(file, doc) })),
  );
}
