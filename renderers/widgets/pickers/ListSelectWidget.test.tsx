import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import positionEntity from '../../../schemas/entities/sys_position.json';
import positionPage from '../../../schemas/pages/sys-position-list.json';
import type { PageSchema } from '../../../src/shared/schema/types';
import { demoEntity, demoPage } from '../../test-support/demo-schema';
import { renderForm } from '../../test-support/render-form';
import { pickerForm } from './picker-test-fixtures';
import { checkEntityDocument } from '../../../src/shared/schema/meta-check';

const contactPage: PageSchema = {
  ...demoPage,
  $id: 'demo-contact-pick',
  query: [{ field: 'name', rule: 'like' }, { field: 'sex' }, { field: 'code', rule: 'like' }],
};
const CONTACTS = Array.from({ length: 8 }, (_, i) => ({
  id: `c${i + 1}`,
  name: `联系人${i + 1}`,
  phone: '',
  sex: '1',
  code: `K${i + 1}`,
}));
const POSITIONS = [
  { id: 'p1', name: '审核员', code: 'auditor', rank: '中级' },
  { id: 'p2', name: '技术专家', code: 'expert', rank: '高级' },
];

function open(widget: string, options: Record<string, unknown>, pick?: string) {
  const { entity, page } = pickerForm(widget, options);
  const row = { id: 't1', name: '任务', ...(pick ? { pick } : {}) };
  return renderForm({
    page,
    entity,
    mode: 'edit',
    row,
    pages: {
      'demo-contact-pick': { page: contactPage, entity: demoEntity },
      'sys-position-list': {
        page: positionPage as unknown as PageSchema,
        entity: checkEntityDocument('positionEntity', positionEntity),
      },
    },
    records: { '/demo/pick': [{ ...row }], '/demo/contact': CONTACTS, '/sys/position': POSITIONS },
  });
}

function dialogTitled(title: string): HTMLElement | undefined {
  return screen
    .queryAllByRole('dialog')
    .find((d) => d.querySelector('.ant-modal-title')?.textContent === title);
}

async function openPicker(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: '选择负责人' }));
  const dialog = await waitFor(() => {
    const found = dialogTitled(title);
    if (!found) throw new Error(`${title} is not open`);
    return found;
  });
  return within(dialog);
}

/** The texts of the first data column of the rows the picker's table shows now. */
function shownNames(dialog: ReturnType<typeof within>): string[] {
  const table = dialog.getByRole('region', { name: '可选记录' });
  return [...table.querySelectorAll('tbody tr.ant-table-row')].map(
    (tr) => tr.querySelector('td:nth-child(2)')?.textContent ?? '',
  );
}
function chosenNames(dialog: ReturnType<typeof within>): string[] {
  const table = dialog.getByRole('region', { name: '已选择' });
  return [...table.querySelectorAll('tbody tr.ant-table-row')].map(
    (tr) => tr.querySelector('td')?.textContent ?? '',
  );
}
const valueOf = (el: HTMLElement) => (el as HTMLInputElement).value;
const ok = (dialog: ReturnType<typeof within>) =>
  userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));

describe('listSelect widget', () => {
  it('queries, pages, selects and deletes from the selected table, and stores the ids', async () => {
    const { submit, stored, onSaved, callsOf } = open(
      'listSelect',
      { page: 'demo-contact-pick', multiple: true },
      'c2',
    );
    const input = await screen.findByLabelText('负责人');
    await waitFor(() => expect(valueOf(input)).toBe('联系人2'));
    expect(callsOf('getList')[0]?.args[1]).toMatchObject({ id: 'c2' });

    const dialog = await openPicker('选择联系人');
    expect(await dialog.findByText('共 8 条')).toBeTruthy();
    expect(shownNames(dialog)).toEqual(['联系人1', '联系人2', '联系人3', '联系人4', '联系人5']);
    expect(chosenNames(dialog)).toEqual(['联系人2']);

    // The third query field waits behind 展开.
    expect(dialog.queryByRole('textbox', { name: '编码' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: /展\s*开/ }));
    expect(dialog.getByRole('textbox', { name: '编码' })).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: /收\s*起/ }));
    await waitFor(() => expect(dialog.queryByRole('textbox', { name: '编码' })).toBeNull());

    await userEvent.type(dialog.getByRole('textbox', { name: '姓名' }), '联系人1');
    await userEvent.click(dialog.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(shownNames(dialog)).toEqual(['联系人1']));
    await userEvent.click(dialog.getByRole('checkbox', { name: '选择 联系人1' }));
    await userEvent.click(dialog.getByRole('button', { name: /重\s*置/ }));
    expect(await dialog.findByText('共 8 条')).toBeTruthy();

    await userEvent.click(dialog.getByTitle('2'));
    await waitFor(() => expect(shownNames(dialog)).toEqual(['联系人6', '联系人7', '联系人8']));
    await userEvent.click(dialog.getByRole('checkbox', { name: '选择 联系人7' }));
    expect(chosenNames(dialog)).toEqual(['联系人2', '联系人1', '联系人7']);
    await userEvent.click(dialog.getByRole('button', { name: '移除 联系人2' }));
    expect(chosenNames(dialog)).toEqual(['联系人1', '联系人7']);

    await ok(dialog);
    await waitFor(() => expect(dialogTitled('选择联系人')).toBeUndefined());
    expect(valueOf(input)).toBe('联系人1,联系人7');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(stored()[0]?.pick).toBe('c1,c7');
  });

  it('cancel drops what was ticked', async () => {
    open('listSelect', { page: 'demo-contact-pick', multiple: true });
    const input = await screen.findByLabelText('负责人');
    let dialog = await openPicker('选择联系人');
    await dialog.findByText('共 8 条');
    await userEvent.click(dialog.getByRole('checkbox', { name: '选择 联系人3' }));
    await userEvent.click(dialog.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(dialogTitled('选择联系人')).toBeUndefined());
    expect(valueOf(input)).toBe('');
    dialog = await openPicker('选择联系人');
    await dialog.findByText('共 8 条');
    expect((dialog.getByRole('checkbox', { name: '选择 联系人3' }) as HTMLInputElement).checked).toBe(false);
    expect(chosenNames(dialog)).toEqual([]);
  });

  it('positionSelect shows names, picks one position and stores its code', async () => {
    const { submit, stored, onSaved } = open('positionSelect', {}, 'expert');
    const input = await screen.findByLabelText('负责人');
    await waitFor(() => expect(valueOf(input)).toBe('技术专家'));
    const dialog = await openPicker('选择职务');
    await dialog.findByText('共 2 条');
    expect(dialog.getByText('中级')).toBeTruthy();
    await userEvent.click(dialog.getByRole('radio', { name: '选择 审核员' }));
    expect(chosenNames(dialog)).toEqual(['审核员']);
    await ok(dialog);
    await waitFor(() => expect(valueOf(input)).toBe('审核员'));
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(stored()[0]?.pick).toBe('auditor');
  });

  it('says so when the page cannot be loaded', async () => {
    open('listSelect', { page: 'no-such-page' });
    expect(await screen.findByText('未找到对应数据')).toBeTruthy();
    expect((await screen.findByLabelText('负责人')).hasAttribute('disabled')).toBe(true);
  });
});
