/**
 * A form dialog of a few fields for widget DOM tests: the fields' schemas in, the in-memory
 * provider's call log and the body the form sent (`sent()`) out. `row` opens it for edit with
 * stored values; without one it adds.
 */
import type { EntitySchema, FieldSchema, PageSchema } from '../../src/shared/schema/types';
import { demoPage } from './demo-schema';
import type { Row } from './memory-provider';
import { renderForm } from './render-form';
import type { TestRendererOptions } from './render-with-provider';

export function renderWidgetForm(
  properties: Record<string, FieldSchema>,
  options: TestRendererOptions & { row?: Row } = {},
) {
  const { row, ...rest } = options;
  const entity: EntitySchema = {
    $id: 'demo_widget',
    type: 'object',
    title: { 'zh-CN': '组件', 'en-US': 'Widget' },
    'x-table': 'demo_widget',
    'x-api': '/demo/widget',
    'x-scope': 'none',
    'x-permissions': { list: 'demo:widget:list' },
    properties,
    additionalProperties: false,
  };
  const page: PageSchema = {
    ...demoPage,
    entity: 'demo_widget',
    api: { add: '/demo/widget/add', edit: '/demo/widget/edit' },
    form: { container: 'drawer', fields: Object.keys(properties) },
  };
  const setup = renderForm({
    page,
    entity,
    mode: row ? 'edit' : 'add',
    row,
    ...rest,
    records: { '/demo/widget': row ? [{ ...row }] : [], ...rest.records },
  });
  return {
    ...setup,
    /** The body of the last add or edit the form sent. */
    sent: (): Record<string, unknown> | undefined => {
      const writes = [...setup.callsOf('create'), ...setup.callsOf('update')];
      return writes[writes.length - 1]?.args[1] as Record<string, unknown> | undefined;
    },
  };
}
