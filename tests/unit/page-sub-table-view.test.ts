/** A list page's subTableView (schemas/meta/page.schema.json, src/shared/schema/registry.ts checkPage). */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_ROOT } from '../../src/shared/schema/load-fs';
import { buildRegistry } from '../../src/shared/schema/registry';
import { checkEntityDocument, checkPageDocument } from '../../src/shared/schema/meta-check';
import type { PageDeclaration } from '../../src/shared/schema/page-defaults';

const read = (dir: string, name: string) =>
  JSON.parse(readFileSync(join(SCHEMAS_ROOT, dir, `${name}.json`), 'utf8')) as Record<string, unknown>;
const entities = ['sys_dict', 'sys_dict_item', 'sys_role'].map((name) => ({
  file: `${name}.json`,
  doc: checkEntityDocument(`${name}.json`, read('entities', name)),
}));

const registryWith = (page: Record<string, unknown>) =>
  buildRegistry(entities, [
    { file: 'p.json', doc: checkPageDocument('p.json', page) as unknown as PageDeclaration },
  ]);

const list = (entity: string, extra: Record<string, unknown>) => ({
  $id: 'p',
  kind: 'list',
  title: 'x',
  entity,
  ...extra,
});

describe('page subTableView', () => {
  it('is accepted on a list page of an entity with x-sub-tables, panel or expand', () => {
    expect(registryWith(list('sys_dict', { subTableView: 'panel' })).pages.get('p')?.subTableView).toBe(
      'panel',
    );
    expect(registryWith(list('sys_dict', { subTableView: 'expand' })).pages.get('p')?.subTableView).toBe(
      'expand',
    );
  });

  it('takes no other value (meta schema)', () => {
    expect(() => checkPageDocument('p.json', list('sys_dict', { subTableView: 'erp' }))).toThrow(
      /p\.json \/subTableView/,
    );
  });

  it('is refused on an entity without sub tables, on a form page and with a tree list that expands', () => {
    expect(() => registryWith(list('sys_role', { subTableView: 'panel' }))).toThrow(
      /p\.json \/subTableView: entity "sys_role" has no x-sub-tables/,
    );
    expect(() => registryWith({ ...list('sys_dict', { subTableView: 'panel' }), kind: 'form' })).toThrow(
      /\/subTableView: only list pages/,
    );
    expect(() =>
      registryWith(list('sys_dict', { subTableView: 'expand', tree: { parent: 'dictCode' } })),
    ).toThrow(/\/subTableView: a tree list/);
  });
});
