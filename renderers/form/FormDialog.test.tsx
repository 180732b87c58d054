import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refusal } from '../test-support/memory-provider';
import { renderForm } from '../test-support/render-form';

/** The form cell of one field (ObjectFieldTemplate names it with data-field). */
function cellOf(field: string): HTMLElement {
  const cell = document.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (!cell) throw new Error(`no form cell for ${field}`);
  return cell;
}

describe('FormDialog', () => {
  it('shows a required and a format failure in one form, each on its own field, and writes nothing', async () => {
    const { stored, callsOf, submit } = renderForm();
    await userEvent.type(await screen.findByLabelText(/手机号码/), '12345');
    await submit();
    // Each message next to the field it is about, the field marked invalid for assistive tech.
    expect(await within(cellOf('phone')).findByText('请输入正确的手机号码!')).toBeTruthy();
    expect(within(cellOf('name')).getByText('请输入姓名!')).toBeTruthy();
    expect(within(cellOf('phone')).queryByText('请输入姓名!')).toBeNull();
    expect(within(cellOf('name')).queryByText('请输入正确的手机号码!')).toBeNull();
    expect(screen.getByLabelText(/姓名/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/手机号码/).getAttribute('aria-invalid')).toBe('true');
    // A valid field is not marked.
    expect(screen.getByLabelText(/编码/).getAttribute('aria-invalid')).not.toBe('true');
    expect(callsOf('create')).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('refuses a duplicate value with 该值不可用，系统中已存在！ and saves a valid form', async () => {
    const { stored, callsOf, onSaved, submit } = renderForm({
      records: { '/demo/contact': [{ id: 'c0', name: '张三', code: 'taken' }] },
    });
    await userEvent.type(await screen.findByLabelText(/姓名/), '李四');
    await userEvent.type(screen.getByLabelText(/编码/), 'taken');
    await userEvent.tab();
    expect(await within(cellOf('code')).findByText('该值不可用，系统中已存在！')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/编码/));
    await userEvent.type(screen.getByLabelText(/编码/), 'free');
    await userEvent.type(screen.getByLabelText(/手机号码/), '13800138000');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 5000 });
    expect(stored().find((r) => r.id !== 'c0')).toMatchObject({
      name: '李四',
      code: 'free',
      phone: '13800138000',
    });
    expect(callsOf('create')[0]?.args[1]).toEqual({ name: '李四', code: 'free', phone: '13800138000' });
    expect(callsOf('checkUnique').at(-1)?.args[1]).toEqual({ field: 'code', column: 'code', value: 'free' });
  });

  it('shows a 422 answer on the fields', async () => {
    const { submit, onSaved } = renderForm({
      override: {
        create: () => Promise.resolve(refusal('校验失败', 422, [{ field: 'name', message: '姓名已被停用' }])),
      },
    });
    await userEvent.type(await screen.findByLabelText(/姓名/), '王五');
    await submit();
    expect(await within(cellOf('name')).findByText('姓名已被停用')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
