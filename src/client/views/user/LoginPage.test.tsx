import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Adapter, PreparedRequest } from '../../request';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../AppProviders';
import { setLocale } from '../../i18n';
import { http } from '../../request';
import { useUserStore } from '../../stores/user';
import { LoginPage } from './LoginPage';

const KEY = '1234567890adcdef';
const IV = 'fedcba0987654321';
let calls: PreparedRequest[] = [];
const originalAdapter = http.defaults.adapter;

function answer(config: PreparedRequest, status: number, data: unknown) {
  return { data, status, statusText: String(status), headers: {}, config };
}

function fakeServer(loginCode: number | string, message: string): Adapter {
  return async (config) => {
    calls.push(config);
    if (config.url === '/sys/getEncryptedString')
      return answer(config, 200, { success: true, code: 200, message: '', result: { key: KEY, iv: IV } });
    const body = {
      success: String(loginCode) === '200',
      code: loginCode,
      message,
      result: {
        token: 'tok',
        userInfo: { id: '1', username: 'alice', realname: 'Alice' },
        sysAllDictItems: {},
      },
    };
    return answer(config, 200, body);
  };
}

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderLogin(path = '/user/login') {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/user/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(async () => {
  calls = [];
  await setLocale('zh-CN');
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
  useUserStore.setState({ token: null, userInfo: null });
});

describe('login page', () => {
  it('asks for the username and the password', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名!')).toBeTruthy();
    expect(await screen.findByText('请输入密码!')).toBeTruthy();
  });

  it('speaks English when the language is en-US', async () => {
    await setLocale('en-US');
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your username!')).toBeTruthy();
  });

  it('shows the server message when the code is not 200', async () => {
    http.defaults.adapter = fakeServer(401, '用户名或密码错误');
    renderLogin();
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toBe('用户名或密码错误');
    expect(useUserStore.getState().token).toBeNull();
  });

  it('posts encrypted credentials, stores the session and follows the redirect query', async () => {
    http.defaults.adapter = fakeServer('200', '登录成功');
    renderLogin('/user/login?redirect=%2Faccount%2Fsettings');
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/account/settings'));
    const login = calls.find((c) => c.url === '/sys/login');
    const body = JSON.parse(String(login?.data)) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['userccs']);
    const { decryptUserccs } = await import('../../../shared/auth/userccs');
    expect(decryptUserccs(String(body.userccs), KEY, IV)).toEqual({ username: 'alice', password: 'secret' });
    expect(useUserStore.getState().token).toBe('tok');
  });

  it('greets at the bottom right, clear of the header’s user menu', async () => {
    http.defaults.adapter = fakeServer('200', '登录成功');
    renderLogin();
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'alice' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    // antd's static notifications outlive a test: the previous test's greeting may still be there.
    const welcomes = await screen.findAllByText(/欢迎回来$/);
    for (const welcome of welcomes) {
      expect(welcome.closest('.ant-notification')?.className).toMatch(/ant-notification-bottomRight/);
    }
  });

  it('links to forgot password and to registration', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: '忘记密码' }).getAttribute('href')).toBe('/user/alteration');
    expect(screen.getByRole('link', { name: '注册账户' }).getAttribute('href')).toBe('/user/register');
  });
});

/** Answers /sys/sms and /sys/phoneLogin: the code 246810 logs in, anything else is refused. */
function phoneServer(): Adapter {
  return async (config) => {
    calls.push(config);
    const body = JSON.parse(String(config.data ?? '{}')) as Record<string, string>;
    if (config.url === '/sys/sms') {
      return answer(config, 200, {
        success: true,
        code: 200,
        message: '如果该手机号已注册，验证码已发送，5分钟内有效',
        result: null,
      });
    }
    if (config.url === '/sys/phoneLogin' && body.captcha === '246810') {
      return answer(config, 200, {
        success: true,
        code: 200,
        message: '登录成功',
        result: {
          token: 'phone-tok',
          userInfo: { id: '2', username: 'bob', realname: 'Bob' },
          sysAllDictItems: {},
        },
      });
    }
    return answer(config, 401, { success: false, code: 401, message: '手机号或验证码错误', result: null });
  };
}

async function openPhoneTab() {
  renderLogin();
  fireEvent.click(screen.getByRole('tab', { name: '手机号登录' }));
  return screen.findByLabelText('手机号');
}

describe('login page, phone tab', () => {
  it('checks the mobile rule before sending anything', async () => {
    http.defaults.adapter = phoneServer();
    const mobile = await openPhoneTab();
    fireEvent.change(mobile, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号码!')).toBeTruthy();
    expect(calls.some((c) => c.url === '/sys/sms')).toBe(false);
  });

  it('sends the code, counts 60 seconds down with the button disabled, and shows the answer', async () => {
    http.defaults.adapter = phoneServer();
    const mobile = await openPhoneTab();
    fireEvent.change(mobile, { target: { value: '13900000001' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const counting = await screen.findByRole('button', { name: /60 秒后重新获取/ });
    expect((counting as HTMLButtonElement).disabled).toBe(true);
    expect((await screen.findByRole('status')).textContent).toBe(
      '如果该手机号已注册，验证码已发送，5分钟内有效',
    );
    const sms = calls.find((c) => c.url === '/sys/sms');
    expect(JSON.parse(String(sms?.data))).toEqual({ mobile: '13900000001' });
  });

  it('shows the refusal of a wrong code and stores nothing', async () => {
    http.defaults.adapter = phoneServer();
    const mobile = await openPhoneTab();
    fireEvent.change(mobile, { target: { value: '13900000001' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '000000' } });
    fireEvent.click(screen.getAllByRole('button', { name: '登录' }).at(-1)!);
    const refusal = await screen.findByText('手机号或验证码错误');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(useUserStore.getState().token).toBeNull();
  });

  it('logs in with the code, stores the session like the account tab and follows the redirect', async () => {
    http.defaults.adapter = phoneServer();
    renderLogin('/user/login?redirect=%2Faccount%2Fsettings');
    fireEvent.click(screen.getByRole('tab', { name: '手机号登录' }));
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13900000001' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '246810' } });
    fireEvent.click(screen.getAllByRole('button', { name: '登录' }).at(-1)!);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/account/settings'));
    const login = calls.find((c) => c.url === '/sys/phoneLogin');
    expect(JSON.parse(String(login?.data))).toEqual({ mobile: '13900000001', captcha: '246810' });
    expect(useUserStore.getState().token).toBe('phone-tok');
  });

  it('speaks English', async () => {
    await setLocale('en-US');
    renderLogin();
    fireEvent.click(screen.getByRole('tab', { name: 'Phone login' }));
    expect(await screen.findByLabelText('Mobile number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password' })).toBeTruthy();
  });
});
