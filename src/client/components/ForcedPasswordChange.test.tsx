/**
 * The shell after a login whose password someone else chose (userInfo.mustChangePassword): the
 * route guard shows only the change-password dialog, which cannot be dismissed, asks for no menu,
 * and opens the shell once the change succeeds; logging out is the other way out.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { Adapter, PreparedRequest } from '../request';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../AppProviders';
import { FeedbackBridge } from '../feedback/FeedbackBridge';
import { setLocale } from '../i18n';
import { http } from '../request';
import { RouteGuard } from '../router/RouteGuard';
import { resetAuthModes } from '../stores/auth-modes';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';

const MENU = [
  {
    id: '1',
    path: '/dashboard/analysis',
    name: 'home',
    component: 'dashboard/Analysis',
    meta: { title: '首页' },
  },
];
const MUST_CHANGE = '您的密码由他人设置，请先修改密码后再继续使用系统。';
let calls: PreparedRequest[] = [];
const originalAdapter = http.defaults.adapter;

const server: Adapter = async (config) => {
  calls.push(config);
  const result =
    config.url === '/sys/permission/getCustomerMenu'
      ? { menu: MENU, auth: [], allAuth: [] }
      : config.url === '/sys/auth/modes'
        ? { oidc: null, cas: null }
        : null;
  const message = config.url === '/sys/user/updatePassword' ? '密码修改成功！' : '';
  return {
    data: { success: true, code: 200, message, timestamp: 0, result },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  };
};

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderShellAt(path: string) {
  return render(
    <AppProviders>
      <App>
        <FeedbackBridge />
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<RouteGuard />}>
              <Route path="*" element={<Where />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </App>
    </AppProviders>,
  );
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const urls = () => calls.map((c) => c.url);

beforeEach(async () => {
  calls = [];
  resetAuthModes();
  await setLocale('zh-CN');
  http.defaults.adapter = server;
  useUserStore.setState({
    token: 'held-token',
    signedOut: false,
    userInfo: { id: '1', username: 'alice', mustChangePassword: true },
  });
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  useUserStore.setState({ token: null, userInfo: null });
  useMenuStore.setState({ routes: null });
});

describe('a password someone else chose', () => {
  it('opens only the change dialog, which cannot be dismissed, and the shell once it is changed', async () => {
    renderShellAt('/dashboard/analysis');
    expect(await screen.findByText(MUST_CHANGE)).toBeTruthy();
    expect(screen.getByText('修改密码')).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(screen.queryByRole('button', { name: /close|关闭/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /取\s*消/ })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByText(MUST_CHANGE)).toBeTruthy();
    expect(urls()).not.toContain('/sys/permission/getCustomerMenu');

    fill('旧密码', 'Chosen#Pass2024');
    fill('新密码', 'Mine-Own#Pass77');
    fill('确认新密码', 'Mine-Own#Pass77');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard/analysis'));
    expect(urls()).toContain('/sys/user/updatePassword');
    expect(urls().indexOf('/sys/permission/getCustomerMenu')).toBeGreaterThan(
      urls().indexOf('/sys/user/updatePassword'),
    );
    expect(useUserStore.getState().userInfo?.mustChangePassword).toBe(false);
  });

  it('offers logging out instead', async () => {
    renderShellAt('/account/settings');
    expect(await screen.findByText(MUST_CHANGE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/user/login'));
    expect(useUserStore.getState().token).toBeNull();
    expect(urls()).not.toContain('/sys/permission/getCustomerMenu');
  });

  it('leaves an account that chose its own password alone', async () => {
    useUserStore.setState({ userInfo: { id: '1', username: 'alice', mustChangePassword: false } });
    renderShellAt('/dashboard/analysis');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard/analysis'));
    expect(screen.queryByText(MUST_CHANGE)).toBeNull();
  });
});
