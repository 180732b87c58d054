/**
 * The advanced query's value of a popup field or a table-dictionary field is picked as in the
 * list's query form (JSuperQuery: popup → JPopup, dictTable → dictionary select / search select),
 * never typed into a plain text box; the picked value is what the query sends.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { message, Form } from 'antd';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EntitySchema } from '../../src/shared/schema/types';
import { memoryServices } from '../test-support/render-with-provider';
import { COMPANY_REPORT } from '../widgets/pickers/popup-test-fixtures';
import { BUILTIN_WIDGETS } from '../widgets/builtins';
import { preloadWidgets } from '../widgets/lazy-widgets';
import { QueryInput } from '../list/QueryInput';
import type { SuperQueryLine } from '../list/list-state';
import { savedQueryKey } from './saved-queries';
import { SuperQueryModal } from './SuperQueryModal';

const USERS = 'sys_user,realname,username';
const DEPARTS = 'sys_depart,departName,id';

const entity = {
  $id: 'picker_demo',
  title: '委托',
  type: 'object',
  'x-table': 'picker_demo',
  properties: {
    company: {
      type: 'string',
      title: '委托单位',
      'x-widget': 'popup',
      'x-widget-options': {
        code: 'rp_company',
        originFields: 'name,creditCode',
        destFields: 'company,creditCode',
      },
    },
    creditCode: { type: 'string', title: '信用代码' },
    owner: { type: 'string', title: '负责人', 'x-widget': 'select', 'x-widget-options': { dict: USERS } },
    depart: {
      type: 'string',
      title: '部门',
      'x-widget': 'searchSelect',
      'x-widget-options': { dict: DEPARTS },
    },
    note: { type: 'string', title: '备注' },
  },
} as unknown as EntitySchema;

const DICTS = {
  [USERS]: [
    { value: 'zhang', text: '张三' },
    { value: 'li', text: '李四' },
  ],
  [DEPARTS]: [
    { value: 'd1', text: '审核部' },
    { value: 'd2', text: '检验部' },
  ],
};

/** The options a select's open list shows (found through the list its input controls). */
function shownOptions(select: HTMLElement): HTMLElement[] {
  const list = document.getElementById(select.getAttribute('aria-controls') ?? '');
  const popup = list?.closest('.ant-select-dropdown');
  return popup ? [...popup.querySelectorAll<HTMLElement>('.ant-select-item-option')] : [];
}

afterEach(() => {
  message.destroy();
  localStorage.clear();
});

describe('advanced query: popup and table-dictionary values', () => {
  it('picks the popup from its report, a table dictionary from its items, and sends the picked values', async () => {
    await preloadWidgets(['popup', 'searchSelect'], BUILTIN_WIDGETS);
    // Four lines, one per field, as a saved query brings them back (values still empty).
    localStorage.setItem(
      savedQueryKey('picker-demo'),
      JSON.stringify([
        {
          title: '四个条件',
          matchType: 'and',
          records: ['company', 'owner', 'depart', 'note'].map((field) => ({ field, rule: 'eq', val: '' })),
        },
      ]),
    );
    const onApply = vi.fn<(lines: SuperQueryLine[], match: 'and' | 'or') => void>();
    const { wrap } = memoryServices({ dicts: DICTS, reports: { rp_company: COMPANY_REPORT } });
    render(
      wrap(
        <SuperQueryModal
          open
          entity={entity}
          saveKey="picker-demo"
          onClose={() => undefined}
          onApply={onApply}
        />,
      ),
    );
    await userEvent.click(await screen.findByText('四个条件'));

    // The popup field: no text box to type into, a button opening the report.
    const company = await screen.findByLabelText('委托单位');
    expect(company.hasAttribute('readonly')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '选择委托单位' }));
    const dialog = await waitFor(() => {
      const found = screen
        .queryAllByRole('dialog')
        .find((d) => d.querySelector('.ant-modal-title')?.textContent === '客户单位');
      if (!found) throw new Error('the popup is not open');
      return within(found);
    });
    await userEvent.click(await dialog.findByRole('radio', { name: /北方重工/ }));
    await userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect((company as HTMLInputElement).value).toBe('北方重工'));

    // A select over a table dictionary lists the table's items.
    const owner = screen.getByRole('combobox', { name: '请输入值' });
    await userEvent.click(owner);
    await waitFor(() => expect(shownOptions(owner).map((o) => o.textContent)).toEqual(['张三', '李四']));
    await userEvent.click(shownOptions(owner)[1]!);

    // A search select over a table dictionary searches it.
    const depart = screen.getByLabelText('部门');
    await userEvent.type(depart, '检验');
    await waitFor(() => expect(shownOptions(depart).map((o) => o.textContent)).toEqual(['检验部']), {
      timeout: 5000,
    });
    await userEvent.click(shownOptions(depart)[0]!);

    // A plain field keeps its text box.
    const values = screen.getAllByRole('textbox', { name: '请输入值' });
    expect(values).toHaveLength(1);
    await userEvent.type(values[0]!, '加急');

    // The builder's own 查询 (the closed popup keeps its search form, with a 查询 of its own, in the page).
    const footer = document.querySelector<HTMLElement>('.renderer-super-query .ant-modal-footer')!;
    await userEvent.click(within(footer).getByRole('button', { name: /^查\s*询$/ }));
    await waitFor(() => expect(onApply).toHaveBeenCalled());
    expect(onApply.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({ field: 'company', rule: 'eq', val: '北方重工' }),
      expect.objectContaining({ field: 'owner', rule: 'eq', val: 'li' }),
      expect.objectContaining({ field: 'depart', rule: 'eq', val: 'd2' }),
      expect.objectContaining({ field: 'note', rule: 'eq', val: '加急' }),
    ]);
  });

  it("the list's query form offers the same pickers", async () => {
    await preloadWidgets(['popup'], BUILTIN_WIDGETS);
    const { wrap } = memoryServices({ dicts: DICTS, reports: { rp_company: COMPANY_REPORT } });
    const fields = entity.properties;
    render(
      wrap(
        <Form>
          <Form.Item label="委托单位" name="company">
            <QueryInput field={fields.company!} name="company" rule="eq" />
          </Form.Item>
          <Form.Item label="负责人" name="owner">
            <QueryInput field={fields.owner!} name="owner" rule="eq" />
          </Form.Item>
        </Form>,
      ),
    );
    expect(await screen.findByRole('button', { name: '选择委托单位' })).toBeTruthy();
    const owner = screen.getByLabelText('负责人');
    await userEvent.click(owner);
    await waitFor(() => expect(shownOptions(owner).map((o) => o.textContent)).toEqual(['张三', '李四']));
  });
});
