/**
 * Every address code or data links a user to is a page of the menus: the shared MENU_PATHS, and each
 * `openPage` of an entity's x-workflow notify (a system message's 去处理). A page moved in
 * schemas/menus without its links would otherwise land the user on 404.
 */
import { describe, expect, it } from 'vitest';
import { MENU_PATHS } from '../../src/shared/menu-paths';
import { loadMenuDocuments, loadRegistry } from '../../src/shared/schema/load-fs';
import { workflowOf } from '../../src/shared/workflow/problems';

const menuUrls = new Set(
  loadMenuDocuments().flatMap(({ doc }) => doc.entries.map((entry) => entry.url).filter(Boolean)),
);

describe('links to menu pages', () => {
  it.each(Object.entries(MENU_PATHS))('MENU_PATHS.%s (%s) is a menu url', (_name, path) => {
    expect(menuUrls.has(path)).toBe(true);
  });

  it("every x-workflow notify's openPage is a menu url", () => {
    const links: string[] = [];
    for (const entity of loadRegistry().entities.values()) {
      for (const transition of workflowOf(entity.schema)?.transitions ?? []) {
        const page = transition.notify?.openPage;
        if (page !== undefined) links.push(`${entity.id}.${transition.name} ${page}`);
      }
    }
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !menuUrls.has(link.split(' ')[1]!))).toEqual([]);
  });
});
