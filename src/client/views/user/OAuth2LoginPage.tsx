/**
 * /oauth2-app/login (SPEC §2, name oauth2-app-login): third-party login through OpenID Connect.
 * Without `code` it asks the server to prepare a login and leaves for the provider; back from the
 * provider with `code` and `state` it lets the server finish the login and stores the session as
 * the login page does. Failures are shown with a way back to the login page.
 */
import { Button, Result, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../layouts/use-document-title';
import { HOME_PATH, LOGIN_PATH, OAUTH2_LOGIN_PATH } from '../../router/paths';
import { useUserStore } from '../../stores/user';
import type { LoginResult } from '../../stores/user-types';
import { isLoginSuccess } from './login-api';
import { browser, oidcAuthorize, oidcCallback } from './sso-api';

type Outcome =
  { kind: 'left' } | { kind: 'signed-in'; result: LoginResult } | { kind: 'failed'; message: string };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One pass of the page for the query it was opened with. */
async function runOAuth2Login(search: string, t: Translate): Promise<Outcome> {
  const params = new URLSearchParams(search);
  const providerError = params.get('error');
  // The provider sends the browser back with error (access_denied, …) when the user cancels or it refuses.
  if (providerError)
    return {
      kind: 'failed',
      message: t('sso.providerRefused', { reason: params.get('error_description') || providerError }),
    };
  const code = params.get('code');
  const state = params.get('state');
  try {
    if (code && state) {
      const answer = await oidcCallback(code, state);
      if (isLoginSuccess(answer) && answer.result?.token) return { kind: 'signed-in', result: answer.result };
      return { kind: 'failed', message: answer.message || t('sso.failedTitle') };
    }
    const answer = await oidcAuthorize();
    if (!isLoginSuccess(answer) || !answer.result?.url)
      return { kind: 'failed', message: answer.message || t('sso.failedTitle') };
    browser.assign(answer.result.url);
    return { kind: 'left' };
  } catch (failure) {
    return {
      kind: 'failed',
      message: failure instanceof Error && failure.message ? failure.message : t('request.generic'),
    };
  }
}

export function OAuth2LoginPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const storeLogin = useUserStore((s) => s.login);
  const [failure, setFailure] = useState<string | null>(null);
  // A code and a state are good once: React's development double effects must not send them twice.
  const handled = useRef<string | null>(null);
  const returning = new URLSearchParams(search).has('code');
  useDocumentTitle(t('sso.thirdParty'));

  useEffect(() => {
    if (handled.current === search) return;
    handled.current = search;
    setFailure(null);
    void runOAuth2Login(search, t).then((outcome) => {
      if (outcome.kind === 'failed') setFailure(outcome.message);
      if (outcome.kind === 'signed-in') {
        storeLogin(outcome.result);
        navigate(HOME_PATH, { replace: true });
      }
    });
  }, [search, t, storeLogin, navigate]);

  if (failure !== null) {
    return (
      <Result
        status="error"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('sso.failedTitle')}</h1>}
        subTitle={<span role="alert">{failure}</span>}
        extra={
          <Space>
            <Button type="primary" onClick={() => navigate(LOGIN_PATH)}>
              {t('sso.backToLogin')}
            </Button>
            <Link to={OAUTH2_LOGIN_PATH}>{t('sso.retry')}</Link>
          </Space>
        }
      />
    );
  }
  return (
    <div role="status" aria-live="polite" style={{ padding: 48, textAlign: 'center' }}>
      <h1 style={{ fontSize: 24 }}>{t('sso.thirdParty')}</h1>
      <p>{returning ? t('sso.signingIn') : t('sso.redirecting')}</p>
    </div>
  );
}

export default OAuth2LoginPage;
