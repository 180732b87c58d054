import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../../test-support/render-form';
import { DEPART_TREE, pickerForm } from './picker-test-fixtures';

function open(options: Record<string, unknown>, pick?: string) {
  const { entity, page } = pickerForm('departTreeModal', options);
  const row = { id: 't1', name: '任务', ...(pick ? { pick } : {}) };
  return renderForm({
    page,
    entity,
    mode: 'edit',
    row,
    options: { departTree: DEPART_TREE },
    records: { '/demo/pick': [{ ...row }] },
  });
}

function dialogTitled(title: string): HTMLElement | undefined {
  return screen
    .queryAllByRole('dialog')
    .find((d) => d.querySelector('.ant-modal-title')?.textContent === title);
}

async function openPicker() {
  await userEvent.click(await screen.findByRole('button', { name: '选择负责人' }));
  const dialog = await waitFor(() => {
    const found = dialogTitled('选择部门');
    if (!found) throw new Error('the department picker is not open');
    return found;
  });
  return within(dialog);
}

/** The tree's checkbox of a department (antd's tree nodes: the box sits beside the title). */
function boxOf(dialog: ReturnType<typeof within>, title: string): HTMLElement {
  const node = dialog.getByTitle(title).closest('.ant-tree-treenode');
  const box = node?.querySelector('.ant-tree-checkbox');
  if (!(box instanceof HTMLElement)) throw new Error(`no checkbox for ${title}`);
  return box;
}
const isChecked = (box: HTMLElement) => box.classList.contains('ant-tree-checkbox-checked');
const valueOf = (el: HTMLElement) => (el as HTMLInputElement).value;
const okButton = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: /确\s*定/ });

describe('departTreeModal widget', () => {
  it('shows the stored departments, searches, checks and stores the ids; nothing checked is an error', async () => {
    const { submit, stored, onSaved } = open({}, 'fin');
    const input = await screen.findByLabelText('负责人');
    await waitFor(() => expect(valueOf(input)).toBe('财务部'));
    const dialog = await openPicker();
    expect(isChecked(boxOf(dialog, '财务部'))).toBe(true);

    // Taking the only one out and confirming marks the error and keeps the dialog open.
    await userEvent.click(boxOf(dialog, '财务部'));
    await userEvent.click(okButton(dialog));
    expect((await dialog.findByRole('alert')).textContent).toBe('请选择部门');
    expect(dialog.getByRole('group', { name: '部门树' }).getAttribute('aria-invalid')).toBe('true');

    // The search keeps a match with the departments above it.
    await userEvent.type(dialog.getByRole('textbox', { name: '搜索部门' }), '审核');
    await waitFor(() => expect(dialog.queryByTitle('财务部')).toBeNull());
    expect(dialog.getByTitle('总部')).toBeTruthy();
    await userEvent.click(boxOf(dialog, '审核组'));
    expect(dialog.queryByRole('alert')).toBeNull();
    await userEvent.clear(dialog.getByRole('textbox', { name: '搜索部门' }));
    await waitFor(() => expect(dialog.getByTitle('财务部')).toBeTruthy());
    await userEvent.click(boxOf(dialog, '财务部'));
    // Without linking a parent's box is its own.
    expect(isChecked(boxOf(dialog, '认证部'))).toBe(false);

    await userEvent.click(okButton(dialog));
    await waitFor(() => expect(dialogTitled('选择部门')).toBeUndefined());
    expect(valueOf(input)).toBe('审核组,财务部');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(stored()[0]?.pick).toBe('audit,fin');
  });

  it('links a parent with its subtree when linked, and cancel drops the ticks', async () => {
    open({ linked: true });
    const input = await screen.findByLabelText('负责人');
    let dialog = await openPicker();
    await userEvent.click(boxOf(dialog, '认证部'));
    expect(isChecked(boxOf(dialog, '审核组'))).toBe(true);
    await userEvent.click(dialog.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(dialogTitled('选择部门')).toBeUndefined());
    expect(valueOf(input)).toBe('');

    dialog = await openPicker();
    expect(isChecked(boxOf(dialog, '认证部'))).toBe(false);
    await userEvent.click(boxOf(dialog, '认证部'));
    await userEvent.click(okButton(dialog));
    await waitFor(() => expect(valueOf(input)).toBe('认证部,审核组'));
  });

  it('keeps one department with multiple false', async () => {
    open({ multiple: false });
    const input = await screen.findByLabelText('负责人');
    const dialog = await openPicker();
    await userEvent.click(boxOf(dialog, '认证部'));
    await userEvent.click(boxOf(dialog, '财务部'));
    expect(isChecked(boxOf(dialog, '认证部'))).toBe(false);
    await userEvent.click(okButton(dialog));
    await waitFor(() => expect(valueOf(input)).toBe('财务部'));
  });
});
