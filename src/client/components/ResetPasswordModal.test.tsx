/**
 * The reset-password dialog of the account and user lists: the shared password rules before any
 * call, then PUT {id, password, confirmPassword} to the row's route; the server's field errors land
 * on the fields. The server is an HTTP adapter answering like the real one.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { HttpError, type Adapter, type PreparedRequest } from '../request';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../AppProviders';
import { FeedbackBridge } from '../feedback/FeedbackBridge';
import { setLocale } from '../i18n';
import { http } from '../request';
import { ResetPasswordModal } from './ResetPasswordModal';

const originalAdapter = http.defaults.adapter;
let calls: PreparedRequest[] = [];

function answer(status: number, body: unknown): Adapter {
  return async (config) => {
    calls.push(config);
    if (status >= 400) {
      const error = new HttpError('refused', {
        code: 'ERR_BAD_REQUEST',
        config,
        response: { data: body, status, statusText: '', headers: {}, config },
      });
      throw error;
    }
    return { data: body, status, statusText: 'OK', headers: {}, config };
  };
}

function renderDialog(onClose: () => void) {
  return render(
    <AppProviders>
      <App>
        <FeedbackBridge />
        <ResetPasswordModal
          target={{ id: 'u1', username: 'bob', url: '/sys/custaccount/resetPassword' }}
          onClose={onClose}
        />
      </App>
    </AppProviders>,
  );
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(async () => {
  calls = [];
  await setLocale('zh-CN');
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('reset-password dialog', () => {
  it('refuses a weak password and a different confirmation without calling the server', async () => {
    http.defaults.adapter = answer(200, { success: true, code: 200, message: '操作成功！', result: null });
    renderDialog(() => undefined);
    expect(screen.getByRole('dialog', { name: '重置密码：bob' })).toBeTruthy();
    fill('新密码', 'abcdefgh');
    fill('确认新密码', 'abcdefgX');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('密码由8位数字、大小写字母和特殊符号组成!')).toBeTruthy();
    expect(await screen.findByText('两次输入的密码不一样！')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends id, password and confirmation to the row route and closes', async () => {
    http.defaults.adapter = answer(200, { success: true, code: 200, message: '操作成功！', result: null });
    const onClose = vi.fn();
    renderDialog(onClose);
    fill('新密码', 'Fresh#Pass2024');
    fill('确认新密码', 'Fresh#Pass2024');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]!.url).toBe('/sys/custaccount/resetPassword');
    expect(calls[0]!.method).toBe('put');
    expect(JSON.parse(String(calls[0]!.data))).toEqual({
      id: 'u1',
      password: 'Fresh#Pass2024',
      confirmPassword: 'Fresh#Pass2024',
    });
    expect(await screen.findByText('操作成功！')).toBeTruthy();
  });

  it("shows the server's field error on the field", async () => {
    http.defaults.adapter = answer(422, {
      success: false,
      code: 422,
      message: '密码不能包含用户名!',
      result: [{ field: 'password', message: '密码不能包含用户名!' }],
    });
    renderDialog(() => undefined);
    fill('新密码', 'Bob#Pass2024x');
    fill('确认新密码', 'Bob#Pass2024x');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe('密码不能包含用户名!'),
    );
  });
});
