import { render, screen, waitFor } from '@testing-library/react';
import { HttpError, type Adapter, type PreparedRequest } from '../../request';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../AppProviders';
import { setLocale } from '../../i18n';
import { http } from '../../request';
import { useUserStore } from '../../stores/user';
import { OAuth2LoginPage } from './OAuth2LoginPage';
import { browser } from './sso-api';

const PROVIDER_URL = 'https://idp.example.com/authorize?client_id=certdesk&state=s1';
const LOGIN_RESULT = {
  token: 'sso-token',
  userInfo: { id: '1', username: 'alice', realname: 'Alice' },
  sysAllDictItems: {},
};
let calls: PreparedRequest[] = [];
const originalAdapter = http.defaults.adapter;

function reply(config: PreparedRequest, status: number, body: Record<string, unknown>) {
  const response = {
    data: { timestamp: 0, result: null, ...body },
    status,
    statusText: String(status),
    headers: {},
    config,
  };
  // As the fetch adapter does for a status outside 2xx.
  if (status >= 400)
    throw new HttpError(`Request failed with status code ${status}`, {
      code: 'ERR_BAD_REQUEST',
      config,
      response,
    });
  return response;
}

/** The server's answers by path; anything else is a 404. */
function fakeServer(answers: Record<string, [number, Record<string, unknown>]>): Adapter {
  return async (config) => {
    calls.push(config);
    const answer = answers[config.url ?? ''];
    return answer
      ? reply(config, answer[0], answer[1])
      : reply(config, 404, { success: false, code: 404, message: 'not found' });
  };
}

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderPage(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/oauth2-app/login" element={<OAuth2LoginPage />} />
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
  vi.restoreAllMocks();
  useUserStore.setState({ token: null, userInfo: null });
});

describe('third-party login page (/oauth2-app/login)', () => {
  it('asks the server for the provider URL and goes there', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    http.defaults.adapter = fakeServer({
      '/sys/oauth2/authorize': [
        200,
        { success: true, code: 200, message: '', result: { url: PROVIDER_URL } },
      ],
    });
    renderPage('/oauth2-app/login');
    expect(await screen.findByText('正在前往第三方登录…')).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER_URL));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('finishes the login with code and state, stores the session and goes home', async () => {
    http.defaults.adapter = fakeServer({
      '/sys/oauth2/callback': [200, { success: true, code: 200, message: '登录成功', result: LOGIN_RESULT }],
    });
    renderPage('/oauth2-app/login?code=the-code&state=the-state');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard/analysis'));
    expect(useUserStore.getState().token).toBe('sso-token');
    const posted = calls.filter((c) => c.url === '/sys/oauth2/callback');
    // Sent once: a code and a state are good for one use.
    expect(posted).toHaveLength(1);
    expect(posted[0]!.method).toBe('post');
    expect(JSON.parse(String(posted[0]!.data))).toEqual({ code: 'the-code', state: 'the-state' });
  });

  it('shows the server’s refusal with a way back to the login page', async () => {
    const message = '没有与该第三方账号邮箱对应的用户，请使用账号密码登录或联系管理员';
    http.defaults.adapter = fakeServer({
      '/sys/oauth2/callback': [403, { success: false, code: 403, message }],
    });
    renderPage('/oauth2-app/login?code=c&state=s');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('heading', { name: '第三方登录失败' })).toBeTruthy();
    expect(useUserStore.getState().token).toBeNull();
    screen.getByRole('button', { name: '返回登录页' }).click();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/user/login'));
  });

  it('shows the provider’s own refusal without calling the server, in English too', async () => {
    await setLocale('en-US');
    http.defaults.adapter = fakeServer({});
    renderPage(
      '/oauth2-app/login?error=access_denied&error_description=End-User%20aborted%20interaction&state=s',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The third-party login was not completed (End-User aborted interaction)',
    );
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/oauth2-app/login');
    expect(calls).toHaveLength(0);
  });

  it('says so when OpenID Connect is off on the server', async () => {
    http.defaults.adapter = fakeServer({});
    renderPage('/oauth2-app/login');
    expect((await screen.findByRole('alert')).textContent).toBe('not found');
  });
});
