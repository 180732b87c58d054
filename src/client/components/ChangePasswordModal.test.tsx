import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Adapter, PreparedRequest } from '../request';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App as AntdApp } from 'antd';
import { AppProviders } from '../AppProviders';
import { FeedbackBridge } from '../feedback/FeedbackBridge';
import { setLocale } from '../i18n';
import { http } from '../request';
import { useUserStore } from '../stores/user';
import { ChangePasswordModal } from './ChangePasswordModal';

const originalAdapter = http.defaults.adapter;
let calls: PreparedRequest[] = [];

const server: Adapter = async (config) => {
  calls.push(config);
  return {
    data: { success: true, code: 200, message: '密码修改成功！', result: null },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  };
};

function renderDialog(onClose: () => void) {
  return render(
    // As in the shell: antd's <App> with the bridge the request layer's messages go through.
    <AppProviders>
      <AntdApp>
        <FeedbackBridge />
        <ChangePasswordModal open onClose={onClose} />
      </AntdApp>
    </AppProviders>,
  );
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(async () => {
  calls = [];
  await setLocale('zh-CN');
  useUserStore.setState({ userInfo: { id: '1', username: 'alice' } });
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('change-password dialog', () => {
  it('is titled 修改密码 and asks for every field', async () => {
    renderDialog(() => undefined);
    expect(screen.getByText('修改密码')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入旧密码!')).toBeTruthy();
    expect(await screen.findByText('请输入新密码!')).toBeTruthy();
    expect(await screen.findByText('请确认新密码!')).toBeTruthy();
  });

  it('rejects a weak new password and a different confirmation', async () => {
    renderDialog(() => undefined);
    fill('旧密码', 'old');
    fill('新密码', 'abcdefgh');
    fill('确认新密码', 'abcdefgX');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('密码由8位数字、大小写字母和特殊符号组成!')).toBeTruthy();
    expect(await screen.findByText('两次输入的密码不一样！')).toBeTruthy();
  });

  it('sends the change and closes on success', async () => {
    http.defaults.adapter = server;
    const onClose = vi.fn();
    renderDialog(onClose);
    fill('旧密码', 'Old-pass1');
    fill('新密码', 'New-pass1!');
    fill('确认新密码', 'New-pass1!');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('密码修改成功！')).toBeTruthy();
    expect(calls[0]?.method).toBe('put');
    expect(calls[0]?.url).toBe('/sys/user/updatePassword');
    expect(JSON.parse(String(calls[0]?.data))).toEqual({
      username: 'alice',
      oldpassword: 'Old-pass1',
      password: 'New-pass1!',
      confirmpassword: 'New-pass1!',
    });
  });
});
