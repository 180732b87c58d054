/**
 * A draft's edit dialog (a list page whose form names a submitTransition, e.g. 我的申请): 保存草稿
 * saves and keeps the dialog open on the draft; 提交 saves and really runs the transition, then
 * closes. A refused transition keeps the dialog open and shows why.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../src/shared/envelope';
import type { PageSchema } from '../../src/shared/schema/types';
import { demoPage } from '../test-support/demo-schema';
import { renderForm } from '../test-support/render-form';

const page: PageSchema = {
  ...demoPage,
  form: { container: 'modal', fields: ['name', 'phone'], submitTransition: 'submit' },
};
const row = { id: 'r1', name: '张三', phone: '13800138000' };
const answer = (success: boolean, message: string): Envelope<unknown> => ({
  success,
  code: success ? 200 : 409,
  message,
  result: null,
  timestamp: 0,
});

function openDraft(answers: Array<Envelope<unknown>>) {
  const runTransition = vi.fn(
    (_resource: unknown, _name: string, _id: string, _input: Record<string, unknown>) =>
      Promise.resolve(answers.shift() ?? answer(true, '操作成功！')),
  );
  const setup = renderForm({
    page,
    mode: 'edit',
    row,
    records: { '/demo/contact': [{ ...row }] },
    override: { runTransition },
  });
  return { ...setup, runTransition };
}

describe('a draft edit dialog with a submit transition', () => {
  it('提交 saves the draft and runs the transition on it, then closes', async () => {
    const { runTransition, callsOf, onSaved, onClose } = openDraft([answer(true, '提交成功')]);
    const name = await screen.findByLabelText(/姓名/);
    await userEvent.clear(name);
    await userEvent.type(name, '李四');
    await userEvent.click(screen.getByRole('button', { name: /提\s*交$/ }));
    await waitFor(() => expect(runTransition).toHaveBeenCalledTimes(1));
    expect(runTransition.mock.calls[0]?.slice(1)).toEqual(['submit', 'r1', {}]);
    expect(callsOf('update')[0]?.args[1]).toMatchObject({ id: 'r1', name: '李四' });
    expect(await screen.findByText('提交成功')).toBeTruthy();
    expect(onSaved).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('保存草稿 saves and keeps the dialog open on the draft; a refused 提交 stays open and says why', async () => {
    const { runTransition, callsOf, onSaved, onClose } = openDraft([answer(false, '提交前请填写需求描述')]);
    const name = await screen.findByLabelText(/姓名/);
    await userEvent.type(name, '丰');
    await userEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    await waitFor(() => expect(callsOf('update')).toHaveLength(1));
    // The list shows the change, the dialog stays on the draft.
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    expect(runTransition).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/姓名/) as HTMLInputElement).value).toBe('张三丰');
    await userEvent.click(await screen.findByRole('button', { name: /提\s*交$/ }));
    expect(await screen.findByText('提交前请填写需求描述')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(callsOf('create')).toHaveLength(0);
  });
});
