import { describe, expect, it } from 'vitest';
import { resolveEntity } from '../../../../shared/schema/registry';
import { entityValidator } from '../../../../shared/schema/validate';
import type { EntitySchema, PageSchema } from '../../../../shared/schema/types';
import { mergeFieldRules, restrictEntity, restrictPage } from './field-rules';

const ENTITY = resolveEntity({
  $id: 'fr_demo',
  type: 'object',
  title: 'demo',
  'x-table': 'fr_demo',
  'x-api': '/fr/demo',
  'x-scope': 'none',
  'x-permissions': { list: 'fr:demo:list', add: 'fr:demo:add' },
  required: ['name', 'cost'],
  properties: {
    name: { type: 'string', title: 'name' },
    cost: { type: 'integer', title: 'cost' },
    note: { type: 'string', title: 'note' },
  },
  additionalProperties: false,
} as EntitySchema);

describe('field rules', () => {
  it('merges the rules of several roles to the most restrictive one per field', () => {
    const rules = mergeFieldRules([
      { field: 'cost', mode: 'readonly' },
      { field: 'cost', mode: 'hidden' },
      { field: 'note', mode: 'readonly' },
    ]);
    expect([...rules.hidden]).toEqual(['cost']);
    expect([...rules.readonly]).toEqual(['note']);
  });

  it('restricts a copy of the entity (the same copy for the same rules) and leaves the entity as it is', () => {
    const rules = mergeFieldRules([
      { field: 'cost', mode: 'hidden' },
      { field: 'note', mode: 'readonly' },
      { field: 'gone', mode: 'hidden' },
    ]);
    const view = restrictEntity(ENTITY, rules);
    expect(view).not.toBe(ENTITY);
    expect(
      restrictEntity(
        ENTITY,
        mergeFieldRules([
          { field: 'note', mode: 'readonly' },
          { field: 'cost', mode: 'hidden' },
        ]),
      ),
    ).toBe(view);
    expect(view.fields.get('cost')).toMatchObject({
      readable: false,
      filterable: false,
      exportable: false,
      writable: false,
    });
    expect(view.fields.get('note')).toMatchObject({ readable: true, writable: false, importable: false });
    expect(view.schema.properties).not.toHaveProperty('cost');
    expect(view.schema.required).toEqual(['name']);
    expect(ENTITY.fields.get('cost')?.readable).toBe(true);
    expect(restrictEntity(ENTITY, mergeFieldRules([]))).toBe(ENTITY);

    const problems = entityValidator(view, 'add')({ name: 'x', cost: 1, note: 'y' });
    expect(problems.map((p) => [p.field, p.message['zh-CN']]).sort()).toEqual([
      ['cost', '该字段不允许修改!'],
      ['note', '该字段不允许修改!'],
    ]);
    expect(entityValidator(view, 'add')({ name: 'x' })).toEqual([]);
  });

  it('takes hidden fields out of a page', () => {
    const page = {
      $id: 'p',
      kind: 'list',
      title: 'p',
      entity: 'fr_demo',
      api: {},
      query: [{ field: 'cost' }, { field: 'name' }],
      columns: [{ field: 'name' }, { field: 'cost' }],
      form: { container: 'modal', fields: ['name', 'cost', 'note'] },
      defaultSort: { column: 'cost', order: 'asc' },
    } as PageSchema;
    const restricted = restrictPage(
      page,
      mergeFieldRules([
        { field: 'cost', mode: 'hidden' },
        { field: 'note', mode: 'readonly' },
      ]),
    );
    expect(restricted.query).toEqual([{ field: 'name' }]);
    expect(restricted.columns).toEqual([{ field: 'name' }]);
    expect(restricted.form?.fields).toEqual(['name', 'note']);
    expect(restricted.defaultSort).toBeUndefined();
    expect(restrictPage(page, mergeFieldRules([]))).toBe(page);
  });
});
