import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { HttpError, type Adapter, type PreparedRequest } from '../request';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../AppProviders';
import { FeedbackBridge } from '../feedback/FeedbackBridge';
import { setLocale } from '../i18n';
import { http } from '../request';
import { resetAuthModes } from '../stores/auth-modes';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';
import { session } from '../utils/expiring-storage';
import { browser } from '../views/user/sso-api';
import { RouteGuard } from './RouteGuard';

const SERVICE = 'https://app.example.com/';
const CAS_LOGIN = `https://sso.example.com/cas/login?service=${encodeURIComponent(SERVICE)}`;
const MENU = [
  {
    id: '1',
    path: '/dashboard/analysis',
    name: 'home',
    component: 'dashboard/Analysis',
    meta: { title: '首页' },
  },
  {
    id: '2',
    path: '/account/settings',
    name: 'settings',
    component: 'account/Settings',
    meta: { title: '个人信息' },
  },
];
let calls: PreparedRequest[] = [];
const originalAdapter = http.defaults.adapter;

function reply(config: PreparedRequest, status: number, body: Record<string, unknown>) {
  const response = {
    data: { success: status === 200, code: status, message: '', timestamp: 0, result: null, ...body },
    status,
    statusText: String(status),
    headers: {},
    config,
  };
  if (status >= 400)
    throw new HttpError(`Request failed with status code ${status}`, {
      code: 'ERR_BAD_REQUEST',
      config,
      response,
    });
  return response;
}

/** CAS on; validateLogin answers `validation`. */
function fakeServer(validation: [number, Record<string, unknown>]): Adapter {
  return async (config) => {
    calls.push(config);
    if (config.url === '/sys/auth/modes')
      return reply(config, 200, { result: { oidc: null, cas: { loginUrl: CAS_LOGIN } } });
    if (config.url === '/sys/cas/client/validateLogin') return reply(config, ...validation);
    if (config.url === '/sys/permission/getCustomerMenu')
      return reply(config, 200, { result: { menu: MENU, auth: [], allAuth: [] } });
    return reply(config, 404, { message: 'not found' });
  };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderAt(path: string) {
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

beforeEach(async () => {
  calls = [];
  resetAuthModes();
  await setLocale('zh-CN');
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.restoreAllMocks();
  useUserStore.setState({ token: null, userInfo: null });
  useMenuStore.setState({ routes: null });
});

describe('route guard in CAS mode', () => {
  it('sends a visitor without a token to the CAS login and remembers the target', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    http.defaults.adapter = fakeServer([200, {}]);
    renderAt('/account/settings?tab=1');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CAS_LOGIN));
    expect(session.get('CAS_RETURN_TO')).toBe('/account/settings?tab=1');
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('validates the returned ticket once, stores the session and goes where the visitor was going', async () => {
    session.set('CAS_RETURN_TO', '/account/settings');
    const result = { token: 'cas-token', userInfo: { id: '1', username: 'alice' }, sysAllDictItems: {} };
    http.defaults.adapter = fakeServer([200, { message: '登录成功', result }]);
    renderAt('/?ticket=ST-1-abc');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/account/settings'));
    expect(useUserStore.getState().token).toBe('cas-token');
    const validations = calls.filter((c) => c.url === '/sys/cas/client/validateLogin');
    expect(validations).toHaveLength(1);
    expect(validations[0]!.params).toMatchObject({ ticket: 'ST-1-abc', service: SERVICE });
  });

  it('shows a refused ticket on our login page instead of going round to CAS again', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    http.defaults.adapter = fakeServer([403, { message: '没有与该统一认证账号对应的用户，请联系管理员' }]);
    renderAt('/dashboard/analysis?ticket=ST-2-xyz');
    expect(await screen.findByText('没有与该统一认证账号对应的用户，请联系管理员')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/user/login'));
    expect(useUserStore.getState().token).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
