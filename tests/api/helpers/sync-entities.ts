/** Entities for tests of the online-form database sync (online-sync, s3-storage). */
import { RUNTIME_API_BASE } from '../../../src/server/modules/crud/routes';
import { checkEntityDocument } from '../../../src/shared/schema/meta-check';
import { resolveEntity, type ResolvedEntity } from '../../../src/shared/schema/registry';

type Properties = Record<string, Record<string, unknown>>;

/** A published form's entity: meta-checked and resolved, as the sync route reads it. */
export function entityOf(
  table: string,
  properties: Properties,
  extra: Record<string, unknown> = {},
): ResolvedEntity {
  const schema = {
    $id: table,
    type: 'object',
    title: { 'zh-CN': '同步测试', 'en-US': 'Sync test' },
    'x-table': table,
    'x-api': `${RUNTIME_API_BASE}/${table}`,
    'x-scope': 'none',
    'x-permissions': { list: `online:${table}:list` },
    properties,
    additionalProperties: false,
    ...extra,
  };
  return resolveEntity(checkEntityDocument(`test:${table}`, schema));
}

export const text = (maxLength?: number) => ({
  type: 'string',
  title: { 'zh-CN': '文本', 'en-US': 'Text' },
  ...(maxLength ? { maxLength } : {}),
});
