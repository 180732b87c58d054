import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema, PageSchema } from '../../src/shared/schema/types';
import { demoPage } from '../test-support/demo-schema';
import { renderForm } from '../test-support/render-form';

const entity = (type?: string): EntitySchema => ({
  $id: 'demo_site',
  type: 'object',
  title: { 'zh-CN': '场所', 'en-US': 'Site' },
  'x-table': 'demo_site',
  'x-api': '/demo/site',
  'x-scope': 'none',
  'x-permissions': { list: 'demo:site:list', add: 'demo:site:add', edit: 'demo:site:edit' },
  properties: {
    area: {
      type: 'string',
      title: { 'zh-CN': '所在地区', 'en-US': 'District' },
      'x-widget': 'areaLinkage',
      ...(type ? { 'x-widget-options': { type } } : {}),
    },
  },
  additionalProperties: false,
});
const page: PageSchema = {
  ...demoPage,
  entity: 'demo_site',
  api: { add: '/demo/site/add', edit: '/demo/site/edit' },
  form: { container: 'modal', fields: ['area'] },
};

/** The visible option of an open antd dropdown or cascader menu with this text. */
async function pick(text: string) {
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-cascader-menu-item, .ant-select-item-option')].find(
      (el) =>
        el.textContent === text && !el.closest('.ant-select-dropdown-hidden, .ant-cascader-dropdown-hidden'),
    );
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  await userEvent.click(option);
}

describe('areaLinkage widget', () => {
  it('picks province, city and district in the cascader and stores the district code', async () => {
    const { submit, stored, onSaved } = renderForm({ page, entity: entity(), mode: 'add' });
    const input = await screen.findByLabelText('所在地区');
    await userEvent.click(input);
    await pick('广东省');
    await pick('深圳市');
    await pick('南山区');
    await waitFor(() =>
      expect(document.querySelector('.ant-select-content, .ant-cascader')?.textContent).toContain(
        '广东省 / 深圳市 / 南山区',
      ),
    );
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(stored()[0]?.area).toBe('440305');
  });

  it('shows a stored code by its names', async () => {
    renderForm({
      page,
      entity: entity(),
      mode: 'edit',
      row: { id: 's1', area: '110101' },
      records: { '/demo/site': [{ id: 's1', area: '110101' }] },
    });
    await screen.findByLabelText('所在地区');
    await waitFor(() =>
      expect(document.querySelector('.ant-cascader')?.textContent).toContain('北京市 / 市辖区 / 东城区'),
    );
  });

  it("with type 'select' picks through three labelled selects", async () => {
    const { submit, stored, onSaved } = renderForm({ page, entity: entity('select'), mode: 'add' });
    const group = await screen.findByRole('group', { name: '所在地区' });
    const city = within(group).getByRole('combobox', { name: '市' });
    const district = within(group).getByRole('combobox', { name: '区/县' });
    expect(city.closest('.ant-select')?.className).toContain('disabled');
    // The lists are long and virtual: type to find, as a user would.
    await userEvent.type(within(group).getByRole('combobox', { name: '省' }), '浙江');
    await pick('浙江省');
    await waitFor(() => expect(city.closest('.ant-select')?.className).not.toContain('disabled'));
    await userEvent.type(city, '杭州');
    await pick('杭州市');
    await userEvent.type(district, '西湖');
    await pick('西湖区');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(stored()[0]?.area).toBe('330106');
  });

  it("shows 'Bad type value' in the field for another type", async () => {
    renderForm({ page, entity: entity('tree'), mode: 'add' });
    expect(await screen.findByText('Bad type value')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
