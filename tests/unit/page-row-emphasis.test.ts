/**
 * A list page's rowEmphasis and an entity's x-list-signed-in in the meta schemas
 * (schemas/meta/page.schema.json, entity.schema.json), and the row fields rowEmphasis makes the list ask for.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMAS_ROOT } from '../../src/shared/schema/load-fs';
import { checkEntityDocument, checkPageDocument } from '../../src/shared/schema/meta-check';
import { rowLogicFields } from '../../renderers/list/visible-actions';

const page = (rowEmphasis: unknown) => ({
  $id: 'p',
  kind: 'list',
  title: 'x',
  entity: 'sys_role',
  rowEmphasis,
});

const role = checkEntityDocument(
  'sys_role.json',
  JSON.parse(readFileSync(join(SCHEMAS_ROOT, 'entities', 'sys_role.json'), 'utf8')),
);

describe('rowEmphasis of a list page', () => {
  it('is a json-logic rule under `when`, nothing else', () => {
    const rule = { '==': [{ var: 'status' }, '0'] };
    expect(checkPageDocument('p.json', page({ when: rule })).rowEmphasis).toEqual({ when: rule });
    expect(() => checkPageDocument('p.json', page({}))).toThrow(/p\.json \/rowEmphasis/);
    expect(() => checkPageDocument('p.json', page({ when: rule, style: 'red' }))).toThrow(/rowEmphasis/);
    expect(() => checkPageDocument('p.json', page(rule))).toThrow(/rowEmphasis/);
  });

  it('makes the list ask for the fields its rule reads', () => {
    const checked = checkPageDocument('p.json', page({ when: { '==': [{ var: 'roleCode' }, 'x'] } }));
    expect(rowLogicFields(checked, role)).toContain('roleCode');
  });
});

describe('x-list-signed-in of an entity', () => {
  it('is `true` or absent', () => {
    expect(checkEntityDocument('e.json', { ...role, 'x-list-signed-in': true })['x-list-signed-in']).toBe(
      true,
    );
    expect(() => checkEntityDocument('e.json', { ...role, 'x-list-signed-in': false })).toThrow(
      /x-list-signed-in/,
    );
  });
});
