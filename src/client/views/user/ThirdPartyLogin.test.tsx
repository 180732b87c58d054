import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Adapter, PreparedRequest } from '../../request';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthModes } from '../../../shared/auth/auth-modes';
import { AppProviders } from '../../AppProviders';
import { setLocale } from '../../i18n';
import { http } from '../../request';
import { resetAuthModes } from '../../stores/auth-modes';
import { ThirdPartyLogin } from './ThirdPartyLogin';

const originalAdapter = http.defaults.adapter;
let modesCalls = 0;

function serverWithModes(modes: AuthModes): Adapter {
  return async (config: PreparedRequest) => {
    if (config.url === '/sys/auth/modes') modesCalls++;
    return {
      data: { success: true, code: 200, message: '', result: modes, timestamp: 0 },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    };
  };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderEntry() {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/user/login']}>
        <Routes>
          <Route path="/user/login" element={<ThirdPartyLogin />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(async () => {
  modesCalls = 0;
  resetAuthModes();
  await setLocale('zh-CN');
});
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('third-party login entry on the login page', () => {
  it('offers the configured provider by name and opens /oauth2-app/login', async () => {
    http.defaults.adapter = serverWithModes({ oidc: { name: 'Corp SSO' }, cas: null });
    renderEntry();
    fireEvent.click(await screen.findByRole('button', { name: '使用 Corp SSO 登录' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/oauth2-app/login'));
  });

  it('names it third-party login when the provider has no display name', async () => {
    await setLocale('en-US');
    http.defaults.adapter = serverWithModes({ oidc: { name: null }, cas: null });
    renderEntry();
    expect(await screen.findByRole('button', { name: 'Third-party login' })).toBeTruthy();
  });

  it('shows nothing when OpenID Connect is off', async () => {
    http.defaults.adapter = serverWithModes({ oidc: null, cas: null });
    const { container } = renderEntry();
    await waitFor(() => expect(modesCalls).toBe(1));
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
