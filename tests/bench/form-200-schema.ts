/**
 * The 200-field entity, its page and network-free renderer services, shared by the jsdom bench
 * (form-200.ts) and the Chromium bench (form-200-page/, form-200-chromium.ts) so both measure the
 * same form. Type imports only: the jsdom bench must install its DOM globals before React loads.
 */
import type { RendererServices } from '../../renderers/context';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';

export const FIELDS = 200;

/** The field a keystroke goes into: in the middle, so neither the first nor the last row is favoured. */
export const TARGET_FIELD = 'field100';

function buildProperties(): EntitySchema['properties'] {
  const properties: EntitySchema['properties'] = {};
  for (let i = 0; i < FIELDS; i += 1) {
    properties[`field${i}`] = {
      type: 'string',
      title: { 'zh-CN': `字段${i}`, 'en-US': `Field ${i}` },
      maxLength: 50,
      // Every tenth field carries a shared format, so the validator's format check is in the cost.
      ...(i % 10 === 0 ? { format: 'mobile' } : {}),
    };
  }
  return properties;
}

export const benchEntity: EntitySchema = {
  $id: 'bench',
  type: 'object',
  title: 'bench',
  'x-table': 'bench',
  'x-api': '/bench',
  'x-scope': 'none',
  'x-permissions': { list: 'bench:list' },
  required: ['field0', 'field1'],
  properties: buildProperties(),
  additionalProperties: false,
};

export const benchPage: PageSchema = {
  $id: 'bench-form',
  kind: 'list',
  title: 'bench',
  entity: 'bench',
  api: { add: '/bench/add' },
  form: { container: 'page' },
};

export const benchServices: RendererServices = {
  request: () =>
    Promise.resolve({ success: true, code: 200, message: '', result: null as never, timestamp: 0 }),
  download: () => Promise.resolve(),
  fetchBlob: () => Promise.resolve(new Blob()),
  locale: 'zh-CN',
  t: (text) => (text === undefined ? '' : typeof text === 'string' ? text : text['zh-CN']),
  hasPermission: () => true,
  loadDict: () => Promise.resolve([]),
};
