/**
 * The 200-field entity, its page and network-free renderer services, shared by the jsdom bench
 * (form-200.ts) and the Chromium bench (form-200-page/, form-200-chromium.ts) so both measure the
 * same form. Type imports only: the jsdom bench must install its DOM globals before React loads.
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { RendererServices } from '../../renderers/context';
import { createMemoryProvider } from '../../renderers/test-support/memory-provider';
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

/** The field names in form order (field0 … field199). */
export const benchFieldNames: readonly string[] = Object.keys(benchEntity.properties);

/**
 * The same fields as plain JSON Schema, for the stock @rjsf/antd variant: Chinese titles, maxLength,
 * format, required — what the renderer's buildFormSchema hands rjsf, without the `x-` keywords.
 */
export const benchJsonSchema: RJSFSchema = {
  type: 'object',
  required: [...(benchEntity.required ?? [])],
  properties: Object.fromEntries(
    benchFieldNames.map((name) => {
      const { title, ...rest } = benchEntity.properties[name] ?? { type: 'string' };
      return [name, { ...rest, title: typeof title === 'object' ? title['zh-CN'] : title } as RJSFSchema];
    }),
  ),
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
  data: createMemoryProvider().provider,
  locale: 'zh-CN',
  t: (text) => (text === undefined ? '' : typeof text === 'string' ? text : text['zh-CN']),
  hasPermission: () => true,
};
