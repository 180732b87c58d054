/**
 * The × that clears a select is named in the UI's language: rc-select calls it "Clear" whatever
 * antd's locale is, so the Chinese UI read "Clear" (the apply form's district and type selects).
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { QueryInput } from '../list/QueryInput';
import { demoPage } from '../test-support/demo-schema';
import { renderForm } from '../test-support/render-form';
import { renderWithProvider } from '../test-support/render-with-provider';

const entity: EntitySchema = {
  $id: 'demo_site',
  type: 'object',
  title: { 'zh-CN': '场所', 'en-US': 'Site' },
  'x-table': 'demo_site',
  'x-api': '/demo/site',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:site:list', add: 'demo:site:add', edit: 'demo:site:edit' },
  properties: {
    area: { type: 'string', title: { 'zh-CN': '所在地区', 'en-US': 'District' }, 'x-widget': 'areaLinkage' },
    sex: { type: 'string', title: { 'zh-CN': '性别', 'en-US': 'Sex' }, 'x-dict': 'sex' },
  },
  additionalProperties: false,
};
const page: PageSchema = {
  ...demoPage,
  entity: 'demo_site',
  api: { add: '/demo/site/add', edit: '/demo/site/edit' },
  form: { container: 'modal', fields: ['area', 'sex'] },
};

describe('the clear control of a select in the Chinese UI', () => {
  it('is named 清除 on the district cascader and on a dictionary select, never "Clear"', async () => {
    const row = { id: 's1', area: '110101', sex: '1' };
    renderForm({ page, entity, mode: 'edit', row, records: { '/demo/site': [row] } });
    await screen.findByLabelText('所在地区');
    await waitFor(() => expect(screen.getAllByRole('button', { name: '清除' })).toHaveLength(2));
    expect(screen.queryAllByRole('button', { name: 'Clear' })).toEqual([]);
  });

  it('is named 清除 on a text input of a query form too, never by its icon', async () => {
    const field = { type: 'string' as const, title: { 'zh-CN': '姓名', 'en-US': 'Name' } };
    renderWithProvider(<QueryInput field={field} rule="like" value="张" id="q_name" />);
    expect(await screen.findByRole('button', { name: '清除' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'close-circle' })).toBeNull();
  });
});
