import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PICKER_USERS } from '../../test-support/memory-provider';
import { renderForm } from '../../test-support/render-form';
import { DEPART_TREE, PICKER_USERS_ROWS, pickerForm } from './picker-test-fixtures';

const row = { id: 't1', name: '任务', pick: 'fin01' };

function open(options: Record<string, unknown>, stored: Record<string, unknown> = row) {
  const { entity, page } = pickerForm('userSelect', options);
  return renderForm({
    page,
    entity,
    mode: 'edit',
    row: stored,
    options: { departTree: DEPART_TREE },
    records: { '/demo/pick': [{ ...stored }], [PICKER_USERS]: PICKER_USERS_ROWS },
  });
}

/** The open dialog titled `title` (antd's test ids label every dialog alike, so by its title text). */
export function dialogTitled(title: string): HTMLElement | undefined {
  return screen
    .queryAllByRole('dialog')
    .find((d) => d.querySelector('.ant-modal-title')?.textContent === title);
}

async function openPicker() {
  await userEvent.click(await screen.findByRole('button', { name: '选择负责人' }));
  const dialog = await waitFor(() => {
    const found = dialogTitled('选择用户');
    if (!found) throw new Error('the user picker is not open');
    return found;
  });
  return within(dialog);
}

/** The usernames of the rows the picker's table shows now. */
function shownUsernames(dialog: ReturnType<typeof within>): string[] {
  const table = dialog.getByRole('region', { name: '用户列表' });
  return [...table.querySelectorAll('tbody tr.ant-table-row')].map(
    (tr) => tr.querySelector('td:nth-child(2)')?.textContent ?? '',
  );
}

const valueOf = (el: HTMLElement) => (el as HTMLInputElement).value;
const checked = (el: HTMLElement) => (el as HTMLInputElement).checked;

const ok = (dialog: ReturnType<typeof within>) =>
  userEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));

describe('userSelect widget', () => {
  it('shows the stored users by name, picks by department, page and username, and stores usernames', async () => {
    const { submit, stored, onSaved, callsOf } = open({ multiple: true });
    const input = await screen.findByLabelText('负责人');
    await waitFor(() => expect(valueOf(input)).toBe('财务甲'));
    expect(callsOf('getPickerUsers')[0]?.args).toEqual([['fin01'], 'username']);

    const dialog = await openPicker();
    expect(await dialog.findByText('共 9 条')).toBeTruthy();
    expect(shownUsernames(dialog)).toHaveLength(5);
    expect(within(dialog.getByRole('region', { name: '已选择' })).getByRole('listitem').textContent).toBe(
      '财务甲',
    );

    // The department narrows the list; the second page holds the rest.
    await userEvent.click(within(dialog.getByRole('navigation', { name: '部门' })).getByText('认证部'));
    expect(await dialog.findByText('共 7 条')).toBeTruthy();
    await userEvent.click(dialog.getByTitle('2'));
    await waitFor(() => expect(shownUsernames(dialog)).toEqual(['cert06', 'cert07']));
    await userEvent.click(dialog.getByRole('checkbox', { name: '选择 认证6' }));

    await userEvent.type(dialog.getByRole('textbox', { name: '用户账号' }), 'cert03');
    await userEvent.click(dialog.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(shownUsernames(dialog)).toEqual(['cert03']));
    await userEvent.click(dialog.getByRole('checkbox', { name: '选择 认证3' }));

    const chosen = within(dialog.getByRole('region', { name: '已选择' }));
    expect(chosen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['财务甲', '认证6', '认证3']);
    await userEvent.click(chosen.getByRole('button', { name: '移除 财务甲' }));
    expect(chosen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['认证6', '认证3']);

    await ok(dialog);
    await waitFor(() => expect(dialogTitled('选择用户')).toBeUndefined());
    expect(valueOf(input)).toBe('认证6,认证3');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(stored()[0]?.pick).toBe('cert06,cert03');
  });

  it('resets the query and changes the page size', async () => {
    open({ multiple: true });
    const dialog = await openPicker();
    await userEvent.type(dialog.getByRole('textbox', { name: '用户账号' }), 'fin');
    await userEvent.click(dialog.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(shownUsernames(dialog)).toEqual(['fin01', 'fin02']));
    await userEvent.click(dialog.getByRole('button', { name: /重\s*置/ }));
    expect(await dialog.findByText('共 9 条')).toBeTruthy();
    expect(valueOf(dialog.getByRole('textbox', { name: '用户账号' }))).toBe('');

    // antd's own texts are English here (the shell gives antd its locale).
    await userEvent.click(dialog.getByRole('combobox', { name: /page size/i }));
    const sizes = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
      if (found.length === 0) throw new Error('the page sizes are not open');
      return found;
    });
    expect(sizes).toEqual(['5 / page', '10 / page', '20 / page', '30 / page']);
    await userEvent.click(screen.getByTitle('10 / page'));
    await waitFor(() => expect(shownUsernames(dialog)).toHaveLength(9));
  });

  it('cancel drops what was ticked, and the next opening starts from the value', async () => {
    const { callsOf } = open({ multiple: true });
    const input = await screen.findByLabelText('负责人');
    await waitFor(() => expect(valueOf(input)).toBe('财务甲'));
    let dialog = await openPicker();
    await dialog.findByText('共 9 条');
    await userEvent.click(dialog.getByRole('checkbox', { name: '选择 认证1' }));
    await userEvent.click(dialog.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(dialogTitled('选择用户')).toBeUndefined());
    expect(valueOf(input)).toBe('财务甲');

    dialog = await openPicker();
    await dialog.findByText('共 9 条');
    expect(checked(dialog.getByRole('checkbox', { name: '选择 认证1' }))).toBe(false);
    expect(
      within(dialog.getByRole('region', { name: '已选择' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['财务甲']);
    expect(callsOf('queryPickerUsers').length).toBeGreaterThanOrEqual(2);
  });

  it('in single mode keeps one user and stores ids with valueField id; the clear button empties it', async () => {
    const { submit, stored, onSaved } = open({ valueField: 'id' }, { id: 't1', name: '任务', pick: 'uf2' });
    const input = await screen.findByLabelText('负责人');
    await waitFor(() => expect(valueOf(input)).toBe('财务乙'));
    const dialog = await openPicker();
    await dialog.findByText('共 9 条');
    await userEvent.click(dialog.getByRole('radio', { name: '选择 认证1' }));
    await userEvent.click(dialog.getByRole('radio', { name: '选择 认证2' }));
    expect(checked(dialog.getByRole('radio', { name: '选择 认证1' }))).toBe(false);
    expect(
      within(dialog.getByRole('region', { name: '已选择' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['认证2']);
    await ok(dialog);
    await waitFor(() => expect(valueOf(input)).toBe('认证2'));
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(stored()[0]?.pick).toBe('uc2');

    await userEvent.click(screen.getByRole('button', { name: '清除 负责人' }));
    expect(valueOf(input)).toBe('');
  });

  it('opens from the keyboard', async () => {
    open({});
    const input = await screen.findByLabelText('负责人');
    input.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialogTitled('选择用户')).toBeDefined());
  });
});
