/** form.queryPresets: URL parameters preset only the named, writable properties; arrays split on commas. */
import { describe, expect, it } from 'vitest';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { queryPresets } from './query-presets';

const entity = {
  $id: 'e',
  type: 'object',
  title: 'E',
  'x-table': 'e',
  'x-api': '/e',
  'x-scope': 'none',
  'x-permissions': { list: 'a:e:list' },
  properties: {
    types: { type: 'array', items: { type: 'string' }, title: 'Types' },
    name: { type: 'string', title: 'Name' },
    status: { type: 'string', title: 'Status', readOnly: true },
  },
  additionalProperties: false,
} as EntitySchema;

const page = {
  $id: 'p',
  kind: 'form',
  title: 'P',
  entity: 'e',
  api: {},
  form: { container: 'page', queryPresets: { type: 'types', n: 'name', s: 'status' } },
} as PageSchema;

describe('queryPresets', () => {
  it('presets the named properties from the query', () => {
    expect(queryPresets(page, entity, '?type=system_cert,product_cert&n=%E5%BC%A0&other=x')).toEqual({
      types: ['system_cert', 'product_cert'],
      name: '张',
    });
  });
  it('ignores empty values, read-only properties and pages without presets', () => {
    expect(queryPresets(page, entity, '?type=&s=accepted')).toEqual({});
    expect(queryPresets({ ...page, form: { container: 'page' } }, entity, '?type=a')).toEqual({});
  });
});
