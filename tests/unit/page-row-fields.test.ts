/** A shell row action's rowFields (schemas/meta/page.schema.json, src/shared/schema/registry.ts checkPage). */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_ROOT } from '../../src/shared/schema/load-fs';
import { buildRegistry } from '../../src/shared/schema/registry';
import { checkEntityDocument, checkPageDocument } from '../../src/shared/schema/meta-check';
import type { PageDeclaration } from '../../src/shared/schema/page-defaults';

const entity = {
  file: 'sys_role.json',
  doc: checkEntityDocument(
    'sys_role.json',
    JSON.parse(readFileSync(join(SCHEMAS_ROOT, 'entities', 'sys_role.json'), 'utf8')),
  ),
};

const page = (rowFields: unknown) => ({
  $id: 'p',
  kind: 'list',
  title: 'x',
  entity: 'sys_role',
  rowActions: [{ kind: 'shell', key: 'open', label: 'x', rowFields }],
});

const registryWith = (doc: Record<string, unknown>) =>
  buildRegistry(
    [entity],
    [{ file: 'p.json', doc: checkPageDocument('p.json', doc) as unknown as PageDeclaration }],
  );

describe('rowFields of a row action', () => {
  it('are properties of the entity', () => {
    expect(registryWith(page(['roleCode'])).pages.get('p')?.rowActions?.[0]?.rowFields).toEqual(['roleCode']);
    expect(() => registryWith(page(['nothing']))).toThrow(
      /p\.json \/rowActions\/0\/rowFields\/0: field "nothing" is not a property of entity "sys_role"/,
    );
  });

  it('are a list of distinct property names (meta schema)', () => {
    expect(() => checkPageDocument('p.json', page('roleCode'))).toThrow(/p\.json \/rowActions\/0\/rowFields/);
    expect(() => checkPageDocument('p.json', page(['roleCode', 'roleCode']))).toThrow(/rowFields/);
  });
});
