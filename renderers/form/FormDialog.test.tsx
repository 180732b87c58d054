import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoEntity, demoPage } from '../test-support/demo-schema';
import { envelope, fakeServices } from '../test-support/fake-services';
import { FormDialog } from './FormDialog';

describe('FormDialog', () => {
  it('shows the format error and the required message on submit, and sends nothing', async () => {
    const { wrap, calls } = fakeServices(() => envelope(null));
    render(
      wrap(
        <FormDialog
          page={demoPage}
          entity={demoEntity}
          mode="add"
          onClose={() => undefined}
          onSaved={() => undefined}
        />,
      ),
    );
    await userEvent.type(await screen.findByLabelText(/手机号码/), '12345');
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请输入正确的手机号码!')).toBeTruthy();
    expect(screen.getByText('请输入姓名!')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a duplicate value with 该值不可用，系统中已存在！ and posts a valid form', async () => {
    const saved = vi.fn();
    const { wrap, calls } = fakeServices((config) => {
      if (config.url === '/sys/duplicate/check') {
        return config.params?.fieldVal === 'taken'
          ? envelope(null, { success: false, message: '该值不可用，系统中已存在！' })
          : envelope(null, { message: '该值可用！' });
      }
      if (config.url === '/demo/contact/add') return envelope(null, { message: '添加成功！' });
      return undefined;
    });
    render(
      wrap(
        <FormDialog
          page={demoPage}
          entity={demoEntity}
          mode="add"
          onClose={() => undefined}
          onSaved={saved}
        />,
      ),
    );
    await userEvent.type(await screen.findByLabelText(/姓名/), '李四');
    await userEvent.type(screen.getByLabelText(/编码/), 'taken');
    await userEvent.tab();
    expect(await screen.findByText('该值不可用，系统中已存在！')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/编码/));
    await userEvent.type(screen.getByLabelText(/编码/), 'free');
    await userEvent.type(screen.getByLabelText(/手机号码/), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(saved).toHaveBeenCalled(), { timeout: 5000 });
    const post = calls.find((c) => c.url === '/demo/contact/add');
    expect(post?.method).toBe('POST');
    expect(post?.data).toEqual({ name: '李四', code: 'free', phone: '13800138000' });
    const check = calls.find((c) => c.url === '/sys/duplicate/check' && c.params?.fieldVal === 'free');
    expect(check?.params).toEqual({ tableName: 'demo_contact', fieldName: 'code', fieldVal: 'free' });
  });

  it('shows a 422 answer on the fields', async () => {
    const { wrap } = fakeServices((config) => {
      if (config.url === '/demo/contact/add')
        return envelope([{ field: 'name', message: '姓名已被停用' }], {
          success: false,
          code: 422,
          message: '校验失败',
        });
      return envelope(null);
    });
    render(
      wrap(
        <FormDialog
          page={demoPage}
          entity={demoEntity}
          mode="add"
          onClose={() => undefined}
          onSaved={() => undefined}
        />,
      ),
    );
    await userEvent.type(await screen.findByLabelText(/姓名/), '王五');
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('姓名已被停用')).toBeTruthy();
  });
});
